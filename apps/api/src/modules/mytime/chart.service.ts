import { sql } from 'drizzle-orm';
import { addDays, dayOfWeek } from '@apps/contracts/mytime/calendar';
import { CHART_WEEKS, type DayHours, type HoursChart, type PersonHours } from '@apps/contracts/mytime/charts';
import { WEEK_MUST_START_ON_SUNDAY } from '@apps/contracts/mytime/team';
import { usesTeamViews } from '@apps/contracts/mytime/mytime.policy';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { ValidationError } from '../../lib/errors';
import { withDelegators } from '../users/reporting-line.service';

/** Sums of one day or person (hours as float8: exact for 0.5 steps). */
type HoursRow = { key: string; name: string | null; email: string | null; billable: number; non_billable: number };

/**
 * The dashboard's charts (issue 18): the caller's hours per day from four weeks before `weekStartDate`
 * to its Saturday (35 days, oldest first, zero days included), and, for people who use the team views
 * (approvers), each direct report's hours in the week before (by name; people without hours show 0).
 * @throws ValidationError `weekStartDate` not a Sunday.
 */
export async function hoursChart(db: Db, caller: Caller, weekStartDate: string): Promise<HoursChart> {
  if (dayOfWeek(weekStartDate) !== 0) throw new ValidationError({ weekStartDate: [WEEK_MUST_START_ON_SUNDAY] });
  const from = addDays(weekStartDate, -7 * (CHART_WEEKS - 1));
  const own = await db.execute<HoursRow>(sql`
    select to_char(te.date, 'YYYY-MM-DD') as key, null as name, null as email,
      coalesce(sum(te.hours) filter (where te.is_billable), 0)::float8 as billable,
      coalesce(sum(te.hours) filter (where not te.is_billable), 0)::float8 as non_billable
    from timesheets ts join time_entries te on te.timesheet_id = ts.id
    where ts.employee_id = ${caller.user.id}::uuid and ts.week_start_date between ${from}::date and ${weekStartDate}::date
    group by te.date`);
  const byDate = new Map(own.rows.map((row) => [row.key, row]));
  const days: DayHours[] = Array.from({ length: CHART_WEEKS * 7 }, (_, i) => {
    const date = addDays(from, i);
    const row = byDate.get(date);
    return { date, billableHours: row?.billable ?? 0, nonBillableHours: row?.non_billable ?? 0 };
  });
  if (!usesTeamViews(await withDelegators(db, caller))) return { days, team: [] };
  const lastWeek = addDays(weekStartDate, -7);
  const team = await db.execute<HoursRow>(sql`
    select u.id as key, u.name, u.email,
      coalesce(sum(te.hours) filter (where te.is_billable), 0)::float8 as billable,
      coalesce(sum(te.hours) filter (where not te.is_billable), 0)::float8 as non_billable
    from users u
    left join timesheets ts on ts.employee_id = u.id and ts.week_start_date = ${lastWeek}::date
    left join time_entries te on te.timesheet_id = ts.id
    where u.manager_id = ${caller.user.id}::uuid and u.is_active
    group by u.id, u.name, u.email
    order by lower(coalesce(u.name, u.email)), u.id`);
  const people: PersonHours[] = team.rows.map((row) => ({
    employeeId: row.key,
    name: row.name,
    email: row.email ?? '',
    billableHours: row.billable,
    nonBillableHours: row.non_billable,
  }));
  return { days, team: people };
}
