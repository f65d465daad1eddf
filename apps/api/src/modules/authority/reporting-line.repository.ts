import { eq, sql } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedSql } from '../../lib/prepared';
import { users } from '../../db/schema/core';

/**
 * How many levels of a reporting line the reads follow (a guard kept from the walks the closure
 * replaced: the service refuses cycles, and real lines are well under 20 levels).
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
 * The managers above `userId`, nearest first: the closure rows ending at them, read in depth order
 * from `reporting_line_closure_descendant_depth_idx` (one index range, never a walk).
 */
export async function managerChain(db: DbOrTx, userId: string): Promise<string[]> {
  const result = await preparedSql<{ id: string }>(
    db,
    'manager_chain',
    (value) => sql`
    select ancestor_id as id from reporting_line_closure
    where descendant_id = ${value('userId')} and depth between 1 and ${MAX_LINE_DEPTH}
    order by depth`,
  ).execute({ userId });
  return result.rows.map((row) => row.id);
}

/** How many people are below `managerId`, counted up to `bound`: one range of the closure's primary key, no row sent. */
export async function countBelow(db: DbOrTx, managerId: string, bound: number): Promise<number> {
  const result = await preparedSql<{ n: number }>(
    db,
    'count_below',
    (value) => sql`select count(*)::int as n from (select 1 from reporting_line_closure
      where ancestor_id = ${value('managerId')} and depth between 1 and ${MAX_LINE_DEPTH} limit ${value('bound')}) below`,
  ).execute({ managerId, bound });
  return result.rows[0]?.n ?? 0;
}

/**
 * The ids of the people below the given managers, at most `limit`: whether a line is small enough to
 * be filtered by its ids. One range of the closure's primary key per manager; someone below two of the
 * managers (one above the other) comes once for each, as the walk this replaces gave them.
 */
export async function idsBelow(db: DbOrTx, managerIds: readonly string[], limit: number): Promise<string[]> {
  // The managers as one array parameter, so one prepared statement serves any number of them.
  const result = await preparedSql<{ id: string }>(
    db,
    'ids_below',
    (value) => sql`select descendant_id as id from reporting_line_closure
      where ancestor_id = any(${value('managerIds')}::uuid[]) and depth between 1 and ${MAX_LINE_DEPTH}
      limit ${value('limit')}`,
  ).execute({ managerIds: [...managerIds], limit });
  return result.rows.map((row) => row.id);
}

/**
 * The ids of the people below the given managers when they are at most `max`, else undefined: whether
 * a line is small enough to be filtered by its ids, answered in one row. The database reads at most
 * `max` + 1 closure rows and sends back either their ids as one array or nothing, so a large line
 * (the top of the organisation) costs one row on the wire instead of `max` + 1 (bench:lines l2).
 * Someone below two of the managers comes once for each, as in `idsBelow`.
 */
export async function smallLineIds(db: DbOrTx, managerIds: readonly string[], max: number): Promise<string[] | undefined> {
  // text[], not uuid[]: both drivers parse a text array; one array parameter serves any number of managers.
  const result = await preparedSql<{ ids: string[] | null }>(
    db,
    'small_line_ids',
    (value) => sql`select case when count(*) <= ${value('max')} then coalesce(array_agg(id::text), '{}') end as ids
      from (select descendant_id as id from reporting_line_closure
        where ancestor_id = any(${value('managerIds')}::uuid[]) and depth between 1 and ${MAX_LINE_DEPTH}
        limit ${value('max')}::int + 1) line`,
  ).execute({ managerIds: [...managerIds], max });
  return result.rows[0]?.ids ?? undefined;
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
