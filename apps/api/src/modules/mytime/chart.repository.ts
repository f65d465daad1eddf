import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Sums of one day or person (hours as float8: exact for 0.5 steps). */
export type HoursRow = {
  /** The day (`YYYY-MM-DD`) or the person's id. */
  key: string;
  name: string | null;
  email: string | null;
  /** Billable hours. */
  billable: number;
  /** Non-billable hours. */
  non_billable: number;
  /** Whether the person's account is active (true for a day's row). */
  is_active: boolean;
};

/**
 * The dashboard chart's own part: `employeeId`'s billable and non-billable hours per day
 * (`key` the date), over the timesheets whose week starts `from` to `lastWeekStart` (`YYYY-MM-DD`,
 * both included); days without entries are not returned.
 */
export async function ownHoursByDay(db: DbOrTx, employeeId: string, from: string, lastWeekStart: string): Promise<HoursRow[]> {
  const result = await db.execute<HoursRow>(sql`
    select to_char(te.date, 'YYYY-MM-DD') as key, null as name, null as email, true as is_active,
      coalesce(sum(te.hours) filter (where te.is_billable), 0)::float8 as billable,
      coalesce(sum(te.hours) filter (where not te.is_billable), 0)::float8 as non_billable
    from timesheets ts join time_entries te on te.timesheet_id = ts.id
    where ts.employee_id = ${employeeId}::uuid and ts.week_start_date between ${from}::date and ${lastWeekStart}::date
    group by te.date`);
  return result.rows;
}

/**
 * The dashboard chart's team part: each direct report of `managerId` (`key` their id), the
 * deactivated ones too (marked by `is_active`, so the chart has the same people as the direct-reports
 * list), with their hours in the week starting `weekStartDate` (`YYYY-MM-DD`; 0 without a timesheet),
 * by name (else e-mail), then id.
 */
export async function directReportHours(db: DbOrTx, managerId: string, weekStartDate: string): Promise<HoursRow[]> {
  const result = await db.execute<HoursRow>(sql`
    select u.id as key, u.name, u.email, u.is_active,
      coalesce(sum(te.hours) filter (where te.is_billable), 0)::float8 as billable,
      coalesce(sum(te.hours) filter (where not te.is_billable), 0)::float8 as non_billable
    from users u
    left join timesheets ts on ts.employee_id = u.id and ts.week_start_date = ${weekStartDate}::date
    left join time_entries te on te.timesheet_id = ts.id
    where u.manager_id = ${managerId}::uuid
    group by u.id, u.name, u.email, u.is_active
    order by lower(coalesce(u.name, u.email)), u.id`);
  return result.rows;
}
