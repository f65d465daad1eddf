import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { startSmtpSink } from '../../../test/mail/smtp-sink';
import { deliverThroughBoth, openSecondInstance, type SecondInstance } from '../../../test/two-instances';
import { listTeamMissingTimesheets } from '../mytime/team-status.service';
import { runReminders } from './reminders.service';

// The manager's weekly summary of their team's missing timesheets, on a fixed clock. One
// summary per manager and week across two instances (dedupe key `team-missing:{managerId}:{week}`),
// direct reports only, nothing when the whole team handed in; the mail reaches a real
// SMTP server once, HTML and text, with a link to Approvals.

const SCHEDULE = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };
/** Monday 2026-11-23 10:30 in Kolkata: last week is Sunday 2026-11-15 to Saturday 2026-11-21. */
const MONDAY_1030 = new Date('2026-11-23T05:00:00Z');
const LAST_WEEK = { weekStartDate: '2026-11-15', weekEndDate: '2026-11-21' };
const PORT = TEST_DB === 'postgres' ? 3643 : 3623;

let t: TestApp;
let other: SecondInstance | undefined;
let otherDb: TestApp['app']['db'];
let boss: TestPerson;
let lead: TestPerson;
let ann: TestPerson;
let bob: TestPerson;
let cat: TestPerson;
let dan: TestPerson;
let gus: TestPerson;
let notManager: TestPerson;
let hal: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  other = await openSecondInstance(t);
  otherDb = other.db;
  boss = await t.createPerson({ roles: MYTIME.manager, name: 'Bina Boss' });
  lead = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }], name: 'Lalit Lead', managerId: boss.id });
  ann = await t.createPerson({ roles: MYTIME.employee, name: 'Ann Absent', managerId: lead.id });
  bob = await t.createPerson({ roles: MYTIME.employee, name: 'Bob Draft', managerId: lead.id });
  cat = await t.createPerson({ roles: MYTIME.employee, name: 'Cat Submitted', managerId: lead.id });
  dan = await t.createPerson({ roles: MYTIME.employee, name: 'Dan Rejected', managerId: lead.id });
  await t.createPerson({ roles: MYTIME.employee, name: 'Eve Inactive', managerId: lead.id, isActive: false });
  await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], name: 'Fay Grow Only', managerId: lead.id });
  // Ann's own report is below Lalit in the line, not his direct report.
  gus = await t.createPerson({ roles: MYTIME.employee, name: 'Gus Grandreport', managerId: ann.id });
  // A person with reports who is no Manager on MyTime or all gets no summary.
  notManager = await t.createPerson({ roles: MYTIME.employee, name: 'Nora Not-manager' });
  hal = await t.createPerson({ roles: MYTIME.employee, name: 'Hal Missing', managerId: notManager.id });
  const projectId = (await createProject(t, { projectManagerId: boss.id })).id;
  await createTimesheet(t, { employee: bob, projectId, week: LAST_WEEK });
  await createTimesheet(t, { employee: cat, projectId, week: LAST_WEEK, status: 'Submitted' });
  await createTimesheet(t, { employee: dan, projectId, week: LAST_WEEK, status: 'Rejected' });
  await createTimesheet(t, { employee: lead, projectId, week: LAST_WEEK, status: 'Approved' });
});

afterAll(async () => {
  await other?.close();
  await t.close();
});

async function summaries() {
  const result = await t.app.db.execute<{ recipient_id: string; n: number; deliveries: number; title: string; body: string; link: string; dedupe_key: string }>(sql`
    select n.recipient_id, count(distinct n.id)::int as n, count(d.id)::int as deliveries, min(n.title) as title, min(n.body) as body,
      min(n.link) as link, min(n.dedupe_key) as dedupe_key
    from notifications n left join notification_deliveries d on d.notification_id = n.id
    where n.kind = 'reminder.team_timesheets_missing' group by n.recipient_id`);
  return new Map(result.rows.map((row) => [row.recipient_id, row]));
}

describe('listTeamMissingTimesheets', () => {
  it('lists the active direct reports who keep timesheets and have none or a Draft for the week, by name', async () => {
    const missing = await listTeamMissingTimesheets(t.app.db, lead.id, LAST_WEEK.weekStartDate);
    expect(missing).toEqual([
      { userId: ann.id, name: 'Ann Absent', email: ann.email, status: 'Missing', timesheetId: null },
      { userId: bob.id, name: 'Bob Draft', email: bob.email, status: 'Draft', timesheetId: expect.any(String) },
    ]);
    expect((await listTeamMissingTimesheets(t.app.db, ann.id, LAST_WEEK.weekStartDate)).map((row) => row.userId)).toEqual([gus.id]);
  });

  it('is empty for a team that handed everything in, a person without reports and an unknown id', async () => {
    expect(await listTeamMissingTimesheets(t.app.db, boss.id, LAST_WEEK.weekStartDate)).toEqual([]);
    expect(await listTeamMissingTimesheets(t.app.db, cat.id, LAST_WEEK.weekStartDate)).toEqual([]);
    expect(await listTeamMissingTimesheets(t.app.db, '00000000-0000-4000-8000-000000000000', LAST_WEEK.weekStartDate)).toEqual([]);
  });
});

describe("the manager's weekly summary", () => {
  it('goes once to each Manager whose direct reports have not submitted, across two instances and a restart', async () => {
    const runs = await Promise.all([runReminders(t.app.db, SCHEDULE, MONDAY_1030), runReminders(otherDb, SCHEDULE, MONDAY_1030)]);
    expect(runs[0]!.teamSummaries + runs[1]!.teamSummaries).toBe(1);
    expect((await runReminders(otherDb, SCHEDULE, new Date('2026-11-27T09:00:00Z'))).teamSummaries).toBe(0);
    const sent = await summaries();
    // Lalit (Ann, Bob) and Ann (Gus, who reports to her; she holds no Manager role) -> only Lalit; Bina's
    // only report handed in; Nora is no Manager.
    expect([...sent.keys()]).toEqual([lead.id]);
    expect(sent.get(lead.id)).toMatchObject({
      n: 1,
      deliveries: 1,
      title: '2 team timesheets missing for last week',
      body: 'Not submitted for the week of Nov 15 – Nov 21, 2026: Ann Absent (missing), Bob Draft (still Draft).',
      link: '/mytime/approvals',
      dedupe_key: `team-missing:${lead.id}:2026-11-15`,
    });
    expect(sent.has(notManager.id) || sent.has(hal.id) || sent.has(boss.id)).toBe(false);
  });

  it('the summary mail reaches a real SMTP server once, in HTML and text, with a link to Approvals', async () => {
    const sink = await startSmtpSink(PORT);
    try {
      await deliverThroughBoth(t.app.db, otherDb, PORT);
      const toLead = sink.mails.filter((mail) => mail.to.includes(lead.email) && mail.subject === '[Contoso India] 2 team timesheets missing for last week');
      expect(toLead).toHaveLength(1);
      const raw = toLead[0]!.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('text/plain');
      expect(raw).toContain('text/html');
      expect(raw).toContain('https://apps.example.com/mytime/approvals');
      expect(raw).toContain('Ann Absent (missing), Bob Draft (still Draft)');
      expect(sink.mails.filter((mail) => mail.subject?.includes('team timesheet') && !mail.to.includes(lead.email))).toHaveLength(0);
    } finally {
      await sink.stop();
    }
  });
});
