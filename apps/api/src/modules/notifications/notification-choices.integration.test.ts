import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS, type NotificationChoices } from '@apps/contracts/core/user-settings.values';
import { buildTestApp, envelope, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, MYTIME } from '../../../test/factories/mytime.factories';
import { reviewOf } from '../../../test/factories/grow.factories';
import { startSmtpSink } from '../../../test/mail/smtp-sink';
import { deliverDueEmails, smtpSender } from './email-delivery.service';
import { runReminders } from './reminders.service';

// The Settings screen's notification choices, obeyed where e-mail is produced; proved against a real
// SMTP server process.

const PORT = TEST_DB === 'postgres' ? 3646 : 3626;
const OPTIONS = { appUrl: 'https://apps.example.com', orgName: 'Contoso India' };
const SCHEDULE = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };
/** Monday 2026-11-23 10:30 in Kolkata: the reminders of the week 2026-11-15 are due. */
const MONDAY_1030 = new Date('2026-11-23T05:00:00Z');

let t: TestApp;
let manager: TestPerson;
let emailOff: TestPerson;
let leaveOff: TestPerson;
let remindersOff: TestPerson;
let defaults: TestPerson;

async function choose(person: TestPerson, notifications: Partial<NotificationChoices>) {
  const response = await t.request({
    method: 'PUT',
    url: '/v1/me/settings',
    as: person,
    payload: { ...DEFAULT_USER_SETTINGS, notifications: { ...DEFAULT_USER_SETTINGS.notifications, ...notifications } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Meera Manager' });
  t.defaultManagerId = manager.id;
  emailOff = await t.createPerson({ roles: MYTIME.employee, name: 'Esha Emailless' });
  leaveOff = await t.createPerson({ roles: MYTIME.employee, name: 'Lalit Leaveless' });
  remindersOff = await t.createPerson({ roles: MYTIME.employee, name: 'Ravi Reminderless' });
  defaults = await t.createPerson({ roles: MYTIME.employee, name: 'Dipa Default' });
  await choose(emailOff, { email: false });
  await choose(leaveOff, { leaveRequestUpdates: false });
  await choose(remindersOff, { timeEntryReminders: false });
  // Only the mails of this test count: start from an empty outbox.
  await t.app.db.execute(sql`update notification_deliveries set status = 'sent'`);
});

afterAll(async () => {
  await t.close();
});

async function rejectLeaveOf(person: TestPerson) {
  const leave = await createLeaveRequest(t, { employeeId: person.id });
  const response = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${leave.id}/reject`, as: manager, payload: { rejectorId: manager.id, reason: 'Release week' } });
  expect(response.statusCode, response.body).toBe(200);
}

async function inAppKinds(person: TestPerson): Promise<string[]> {
  return envelope<Array<{ kind: string }>>(await t.request({ method: 'GET', url: '/v1/notifications', as: person })).data.map((n) => n.kind);
}

describe('notification choices', () => {
  it('e-mail off: no e-mail at all; a type off: no e-mail of that type; the in-app notifications stay', async () => {
    for (const person of [emailOff, leaveOff, remindersOff, defaults]) await rejectLeaveOf(person);
    await runReminders(t.app.db, SCHEDULE, MONDAY_1030);

    const sink = await startSmtpSink(PORT);
    const send = smtpSender(`smtp://127.0.0.1:${PORT}`, 'Apps <apps@example.com>');
    try {
      await deliverDueEmails(t.app.db, send, OPTIONS);
      const subjectsTo = (person: TestPerson) => sink.mails.filter((mail) => mail.to.includes(person.email)).map((mail) => mail.subject).sort();
      const rejected = '[Contoso India] Your leave request was rejected';
      const reminder = '[Contoso India] Your timesheet for last week is missing';
      expect(subjectsTo(defaults)).toEqual([rejected, reminder]);
      expect(subjectsTo(emailOff)).toEqual([]);
      expect(subjectsTo(leaveOff)).toEqual([reminder]);
      expect(subjectsTo(remindersOff)).toEqual([rejected]);
    } finally {
      send.close();
      await sink.stop();
    }

    for (const person of [emailOff, leaveOff, remindersOff, defaults]) {
      expect((await inAppKinds(person)).sort(), person.email).toEqual(['leave.rejected', 'reminder.timesheet_missing']);
    }
  });

  it('e-mail back on: the next notification is mailed again', async () => {
    await choose(emailOff, { email: true });
    await rejectLeaveOf(emailOff);
    const { rows } = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.recipient_id = ${emailOff.id} and d.status = 'pending'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('performance review notifications off: no e-mail when a review starts, the in-app notification stays', async () => {
    const growManager = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }], name: 'Gauri Grow' });
    const reviewOff = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], name: 'Rekha Reviewless', managerId: growManager.id });
    const reviewOn = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], name: 'Rahul Reviewed', managerId: growManager.id });
    await choose(reviewOff, { performanceReviewNotifications: false });
    await reviewOf(t, growManager, reviewOff);
    await reviewOf(t, growManager, reviewOn);
    const { rows } = await t.app.db.execute<{ recipient_id: string; deliveries: number }>(sql`
      select n.recipient_id, count(d.id)::int as deliveries from notifications n left join notification_deliveries d on d.notification_id = n.id
      where n.kind = 'review.started' and n.recipient_id in (${reviewOff.id}, ${reviewOn.id}) group by n.recipient_id`);
    expect(new Map(rows.map((row) => [row.recipient_id, row.deliveries]))).toEqual(new Map([[reviewOff.id, 0], [reviewOn.id, 1]]));
  });
});
