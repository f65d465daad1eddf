import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@apps/contracts/core/user-settings.values';
import { approvalCard, type CardSubject } from './approval-card';

const LEAVE: CardSubject = {
  item: 'leave',
  facts: {
    id: '7d3f0c1e-5a2b-4c8d-9e1f-0a1b2c3d4e5f',
    employeeId: '1d3f0c1e-5a2b-4c8d-9e1f-0a1b2c3d4e5f',
    ownerName: 'Priya Patel',
    leaveType: 'CasualLeave',
    startDate: '2030-03-06',
    endDate: '2030-03-06',
    totalDays: 0.5,
    halfDay: 'SecondHalf',
    reason: 'Doctor',
    status: 'Pending',
    reviewerName: null,
    reviewedAt: null,
    rejectionReason: null,
    balance: { allocated: 12, used: 2.5 },
  },
};

const texts = (card: Record<string, unknown>) => JSON.stringify(card);

describe('the approval card', () => {
  it('shows a waiting leave request with its half day, balance and reason, Approve and Reject (reason required) and the link', () => {
    const card = approvalCard({ language: 'en', appUrl: 'https://apps.example.com', itemId: LEAVE.facts!.id, subject: LEAVE });
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.5' });
    expect(card.body).toContainEqual({
      type: 'FactSet',
      facts: [
        { title: 'Person', value: 'Priya Patel' },
        { title: 'Type', value: 'Casual Leave' },
        { title: 'Dates', value: 'Mar 6, 2030' },
        { title: 'Days', value: '0.5 days' },
        { title: 'Half day', value: 'Afternoon' },
        { title: 'Balance', value: '9.5 of 12 days left' },
        { title: 'Reason', value: 'Doctor' },
      ],
    });
    const actions = card.actions as Array<Record<string, unknown>>;
    expect(actions.map((action) => action.type)).toEqual(['Action.Execute', 'Action.ShowCard', 'Action.OpenUrl']);
    expect(actions[0]).toMatchObject({ verb: 'approve', data: { item: 'leave', itemId: LEAVE.facts!.id } });
    expect(actions[1]).toMatchObject({ card: { body: [{ type: 'Input.Text', id: 'reason', isRequired: true, maxLength: 1000 }], actions: [{ verb: 'reject', associatedInputs: 'auto' }] } });
    expect(actions[2]).toMatchObject({ url: 'https://apps.example.com/mytime/approvals' });
  });

  it('shows who decided and when (in the reader\'s zone, by the card\'s DATE and TIME), without buttons', () => {
    const decided: CardSubject = { item: 'leave', facts: { ...LEAVE.facts!, status: 'Rejected', reviewerName: 'Meera Manager', reviewedAt: new Date('2030-03-01T09:30:00.000Z'), rejectionReason: 'Release week' } };
    const card = approvalCard({ language: 'en', appUrl: 'https://apps.example.com', itemId: LEAVE.facts!.id, subject: decided });
    expect(texts(card)).toContain('Rejected by Meera Manager on {{DATE(2030-03-01T09:30:00Z, SHORT)}} {{TIME(2030-03-01T09:30:00Z)}}: Release week');
    expect((card.actions as unknown[]).length).toBe(1);
  });

  it('withholds the facts from a refused caller', () => {
    const card = approvalCard({ language: 'en', appUrl: 'https://apps.example.com', itemId: LEAVE.facts!.id, subject: LEAVE, notice: 'You cannot decide this: Leave request not found', withholdFacts: true });
    expect(texts(card)).not.toContain('Priya Patel');
    expect(texts(card)).toContain('You cannot decide this');
  });

  it('reads in every language of the app', () => {
    const titles = LANGUAGES.map((language) => (approvalCard({ language, appUrl: 'https://apps.example.com', itemId: LEAVE.facts!.id, subject: LEAVE }).body as Array<{ text?: string }>)[0]!.text);
    expect(new Set(titles).size).toBe(LANGUAGES.length);
  });
});
