import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { weekOf } from '@apps/contracts/mytime/calendar';
import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
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
  const { weekStartDate } = weekOf(new Date().toISOString().slice(0, 10));
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
  const pending = envelope<Timesheet[]>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${rohanId}`, as: rohan })).data;
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
