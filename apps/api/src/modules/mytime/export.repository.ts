import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lineBelow } from '../authority/reporting-line.scope';

/**
 * The reads behind MyTime's exports. Every read is a bounded batch in keyset
 * order, so an export of any size holds one batch in memory: people by name (the index
 * `users_name_order_idx`), projects by client and name. Services pass plain values (`ExportReach`,
 * `ExportRecords`, filters); the conditions built from them are SQL on the aliases `u` (users),
 * `ts` (timesheets), `te` (time entries), `p` (projects), `lr` (leave requests), `lb` (leave balances).
 */

/** A person in an export, with the keyset position of the people order. */
export type ExportPerson = {
  id: string;
  name: string | null;
  email: string;
  department: string | null;
  sortKey: string;
};

/** The entry filters of a timesheet or summary export; dates `YYYY-MM-DD`, both included. */
export interface EntryFilter {
  from: string;
  to: string;
  projectId?: string | undefined;
  status?: string | undefined;
}

const and = (parts: SQL[]): SQL => sql.join(parts, sql` and `);

/**
 * Whose records an export may hold: one person (`person`), everyone (`everyone`), or a
 * person and the whole line below `managerIds` (`line`, walked in the statement: `lineBelow`).
 */
export type ExportReach =
  | { kind: 'person'; employeeId: string }
  | { kind: 'everyone' }
  | { kind: 'line'; employeeId: string; managerIds: string[] };

/** The reach as a condition on `u.id`. */
function reachCondition(reach: ExportReach): SQL {
  if (reach.kind === 'everyone') return sql`true`;
  const own = sql`u.id = ${reach.employeeId}::uuid`;
  if (reach.kind === 'person') return own;
  return sql`(${own} or u.id in (${lineBelow(reach.managerIds)}))`;
}

/**
 * The records a person must have to be in an export: time entries matching a filter, leave requests
 * matching a filter, or leave balances of a year.
 */
export type ExportRecords =
  | { kind: 'entries'; filter: EntryFilter }
  | { kind: 'leaveRequests'; filter: LeaveFilter }
  | { kind: 'leaveBalances'; year: number };

/** True for people who have the records: `exists (...)` on `u.id`. */
function hasRecords(records: ExportRecords): SQL {
  switch (records.kind) {
    case 'entries':
      return hasEntries(records.filter);
    case 'leaveRequests':
      return hasLeaveRequests(records.filter);
    case 'leaveBalances':
      return hasLeaveBalances(records.year);
  }
}

/** The entries matching the filter for the person column `person` (a timesheet's week is read through its index). */
function entryConditions(filter: EntryFilter, person: SQL): SQL {
  const parts = [
    sql`ts.employee_id = ${person}`,
    sql`ts.week_start_date between (${filter.from}::date - 6) and ${filter.to}::date`,
    sql`te.date between ${filter.from}::date and ${filter.to}::date`,
  ];
  if (filter.projectId) parts.push(sql`te.project_id = ${filter.projectId}::uuid`);
  if (filter.status) parts.push(sql`ts.status = ${filter.status}`);
  return and(parts);
}

/** True for people with entries matching the filter: `exists (...)` on `u.id`. */
function hasEntries(filter: EntryFilter): SQL {
  return sql`exists (select 1 from timesheets ts join time_entries te on te.timesheet_id = ts.id where ${entryConditions(filter, sql`u.id`)})`;
}

/**
 * The next `limit` people after `after` (by name, then id) in `reach` who have `records`.
 * @returns at most `limit` people; fewer means the last batch.
 */
export async function nextPeople(db: DbOrTx, reach: ExportReach, records: ExportRecords, after: ExportPerson | null, limit: number): Promise<ExportPerson[]> {
  const condition = sql`${reachCondition(reach)} and ${hasRecords(records)}`;
  const key = sql`lower(coalesce(u.name, u.email))`;
  const position = after ? sql`and (${key}, u.id) > (${after.sortKey}, ${after.id}::uuid)` : sql``;
  const result = await db.execute<ExportPerson & { sort_key: string }>(sql`
    select u.id, u.name, u.email, u.department, ${key} as sort_key from users u
    where ${condition} ${position}
    order by ${key}, u.id limit ${limit}`);
  return result.rows.map((row) => ({ id: row.id, name: row.name, email: row.email, department: row.department, sortKey: row.sort_key }));
}

/** One time entry as the timesheet export writes it (hours a number in 0.5 steps). */
export type ExportEntryRow = {
  employee_id: string;
  project_name: string;
  code: string;
  client_name: string;
  billing_type: string;
  date: string;
  hours: number;
  is_billable: boolean;
  category: string;
  task_description: string;
  status: string;
};

/** The entries of the given people matching the filter, by person (in `people` order), date and entry. */
export async function entriesOfPeople(db: DbOrTx, peopleIds: readonly string[], filter: EntryFilter): Promise<ExportEntryRow[]> {
  if (peopleIds.length === 0) return [];
  const ids = sql.join(peopleIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute<ExportEntryRow>(sql`
    select ts.employee_id, p.name as project_name, p.code, p.client_name, p.billing_type,
      to_char(te.date, 'YYYY-MM-DD') as date, te.hours::float8 as hours, te.is_billable, te.category, te.task_description, ts.status
    from timesheets ts
    join time_entries te on te.timesheet_id = ts.id
    join mytime_projects p on p.id = te.project_id
    where ts.employee_id in (${ids})
      and ts.week_start_date between (${filter.from}::date - 6) and ${filter.to}::date
      and te.date between ${filter.from}::date and ${filter.to}::date
      ${filter.projectId ? sql`and te.project_id = ${filter.projectId}::uuid` : sql``}
      ${filter.status ? sql`and ts.status = ${filter.status}` : sql``}
    order by te.date, te.created_at, te.id`);
  return result.rows;
}

/** A project in the summary export, with the keyset position of the client order. */
export type ExportProject = {
  id: string;
  name: string;
  code: string;
  client_name: string;
  billing_type: string;
};

/** The next `limit` projects after `after` (by client, name, id) with entries matching the filter by someone in `reach`. */
export async function nextProjects(db: DbOrTx, filter: EntryFilter, reach: ExportReach, after: ExportProject | null, limit: number): Promise<ExportProject[]> {
  const people = reachCondition(reach);
  const position = after ? sql`and (p.client_name, p.name, p.id) > (${after.client_name}, ${after.name}, ${after.id}::uuid)` : sql``;
  const result = await db.execute<ExportProject>(sql`
    select p.id, p.name, p.code, p.client_name, p.billing_type from mytime_projects p
    where ${filter.projectId ? sql`p.id = ${filter.projectId}::uuid` : sql`true`} ${position}
      and exists (
        select 1 from time_entries te join timesheets ts on ts.id = te.timesheet_id join users u on u.id = ts.employee_id
        where te.project_id = p.id and te.date between ${filter.from}::date and ${filter.to}::date
          ${filter.status ? sql`and ts.status = ${filter.status}` : sql``} and ${people})
    order by p.client_name, p.name, p.id limit ${limit}`);
  return result.rows;
}

/** Hours of one person on one project in one month (`YYYY-MM`). */
export type SummaryRow = {
  name: string | null;
  email: string;
  month: string;
  hours: number;
  billable_hours: number;
};

/** A project's hours by person and month for people in `reach`, by person then month. */
export async function projectSummary(db: DbOrTx, projectId: string, filter: EntryFilter, reach: ExportReach): Promise<SummaryRow[]> {
  const people = reachCondition(reach);
  const result = await db.execute<SummaryRow>(sql`
    select u.name, u.email, to_char(te.date, 'YYYY-MM') as month, sum(te.hours)::float8 as hours,
      coalesce(sum(te.hours) filter (where te.is_billable), 0)::float8 as billable_hours
    from time_entries te join timesheets ts on ts.id = te.timesheet_id join users u on u.id = ts.employee_id
    where te.project_id = ${projectId}::uuid and te.date between ${filter.from}::date and ${filter.to}::date
      ${filter.status ? sql`and ts.status = ${filter.status}` : sql``} and ${people}
    group by u.id, u.name, u.email, month
    order by lower(coalesce(u.name, u.email)), u.id, month`);
  return result.rows;
}

/** The leave filters of a leave request export: requests overlapping `from` to `to`. */
export interface LeaveFilter {
  from: string;
  to: string;
  status?: string | undefined;
}

function leaveConditions(filter: LeaveFilter): SQL {
  return sql`lr.start_date <= ${filter.to}::date and lr.end_date >= ${filter.from}::date ${filter.status ? sql`and lr.status = ${filter.status}` : sql``}`;
}

/** True for people with leave requests matching the filter (`exists` on `u.id`). */
function hasLeaveRequests(filter: LeaveFilter): SQL {
  return sql`exists (select 1 from leave_requests lr where lr.employee_id = u.id and ${leaveConditions(filter)})`;
}

/** One leave request as the export writes it (days are working days). */
export type ExportLeaveRow = {
  employee_id: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  total_days: number;
  status: string;
  reason: string;
  rejection_reason: string | null;
};

/** The leave requests of the given people matching the filter, by start date. */
export async function leaveRequestsOfPeople(db: DbOrTx, peopleIds: readonly string[], filter: LeaveFilter): Promise<ExportLeaveRow[]> {
  if (peopleIds.length === 0) return [];
  const ids = sql.join(peopleIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute<ExportLeaveRow>(sql`
    select lr.employee_id, lr.leave_type, to_char(lr.start_date, 'YYYY-MM-DD') as start_date, to_char(lr.end_date, 'YYYY-MM-DD') as end_date,
      lr.total_days::float8 as total_days, lr.status, lr.reason, lr.rejection_reason
    from leave_requests lr where lr.employee_id in (${ids}) and ${leaveConditions(filter)}
    order by lr.start_date, lr.created_at, lr.id`);
  return result.rows;
}

/** True for people with leave balances in `year`. */
function hasLeaveBalances(year: number): SQL {
  return sql`exists (select 1 from leave_balances lb where lb.employee_id = u.id and lb.year = ${year})`;
}

/** One leave balance (days). */
export type ExportBalanceRow = {
  employee_id: string;
  leave_type: string;
  allocated: number;
  used: number;
};

/** The leave balances of the given people in `year`, by leave type. */
export async function leaveBalancesOfPeople(db: DbOrTx, peopleIds: readonly string[], year: number): Promise<ExportBalanceRow[]> {
  if (peopleIds.length === 0) return [];
  const ids = sql.join(peopleIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute<ExportBalanceRow>(sql`
    select lb.employee_id, lb.leave_type, lb.allocated::float8 as allocated, lb.used::float8 as used
    from leave_balances lb where lb.employee_id in (${ids}) and lb.year = ${year}
    order by lb.leave_type`);
  return result.rows;
}
