import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { timesheets } from '../../db/schema/mytime';
import { buildTestApp, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { startSmtpSink } from '../../../test/mail/smtp-sink';
import { deliverThroughBoth, openSecondInstance, type SecondInstance } from '../../../test/two-instances';
import { runReminders, startReminderScheduler } from './reminders.service';

// Once per person and week (digest: per day), whichever of two
// instances runs the schedule, also after a restart; the mails reach a real SMTP server once.

const SCHEDULE = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };
/** Monday 2026-11-23 10:30 in Kolkata: last week is Sunday 2026-11-15 to Saturday 2026-11-21. */
const MONDAY_1030 = new Date('2026-11-23T05:00:00Z');
/** Wednesday 2026-11-25 10:30 in Kolkata. */
const WEDNESDAY_1030 = new Date('2026-11-25T05:00:00Z');
const LAST_WEEK = { weekStartDate: '2026-11-15', weekEndDate: '2026-11-21' };
const PORT = TEST_DB === 'postgres' ? 3641 : 3621;

let t: TestApp;
let other: SecondInstance | undefined;
let otherDb: TestApp['app']['db'];
let missing: TestPerson;
let draft: TestPerson;
let submitted: TestPerson;
let gone: TestPerson;
let manager: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  other = await openSecondInstance(t);
  otherDb = other.db;
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Mohan Manager' });
  // The people below report to Mohan, so their decisions wait for him.
  t.defaultManagerId = manager.id;
  missing = await t.createPerson({ roles: MYTIME.employee, name: 'Mira Missing' });
  draft = await t.createPerson({ roles: MYTIME.employee, name: 'Dev Draft' });
  submitted = await t.createPerson({ roles: MYTIME.employee, name: 'Sara Submitted' });
  gone = await t.createPerson({ roles: MYTIME.employee, name: 'Gita Gone', isActive: false });
  const projectId = (await createProject(t, { projectManagerId: manager.id })).id;
  await createTimesheet(t, { employee: draft, projectId, week: LAST_WEEK });
  await createTimesheet(t, { employee: manager, projectId, week: LAST_WEEK, status: 'Approved' });
  const sheet = await createTimesheet(t, { employee: submitted, projectId, week: LAST_WEEK, status: 'Submitted' });
  // Submitted on Friday 2026-11-20: by Wednesday it has waited 3 working days.
  await t.app.db.update(timesheets).set({ submittedAt: new Date('2026-11-20T06:00:00Z') }).where(eq(timesheets.id, sheet.id));
  // Submitted on Monday 2026-11-23: 2 working days by Wednesday, not overdue.
  const recent = await createTimesheet(t, { employee: missing, projectId, week: { weekStartDate: '2026-11-22', weekEndDate: '2026-11-28' }, status: 'Submitted' });
  await t.app.db.update(timesheets).set({ submittedAt: new Date('2026-11-23T06:00:00Z') }).where(eq(timesheets.id, recent.id));
});

afterAll(async () => {
  await other?.close();
  await t.close();
});

async function remindersOf(kind: string) {
  const result = await t.app.db.execute<{ recipient_id: string; n: number; deliveries: number; body: string; link: string | null }>(sql`
    select n.recipient_id, count(distinct n.id)::int as n, count(d.id)::int as deliveries, min(n.body) as body, min(n.link) as link
    from notifications n left join notification_deliveries d on d.notification_id = n.id
    where n.kind = ${kind} group by n.recipient_id`);
  return new Map(result.rows.map((row) => [row.recipient_id, row]));
}

describe('reminders on a fixed clock', () => {
  it('nothing is due before Monday 10:00 in the organisation time zone', async () => {
    const run = await runReminders(t.app.db, SCHEDULE, new Date('2026-11-23T04:29:00Z'));
    expect(run).toMatchObject({ timesheetReminders: 0, timesheetWeek: null, digestDate: null, digests: 0 });
    expect((await remindersOf('reminder.timesheet_missing')).size).toBe(0);
  });

  it('last week missing or Draft -> the person, once per person and week across two instances and a restart', async () => {
    const runs = await Promise.all([runReminders(t.app.db, SCHEDULE, MONDAY_1030), runReminders(otherDb, SCHEDULE, MONDAY_1030)]);
    expect(runs.map((run) => run.timesheetWeek)).toEqual(['2026-11-15', '2026-11-15']);
    expect(runs[0]!.timesheetReminders + runs[1]!.timesheetReminders).toBe(2);
    // A restart on Saturday of that week (a fresh instance, nothing remembered) writes nothing new.
    expect((await runReminders(otherDb, SCHEDULE, new Date('2026-11-28T09:00:00Z'))).timesheetReminders).toBe(0);
    const reminders = await remindersOf('reminder.timesheet_missing');
    expect(reminders.get(missing.id)).toMatchObject({ n: 1, deliveries: 1 });
    expect(reminders.get(draft.id)).toMatchObject({ n: 1, deliveries: 1 });
    expect(reminders.get(draft.id)!.body).toContain('the week of Nov 15 – Nov 21, 2026');
    // The link opens the week the reminder names, not the current week.
    expect(reminders.get(draft.id)!.link).toBe('/mytime/timesheet?week=2026-11-15');
    expect(reminders.get(missing.id)!.link).toBe('/mytime/timesheet?week=2026-11-15');
    expect(reminders.has(submitted.id)).toBe(false);
    expect(reminders.has(manager.id)).toBe(false);
    expect(reminders.has(gone.id)).toBe(false);
  });

  it('decisions waiting more than 2 working days -> one digest to the approver, once a day', async () => {
    const runs = await Promise.all([runReminders(t.app.db, SCHEDULE, WEDNESDAY_1030), runReminders(otherDb, SCHEDULE, WEDNESDAY_1030)]);
    expect(runs[0]!.digests + runs[1]!.digests).toBe(1);
    expect((await runReminders(t.app.db, SCHEDULE, new Date('2026-11-25T12:00:00Z'))).digests).toBe(0);
    const digests = await remindersOf('reminder.decisions_waiting');
    expect([...digests.keys()]).toEqual([manager.id]);
    expect(digests.get(manager.id)).toMatchObject({ n: 1, deliveries: 1 });
    expect(digests.get(manager.id)!.body).toBe('1 timesheet and 0 leave requests have waited more than 2 working days for your decision.');
    // The next working day is another digest.
    expect((await runReminders(t.app.db, SCHEDULE, new Date('2026-11-26T05:00:00Z'))).digests).toBe(1);
  });

  it('the reminder mails reach a real SMTP server once, delivered by both instances', async () => {
    const sink = await startSmtpSink(PORT);
    try {
      await deliverThroughBoth(t.app.db, otherDb, PORT);
      const to = (person: TestPerson, subject: string) => sink.mails.filter((mail) => mail.to.includes(person.email) && mail.subject === `[Contoso India] ${subject}`);
      expect(to(missing, 'Your timesheet for last week is missing')).toHaveLength(1);
      expect(to(draft, 'Your timesheet for last week is missing')).toHaveLength(1);
      // The e-mail's link opens that week too (quoted-printable may wrap the raw text: unfold it).
      expect(to(draft, 'Your timesheet for last week is missing')[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('/mytime/timesheet?week=2026-11-15');
      expect(to(manager, '1 decision is waiting for you')).toHaveLength(1);
      // Thursday's digest: Monday's timesheet has waited 3 working days by then too.
      expect(to(manager, '2 decisions are waiting for you')).toHaveLength(1);
      expect(sink.mails.filter((mail) => mail.to.includes(submitted.email) || mail.to.includes(gone.email))).toHaveLength(0);
    } finally {
      await sink.stop();
    }
  });

  it('the scheduler runs on its injected clock and stops cleanly', async () => {
    const late = await t.createPerson({ roles: MYTIME.employee, name: 'Lata Late' });
    const runs: unknown[] = [];
    const scheduler = startReminderScheduler(t.app.db, SCHEDULE, { now: () => MONDAY_1030, onRun: (run) => runs.push(run) });
    await scheduler.stop();
    expect(runs).toEqual([{ timesheetWeek: '2026-11-15', timesheetReminders: 1, teamSummaries: 0, digestDate: '2026-11-23', digests: 0 }]);
    expect((await remindersOf('reminder.timesheet_missing')).get(late.id)).toMatchObject({ n: 1 });
  });
});
