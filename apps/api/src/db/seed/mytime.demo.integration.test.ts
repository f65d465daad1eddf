import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from '@apps/contracts/page';
import { sql } from 'drizzle-orm';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar';
import { formatDateRange } from '@apps/contracts/date-format';
import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { organisationToday } from '../../lib/organisation-calendar';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.app.db.execute(query)).rows as T[];
}

async function personId(email: string): Promise<string> {
  return (await rows<{ id: string }>(sql`select id from users where email = ${email}`))[0]!.id;
}

it('gives the demo organisation projects, timesheets in every status and leave in every state', async () => {
  expect(await t.count('mytime_projects')).toBe(5);
  const statuses = await rows<{ status: string }>(sql`select distinct status from timesheets order by status`);
  expect(statuses.map((r) => r.status)).toEqual(['Approved', 'Draft', 'Rejected', 'Submitted']);
  const leave = await rows<{ status: string }>(sql`select distinct status from leave_requests order by status`);
  expect(leave.map((r) => r.status)).toEqual(['Approved', 'Cancelled', 'Pending', 'Rejected']);
});

it("leaves Arjun Reddy's current week free for the e2e tests", async () => {
  const arjun = await personId('arjun.reddy@example.com');
  const { weekStartDate } = weekOf(organisationToday());
  const mine = await rows<{ week_start_date: string }>(sql`select week_start_date::text from timesheets where employee_id = ${arjun}`);
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.map((r) => r.week_start_date)).not.toContain(weekStartDate);
});

it('keeps balances consistent with approved leave, and every day at most 24 hours', async () => {
  const mismatched = await rows(sql`
    select b.employee_id, b.leave_type from leave_balances b
    where b.used <> coalesce((select sum(r.total_days) from leave_requests r where r.employee_id = b.employee_id
      and r.leave_type = b.leave_type and r.status = 'Approved' and extract(year from r.start_date) = b.year), 0)`);
  expect(mismatched).toEqual([]);
  const overfull = await rows(sql`
    select t.employee_id, e.date from time_entries e join timesheets t on t.id = e.timesheet_id
    group by t.employee_id, e.date having sum(e.hours) > 24`);
  expect(overfull).toEqual([]);
});

it('serves the screens through the API, and does nothing on a second start', async () => {
  const rohan = await t.tokenFor('rohan.iyer@example.com');
  const rohanId = await personId('rohan.iyer@example.com');
  const pending = envelope<Page<Timesheet>>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${rohanId}`, as: rohan })).data.items;
  expect(pending.length).toBeGreaterThan(0);
  expect(pending[0]!.entries.length).toBeGreaterThan(0);
  const arjunId = await personId('arjun.reddy@example.com');
  const arjun = await t.tokenFor('arjun.reddy@example.com');
  const balances = envelope<LeaveBalance[]>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/balances?employeeId=${arjunId}`, as: arjun })).data;
  expect(balances.find((b) => b.leaveType === 'CasualLeave')).toMatchObject({ allocated: 12, used: 2, available: 10 });

  const before = await t.count('timesheets');
  await seedDemo(t.app.db);
  expect(await t.count('timesheets')).toBe(before);
  expect(await t.count('mytime_projects')).toBe(5);
});

it('gives the demo organisation its reporting line, and each manager sees their own line in Approvals', async () => {
  const line = await rows<{ email: string; manager: string | null }>(sql`
    select u.email, m.email as manager from users u left join users m on m.id = u.manager_id where u.email like '%@example.com' order by u.email`);
  const managerOf = new Map(line.map((row) => [row.email, row.manager]));
  expect(managerOf.get('priya.sharma@example.com')).toBeNull();
  expect(managerOf.get('neha.kapoor@example.com')).toBe('priya.sharma@example.com');
  expect(managerOf.get('rohan.iyer@example.com')).toBe('priya.sharma@example.com');
  expect(managerOf.get('arjun.reddy@example.com')).toBe('neha.kapoor@example.com');
  expect(managerOf.get('vikram.singh@example.com')).toBe('rohan.iyer@example.com');

  const pendingOf = async (email: string) => {
    const id = await personId(email);
    const sheets = envelope<Page<Timesheet>>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${id}`, as: await t.tokenFor(email) })).data.items;
    return new Set(await Promise.all(sheets.map(async (sheet) => (await rows<{ email: string }>(sql`select email from users where id = ${sheet.employeeId}`))[0]!.email)));
  };
  const neha = await pendingOf('neha.kapoor@example.com');
  expect(neha.size).toBeGreaterThan(0);
  for (const email of neha) expect(managerOf.get(email)).toBe('neha.kapoor@example.com');
  const priya = await pendingOf('priya.sharma@example.com');
  expect(priya).toContain('neha.kapoor@example.com');
  for (const email of neha) expect(priya).toContain(email);
});

it("shows each demo manager the summary of last week's missing team timesheets, once", async () => {
  const summaries = async () =>
    rows<{ email: string; body: string; link: string; deliveries: number }>(sql`
      select u.email, n.body, n.link, (select count(*)::int from notification_deliveries d where d.notification_id = n.id) as deliveries
      from notifications n join users u on u.id = n.recipient_id where n.kind = 'reminder.team_timesheets_missing' order by u.email`);
  const first = await summaries();
  expect(first.map((row) => row.email)).toEqual(['neha.kapoor@example.com', 'priya.sharma@example.com', 'rohan.iyer@example.com']);
  expect(first[0]!.body).toMatch(/: Arjun Reddy \(missing\)\.$/);
  expect(first[1]!.body).toMatch(/: Rohan Iyer \(still Draft\)\.$/);
  expect(first[2]!.body).toMatch(/: Kavya Nair \(still Draft\)\.$/);
  expect(first.every((row) => row.link === '/mytime/approvals' && row.deliveries === 1)).toBe(true);
  await seedDemo(t.app.db);
  expect(await summaries()).toEqual(first);
});

it('gives a demo database from before reporting lines the missing people and the line at the next start', async () => {
  await t.app.db.execute(sql`update users set manager_id = null`);
  await seedDemo(t.app.db);
  const [neha] = await rows<{ manager: string | null }>(sql`
    select m.email as manager from users u left join users m on m.id = u.manager_id where u.email = 'neha.kapoor@example.com'`);
  expect(neha!.manager).toBe('priya.sharma@example.com');
  expect((await rows(sql`select id from users where email = 'priya.sharma@example.com'`)).length).toBe(1);
});

it("gives Vikram a missing week before last, later weeks filled, and the reminder that opens that week", async () => {
  const vikram = await personId('vikram.singh@example.com');
  const thisWeek = weekOf(organisationToday()).weekStartDate;
  const missing = addDays(thisWeek, -14);
  const weeks = (await rows<{ week: string }>(sql`select week_start_date::text as week from timesheets where employee_id = ${vikram}`)).map((r) => r.week);
  expect(weeks).not.toContain(missing);
  expect(weeks).toEqual(expect.arrayContaining([thisWeek, addDays(thisWeek, -7), addDays(thisWeek, -21)]));
  const reminders = await rows<{ link: string; body: string }>(sql`
    select link, body from notifications where recipient_id = ${vikram} and kind = 'reminder.timesheet_missing'`);
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.link).toBe(`/mytime/timesheet?week=${missing}`);
  expect(reminders[0]!.body).toContain(formatDateRange(missing, addDays(missing, 6)));
  // A second start writes it again no more.
  await seedDemo(t.app.db);
  expect(await rows(sql`select id from notifications where recipient_id = ${vikram} and kind = 'reminder.timesheet_missing'`)).toHaveLength(1);
});

it("puts a pending half-day request in Neha Kapoor's approvals", async () => {
  const arjun = await personId('arjun.reddy@example.com');
  const half = await rows<{ half_day: string; total_days: number; manager: string }>(sql`
    select r.half_day, r.total_days, m.email as manager from leave_requests r join users u on u.id = r.employee_id join users m on m.id = u.manager_id
    where r.employee_id = ${arjun} and r.status = 'Pending' and r.half_day is not null`);
  expect(half.map((r) => [r.half_day, Number(r.total_days), r.manager])).toEqual([['FirstHalf', 0.5, 'neha.kapoor@example.com']]);
});
