import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS, type NotificationChoices } from '@apps/contracts/core/user-settings.values';
import { leaveRequests, timesheets } from '../../db/schema/mytime';
import { buildTestApp, envelope, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { startSmtpSink } from '../../../test/mail/smtp-sink';
import { deliverThroughBoth, openSecondInstance, type SecondInstance } from '../../../test/two-instances';
import { weeklyDigest } from './digest.service';
import { writeNotifications } from './notification-outbox.service';
import { runReminders } from './reminders.service';

// The weekly digest: one e-mail on the reminder day to each person who turned it on (and e-mail on),
// summarising last week; once across two instances; the mails reach a real SMTP server once.

const SCHEDULE = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };
/** Monday 2026-11-23 10:30 in Kolkata: last week is Sunday 2026-11-15 to Saturday 2026-11-21. */
const MONDAY_1030 = new Date('2026-11-23T05:00:00Z');
const LAST_WEEK = { weekStartDate: '2026-11-15', weekEndDate: '2026-11-21' };
const PORT = TEST_DB === 'postgres' ? 3648 : 3628;

let t: TestApp;
let other: SecondInstance | undefined;
let otherDb: TestApp['app']['db'];
let manager: TestPerson;
let dina: TestPerson;
let emailOff: TestPerson;
let digestOff: TestPerson;

async function choose(person: TestPerson, notifications: Partial<NotificationChoices>) {
  const response = await t.request({
    method: 'PUT',
    url: '/v1/me/settings',
    as: person,
    payload: { ...DEFAULT_USER_SETTINGS, notifications: { ...DEFAULT_USER_SETTINGS.notifications, ...notifications } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Marks a timesheet or leave request decided at `at` (an instant). */
async function decidedAt(table: typeof timesheets | typeof leaveRequests, id: string, status: 'Approved' | 'Rejected', at: string) {
  await t.app.db.update(table).set({ status, reviewedById: manager.id, reviewedAt: new Date(at) }).where(eq(table.id, id));
}

beforeAll(async () => {
  t = await buildTestApp();
  other = await openSecondInstance(t);
  otherDb = other.db;
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Meera Manager' });
  t.defaultManagerId = manager.id;
  dina = await t.createPerson({ roles: MYTIME.employee, name: 'Dina Digest' });
  emailOff = await t.createPerson({ roles: MYTIME.employee, name: 'Esha Emailless' });
  digestOff = await t.createPerson({ roles: MYTIME.employee, name: 'Dev Default' });
  await choose(manager, { weeklyDigest: true });
  await choose(dina, { weeklyDigest: true });
  await choose(emailOff, { weeklyDigest: true, email: false });
  const projectId = (await createProject(t, { projectManagerId: manager.id })).id;
  // Last week: 15.5 hours, handed in and waiting for Meera.
  await createTimesheet(t, { employee: dina, projectId, week: LAST_WEEK, status: 'Submitted', entries: [{ hours: 8 }, { hours: 7.5, date: '2026-11-17' }] });
  // The week before, approved on Tuesday of last week: a decision of that week.
  const earlier = await createTimesheet(t, { employee: dina, projectId, week: { weekStartDate: '2026-11-08', weekEndDate: '2026-11-14' }, status: 'Submitted' });
  await decidedAt(timesheets, earlier.id, 'Approved', '2026-11-17T06:00:00Z');
  // One leave still pending (hers, and waiting for Meera), one rejected last Thursday, one approved before last week.
  await createLeaveRequest(t, { employeeId: dina.id, startDate: '2026-12-07', endDate: '2026-12-07' });
  const rejected = await createLeaveRequest(t, { employeeId: dina.id, startDate: '2026-11-30', endDate: '2026-11-30' });
  await decidedAt(leaveRequests, rejected.id, 'Rejected', '2026-11-19T09:00:00Z');
  const approvedBefore = await createLeaveRequest(t, { employeeId: dina.id, startDate: '2026-11-12', endDate: '2026-11-12' });
  await decidedAt(leaveRequests, approvedBefore.id, 'Approved', '2026-11-10T09:00:00Z');
  // Esha and Dev have a week of their own, which no digest of theirs may tell.
  await createTimesheet(t, { employee: emailOff, projectId, week: LAST_WEEK, status: 'Approved' });
  await createTimesheet(t, { employee: digestOff, projectId, week: LAST_WEEK, status: 'Approved' });
  // Only the mails of this file count: start from an empty outbox.
  await t.app.db.execute(sql`update notification_deliveries set status = 'sent'`);
});

afterAll(async () => {
  await other?.close();
  await t.close();
});

async function digests() {
  const result = await t.app.db.execute<{ recipient_id: string; n: number; deliveries: number; in_app: boolean; title: string; body: string }>(sql`
    select n.recipient_id, count(distinct n.id)::int as n, count(d.id)::int as deliveries, bool_or(n.in_app) as in_app, min(n.title) as title, min(n.body) as body
    from notifications n left join notification_deliveries d on d.notification_id = n.id
    where n.kind = 'digest.weekly' group by n.recipient_id`);
  return new Map(result.rows.map((row) => [row.recipient_id, row]));
}

describe('the weekly digest', () => {
  it('is not due before the weekly reminder time', async () => {
    const run = await runReminders(t.app.db, SCHEDULE, new Date('2026-11-23T04:29:00Z'));
    expect(run.weeklyDigests ?? 0).toBe(0);
    expect((await digests()).size).toBe(0);
  });

  it('goes once per person and week to those with Weekly Digest and e-mail on, across two instances and a restart', async () => {
    const runs = await Promise.all([runReminders(t.app.db, SCHEDULE, MONDAY_1030), runReminders(otherDb, SCHEDULE, MONDAY_1030)]);
    expect((runs[0]!.weeklyDigests ?? 0) + (runs[1]!.weeklyDigests ?? 0)).toBe(2);
    // A restart later that week (a fresh instance, nothing remembered) writes nothing new.
    expect((await runReminders(otherDb, SCHEDULE, new Date('2026-11-26T09:00:00Z'))).weeklyDigests ?? 0).toBe(0);
    const written = await digests();
    expect([...written.keys()].sort()).toEqual([manager.id, dina.id].sort());
    // An e-mail only: one delivery, nothing in the app (so nothing pushed either).
    expect(written.get(dina.id)).toMatchObject({ n: 1, deliveries: 1, in_app: false, title: 'Your weekly digest for Nov 15 – Nov 21, 2026' });
    expect(written.get(manager.id)).toMatchObject({ n: 1, deliveries: 1, in_app: false });
    const list = envelope<Array<{ kind: string }>>(await t.request({ method: 'GET', url: '/v1/notifications', as: dina })).data;
    expect(list.map((item) => item.kind)).not.toContain('digest.weekly');
  });

  it("tells the person's hours, pending items and the decisions made on their records that week", async () => {
    const written = await digests();
    expect(written.get(dina.id)!.body.split('\n')).toEqual([
      'Hours booked: 15.5 hours (Submitted: 15.5 hours).',
      'Pending: 1 leave request of yours pending.',
      'Decisions on your records: your timesheet for the week of Nov 8 – Nov 14, 2026 was approved; your Casual Leave request for Nov 30, 2026 was rejected.',
    ]);
    // The approver hears what waits for their decision; they kept no timesheet that week.
    expect(written.get(manager.id)!.body.split('\n')).toEqual([
      'Hours booked: none (no timesheet for that week).',
      'Pending: 1 timesheet and 1 leave request waiting for your decision.',
      'Decisions on your records: none.',
    ]);
  });

  it('sends nothing to a person with the digest off or e-mail off, also when a digest is written for them', async () => {
    const written = await digests();
    expect(written.has(emailOff.id)).toBe(false);
    expect(written.has(digestOff.id)).toBe(false);
    // The outbox applies the choices too: a digest written for them anyway is dropped.
    const summary = { hours: [], pendingLeaves: 0, waitingForDecision: { timesheets: 0, leaves: 0 }, decisions: [] };
    const ids = await t.app.db.transaction((tx) => writeNotifications(tx, [weeklyDigest(emailOff.id, '2026-11-08', summary), weeklyDigest(digestOff.id, '2026-11-08', summary)]));
    expect(ids).toEqual([]);
  });

  it('reaches a real SMTP server once per person, delivered by both instances', async () => {
    const sink = await startSmtpSink(PORT);
    try {
      await deliverThroughBoth(t.app.db, otherDb, PORT);
      // The subject has a dash, so it arrives MIME-encoded; quoted-printable may wrap the raw text: unfold it.
      const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');
      const digestsTo = (person: TestPerson) => sink.mails.filter((mail) => mail.to.includes(person.email) && textOf(mail.raw).includes('Hours booked:'));
      expect(digestsTo(dina)).toHaveLength(1);
      expect(digestsTo(manager)).toHaveLength(1);
      expect(digestsTo(dina)[0]!.subject).toContain('Your_weekly_digest');
      expect(textOf(digestsTo(dina)[0]!.raw)).toContain('Hours booked: 15.5 hours (Submitted: 15.5 hours).');
      expect(textOf(digestsTo(dina)[0]!.raw)).toContain('Pending: 1 leave request of yours pending.');
      expect(sink.mails.filter((mail) => mail.to.includes(emailOff.email) || mail.to.includes(digestOff.email))).toHaveLength(0);
    } finally {
      await sink.stop();
    }
  });
});
