import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idsBelow, MAX_LINE_DEPTH } from './reporting-line.repository';

/**
 * The reporting line's query pieces for other modules' repositories: whose rows a list may show
 * (the line below some managers, a team, a `DecisionScope` the authority handed out) and where a row
 * sits in the line. The rules stay in the policy; the SQL stays with the repositories that use these
 * pieces.
 */

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

/**
 * A subquery of the ids of `userId` and everyone below them (any distance), walked person by
 * person over `users_manager_id_idx` like `lineBelow`.
 */
export function selfAndBelow(userId: string): SQL {
  return sql`with recursive below(id, depth) as (
      select id, 0 from users where id = ${userId}
      union all
      select u.id, b.depth + 1 from below b
        cross join lateral (select id from users where manager_id = b.id offset 0) u
      where b.depth < ${MAX_LINE_DEPTH}
    )
    select id from below`;
}

