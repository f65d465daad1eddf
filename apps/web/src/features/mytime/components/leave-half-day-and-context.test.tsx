import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaveApprovalContext, PendingLeaveRequest } from '@apps/contracts/mytime/leave';
import { aLeaveRequest, aPage, aUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { LEAVE_CONTEXT_TEXTS } from '../leave-texts';
import { LeaveRequestList } from './leave-request-list';
import { LeaveRequestRow } from './leave-request-row';
import { PendingLeaves } from './pending-leaves';

// A half-day request keeps its half wherever it appears, and an approver sees the balance and who else
// of the team is away beside Approve and Reject.

const C = LEAVE_CONTEXT_TEXTS.approval;
const half = aLeaveRequest({ id: 'half', employeeId: 'arjun', employeeName: 'Arjun Reddy', startDate: '2026-11-27', endDate: '2026-11-27', totalDays: 0.5, halfDay: 'SecondHalf', status: 'Pending' });
const pending: PendingLeaveRequest = { ...half, directReportId: 'arjun', lineVia: [] };

const context: LeaveApprovalContext = {
  leaveRequestId: 'half',
  balance: { id: 'b', leaveType: 'CasualLeave', year: 2026, allocated: 12, used: 2, available: 10 },
  awayInTeam: [
    { employeeId: 'meera', employeeName: 'Meera Joshi', kind: 'leave', startDate: '2026-11-27', endDate: '2026-11-27', leaveType: 'SickLeave', halfDay: 'FirstHalf', status: 'Approved', name: null },
    { employeeId: 'kavya', employeeName: 'Kavya Nair', kind: 'holiday', startDate: '2026-11-27', endDate: '2026-11-27', leaveType: null, halfDay: null, status: null, name: "Guru Nanak's Birthday" },
  ],
};

function serve(answer: LeaveApprovalContext | 'never') {
  return stubApi((url) => {
    if (url.pathname === '/v1/mytime/leaves/half/context') return answer === 'never' ? new Promise(() => undefined) : answer;
    if (url.pathname.endsWith('/direct-reports')) return aPage([aUser({ id: 'arjun', name: 'Arjun Reddy' })]);
    return aPage([]);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the half of a half-day request', () => {
  it('shows in my leave list, with the days as a plural', () => {
    renderWithProviders(<LeaveRequestList requests={[half, aLeaveRequest({ id: 'whole', totalDays: 1, halfDay: null })]} />);
    const [first, second] = screen.getAllByTestId('leave-request');
    expect(first).toHaveTextContent('Second half · 0.5 days');
    expect(second).toHaveTextContent('1 day');
    expect(second).not.toHaveTextContent(/half/);
  });

  it('shows in the rows of the team calendar and My team', () => {
    renderWithProviders(
      <ul>
        <LeaveRequestRow request={half} />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Second half');
  });
});

describe('leave approval with context', () => {
  it('shows the half, the balance after approval and who else is away beside Approve and Reject', async () => {
    serve(context);
    renderWithProviders(<PendingLeaves requests={[pending]} approverId="neha" />);
    const row = await screen.findByTestId('pending-leave');
    expect(row).toHaveTextContent('Second half · 0.5 days');
    expect(within(row).getByRole('button', { name: /^Approve Arjun Reddy, Casual Leave .*\(Second half\)$/ })).toBeInTheDocument();

    const panel = await within(row).findByRole('region', { name: C.region('Arjun Reddy') });
    expect(within(panel).getByTestId('leave-context-balance')).toHaveTextContent('Casual Leave balance: 10 days left of 12 · 9.5 days after approval');
    const away = within(panel).getAllByRole('listitem').map((item) => item.textContent);
    expect(away).toEqual([
      expect.stringMatching(/^Meera Joshi · Sick Leave, First half · Nov 27, 2026$/),
      expect.stringMatching(/^Kavya Nair · Holiday: Guru Nanak's Birthday · Nov 27, 2026$/),
    ]);
  });

  it('says when nobody else is away and when the balance does not cover the request', async () => {
    serve({ ...context, balance: { ...context.balance!, used: 12, available: 0 }, awayInTeam: [] });
    renderWithProviders(<PendingLeaves requests={[pending]} approverId="neha" />);
    const panel = await screen.findByRole('region', { name: C.region('Arjun Reddy') });
    expect(panel).toHaveTextContent(C.nobodyAway);
    expect(panel).toHaveTextContent(C.notEnough);
  });

  it('shows a placeholder while the context loads, and the buttons at once', async () => {
    serve('never');
    renderWithProviders(<PendingLeaves requests={[pending]} approverId="neha" />);
    const row = await screen.findByTestId('pending-leave');
    expect(within(row).getByRole('status', { name: C.region('Arjun Reddy') })).toHaveTextContent(C.loading);
    expect(within(row).getByRole('button', { name: /^Approve/ })).toBeEnabled();
  });
});
