import { eq, sql } from 'drizzle-orm';
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

/**
 * The ids `userId` may see in pickers: themselves, the managers above them and
 * everyone below them. Each recursive step is a `lateral ... offset 0` subquery, so PostgreSQL walks
 * `users_pkey` (up) and `users_manager_id_idx` (down) one person at a time instead of hash-joining a
 * scan of all users (the planner cannot estimate a recursive CTE's size): a line manager's call reads
 * only their line (EXPLAIN in docs/decisions/0056).
 */
export async function lineAroundIds(db: DbOrTx, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive above(id, manager_id, depth) as (
      select id, manager_id, 0 from users where id = ${userId}
      union all
      select u.id, u.manager_id, a.depth + 1 from above a
        cross join lateral (select id, manager_id from users where id = a.manager_id offset 0) u
      where a.depth < ${MAX_LINE_DEPTH}
    ), below(id, depth) as (
      select id, 0 from users where id = ${userId}
      union all
      select u.id, b.depth + 1 from below b
        cross join lateral (select id from users where manager_id = b.id offset 0) u
      where b.depth < ${MAX_LINE_DEPTH}
    )
    select id from above union select id from below`);
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
