import { eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedSql } from '../../lib/prepared';
import { users } from '../../db/schema/core';

/**
 * How deep a reporting line may be walked (a guard: the service refuses cycles, and real lines are
 * well under 20 levels).
 */
export const MAX_LINE_DEPTH = 64;

/**
 * Key of the transaction-level advisory lock that serialises reporting-line edits ("LINE" in ASCII),
 * so two edits that would together make a cycle cannot both pass their checks on PostgreSQL.
 */
const REPORTING_LINE_LOCK = 0x4c494e45;

/**
 * Waits for, then holds until the transaction ends, the lock of reporting-line edits. A transaction that
 * also needs the Admin-changes lock (`lockAdminChanges`) takes that one first, so two paths never wait
 * on each other (deactivation, deletion, SCIM writes, the people import).
 */
export async function lockReportingLines(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(REPORTING_LINE_LOCK))})`);
}

/**
 * The managers above `userId`, nearest first, in one recursive query over `users.id` (primary key):
 * one index lookup per level, never a scan of all users.
 */
export async function managerChain(db: DbOrTx, userId: string): Promise<string[]> {
  const result = await preparedSql<{ id: string }>(
    db,
    'manager_chain',
    (value) => sql`
    with recursive chain(id, manager_id, depth) as (
      select id, manager_id, 0 from users where id = ${value('userId')}
      union all
      select u.id, u.manager_id, c.depth + 1 from users u join chain c on u.id = c.manager_id
      where c.depth < ${MAX_LINE_DEPTH}
    )
    select id from chain where depth > 0 order by depth`,
  ).execute({ userId });
  return result.rows.map((row) => row.id);
}

/**
 * A subquery of the ids of everyone below the given managers (direct reports, their reports, ...),
 * for `employee_id in (...)`; walks `users_manager_id_idx` person by person: each step is a
 * `lateral ... offset 0` subquery, so the planner cannot choose a hash join over all users (it
 * cannot know how many people a line holds), as in the people search.
 */
export function lineBelow(managerIds: readonly string[]): SQL {
  const ids = sql.join(
    managerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`with recursive below(id, depth) as (
      select id, 1 from users where manager_id in (${ids})
      union all
      select r.id, b.depth + 1 from below b
      cross join lateral (select u.id from users u where u.manager_id = b.id offset 0) r
      where b.depth < ${MAX_LINE_DEPTH}
    ) select id from below`;
}

/**
 * The ids of the people below the given managers, at most `limit` (the walk stops there): whether a
 * line is small enough to be filtered by its ids.
 */
export async function idsBelow(db: DbOrTx, managerIds: readonly string[], limit: number): Promise<string[]> {
  // The walk of `lineBelow` with the managers as one array parameter, so one prepared statement serves any number of them.
  const result = await preparedSql<{ id: string }>(
    db,
    'ids_below',
    (value) => sql`with recursive below(id, depth) as (
      select id, 1 from users where manager_id = any(${value('managerIds')}::uuid[])
      union all
      select r.id, b.depth + 1 from below b
      cross join lateral (select u.id from users u where u.manager_id = b.id offset 0) r
      where b.depth < ${MAX_LINE_DEPTH}
    ) select id from below limit ${value('limit')}`,
  ).execute({ managerIds: [...managerIds], limit });
  return result.rows.map((row) => row.id);
}

/** A manager who named the person their delegate for today, with the manager's role assignments. */
export interface DelegatorRow {
  managerId: string;
  assignments: SubjectAssignment[];
}

/** The active managers whose delegation to `delegateId` covers `today` (YYYY-MM-DD), with their roles. */
export async function activeDelegators(db: DbOrTx, delegateId: string, today: string): Promise<DelegatorRow[]> {
  // Prepared: every decision and team view reads it.
  const result = await preparedSql<{ manager_id: string; role: string | null; module: string | null }>(
    db,
    'active_delegators',
    (value) => sql`
    select distinct d.manager_id, r.name as role, ur.module
    from delegations d
    join users m on m.id = d.manager_id and m.is_active
    left join user_roles ur on ur.user_id = d.manager_id
    left join roles r on r.id = ur.role_id
    where d.delegate_id = ${value('delegateId')} and ${value('today')}::date between d.start_date and d.end_date`,
  ).execute({ delegateId, today });
  const byManager = new Map<string, SubjectAssignment[]>();
  for (const row of result.rows) {
    const list = byManager.get(row.manager_id) ?? [];
    if (row.role && row.module) list.push({ role: row.role, moduleId: row.module as RoleModule });
    byManager.set(row.manager_id, list);
  }
  return [...byManager].map(([managerId, assignments]) => ({ managerId, assignments }));
}

/** Moves the direct reports of `userId` to `newManagerId` (their manager's manager, or null); returns whom. */
export async function reassignReports(db: DbOrTx, userId: string, newManagerId: string | null): Promise<string[]> {
  const result = await db.execute<{ id: string }>(
    sql`update users set manager_id = ${newManagerId} where manager_id = ${userId} returning id`,
  );
  return result.rows.map((row) => row.id);
}

/** The person's role assignments (for deciding on someone else's behalf, e.g. an admin's `managerId=`). */
export async function assignmentsOf(db: DbOrTx, userId: string): Promise<SubjectAssignment[]> {
  const result = await db.execute<{ role: string; module: string }>(sql`
    select r.name as role, ur.module from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}`);
  return result.rows.map((row) => ({ role: row.role, moduleId: row.module as RoleModule }));
}

/** A team: the manager and their direct reports, as a subquery of ids. */
export function teamOf(managerId: string | Placeholder): SQL {
  return sql`select id from users where id = ${managerId} or manager_id = ${managerId}`;
}

/** Where a record's owner sits below a manager: the direct report they come through and the managers between. */
export interface LinePlacementRow {
  directReportId: string | null;
  lineVia: string[];
}

/**
 * A select expression placing the owner in `employeeId` below `managerId`, in the
 * list's own statement: a walk up from the owner over `users_pkey` (one lookup per level) that stops at
 * the direct report of `managerId`. `directReportId` is that direct report (the owner themselves when
 * they report to `managerId`), `lineVia` the names (else e-mail) of the managers between `managerId`
 * and the owner, top down, the direct report first; null and [] when the owner is not below
 * `managerId` (outside the line: an Admin on 'all' or a delegate decides it). `managerId` is a bound
 * parameter or a prepared-statement placeholder.
 */
export function linePlacement(employeeId: SQL | AnyColumn, managerId: string | Placeholder): SQL<LinePlacementRow> {
  const manager = sql`${managerId}::uuid`;
  return sql<LinePlacementRow>`(with recursive up(id, manager_id, label, depth) as (
      select lu.id, lu.manager_id, coalesce(lu.name, lu.email), 0 from users lu where lu.id = ${employeeId}
      union all
      select lm.id, lm.manager_id, coalesce(lm.name, lm.email), up.depth + 1 from users lm join up on lm.id = up.manager_id
      where up.manager_id <> ${manager} and up.depth < ${MAX_LINE_DEPTH}
    )
    select json_build_object(
      'directReportId', max(up.id::text) filter (where up.manager_id = ${manager}),
      'lineVia', case when bool_or(up.manager_id = ${manager}) then coalesce(array_agg(up.label order by up.depth desc) filter (where up.depth > 0), '{}') else '{}' end
    ) from up)`;
}

/**
 * Whose items a decision list covers, a plain value the services pass to the list
 * repositories: everyone but `excludeId` (`everyone`), or the line below `managerIds` without `excludeId`.
 */
export interface DecisionScope {
  everyone: boolean;
  managerIds: string[];
  excludeId: string;
}

/**
 * Lines of up to this many people are filtered by their ids, so the planner sees how few they are and
 * reads each person's rows by the owner's index (a line manager's 8 people); larger lines by the walk
 * as a subquery, where reading the list's own index in order and keeping the line's rows is cheaper
 * (the top of the organisation). Measured in bench/RESULTS.md.
 */
export const SMALL_LINE = 500;

/**
 * For repositories only: a `DecisionScope` read down to what a list filters by. `{ ids }` for a line of
 * at most `SMALL_LINE` people (the ids below the scope's managers; the excluded person is still to be
 * left out), which a prepared list can take as one array parameter (l1); otherwise
 * `{ where }`, the condition on `column` (everyone but the excluded person, the walk as a subquery, or
 * `false` for nobody). Reads the line first (at most `SMALL_LINE` + 1 ids).
 */
export async function resolveScope(db: DbOrTx, column: SQL | AnyColumn, scope: DecisionScope): Promise<{ ids: string[] } | { where: SQL }> {
  const notOwn = sql`${column} <> ${scope.excludeId}`;
  if (scope.everyone) return { where: notOwn };
  if (scope.managerIds.length === 0) return { where: sql`false` };
  const ids = await idsBelow(db, scope.managerIds, SMALL_LINE + 1);
  if (ids.length === 0) return { where: sql`false` };
  if (ids.length <= SMALL_LINE) return { ids };
  return { where: sql`${notOwn} and ${column} in (${lineBelow(scope.managerIds)})` };
}

/**
 * For repositories only (the SQL stays in the repository layer): the condition on an employee id
 * column for a `DecisionScope` (everyone but the excluded person, or the line below the scope's
 * managers). Reads the line first (at most `SMALL_LINE` + 1 ids); a small line is filtered by its ids.
 */
export async function scopeCondition(db: DbOrTx, column: SQL | AnyColumn, scope: DecisionScope): Promise<SQL> {
  const resolved = await resolveScope(db, column, scope);
  if ('where' in resolved) return resolved.where;
  return sql`${column} <> ${scope.excludeId} and ${column} in (${sql.join(
    resolved.ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** A person as the reporting line sees them: active or not, and their manager (null at the top). */
export interface LinePersonRow {
  isActive: boolean;
  managerId: string | null;
}

/** `userId`'s active flag and manager (one `users_pkey` lookup); undefined for nobody. */
export async function findLinePerson(db: DbOrTx, userId: string): Promise<LinePersonRow | undefined> {
  const [row] = await db.select({ isActive: users.isActive, managerId: users.managerId }).from(users).where(eq(users.id, userId));
  return row;
}

/** Sets (or clears, null) `userId`'s manager; the caller holds `lockReportingLines` and has checked for cycles. */
export async function updateManager(db: DbOrTx, userId: string, managerId: string | null): Promise<void> {
  await db.update(users).set({ managerId }).where(eq(users.id, userId));
}
