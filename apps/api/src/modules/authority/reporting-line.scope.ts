import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countBelow, idsBelow, managerChain, MAX_LINE_DEPTH, smallLineIds } from './reporting-line.repository';

/**
 * The reporting line's query pieces for other modules' repositories: whose rows a list may show
 * (the line below some managers, a team, a `DecisionScope` the authority handed out) and where a row
 * sits in the line. The rules stay in the policy; the SQL stays with the repositories that use these
 * pieces.
 */

/**
 * A subquery of the ids of everyone below the given managers (direct reports, their reports, ...),
 * for `employee_id in (...)`: one range of `reporting_line_closure`'s primary key per manager, whose
 * size the planner can estimate.
 */
export function lineBelow(managerIds: readonly string[]): SQL {
  const ids = sql.join(
    managerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`select descendant_id from reporting_line_closure where ancestor_id in (${ids}) and depth between 1 and ${MAX_LINE_DEPTH}`;
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
 * A select expression placing the owner in `employeeId` below `managerId`, in the list's own
 * statement: a slice of the owner's materialised path (`reporting_line_paths`, one primary-key read),
 * from `managerId`'s place in it down. `directReportId` is the direct report of `managerId` the owner
 * comes through (the owner themselves when they report to `managerId`), `lineVia` the names (else
 * e-mail) of the managers between `managerId` and the owner, top down, the direct report first; null
 * (read as no direct report and []) when the owner is not below `managerId` (outside the line: an Admin
 * on 'all' or a delegate decides it). `managerId` is a bound parameter or a prepared-statement placeholder.
 */
export function linePlacement(employeeId: SQL | AnyColumn, managerId: string | Placeholder): SQL<LinePlacementRow> {
  return sql<LinePlacementRow>`(select json_build_object(
      'directReportId', coalesce(lp.manager_ids[at + 1], lp.user_id),
      'lineVia', lp.manager_labels[at + 1:]
    )
    from reporting_line_paths lp, array_position(lp.manager_ids, ${managerId}::uuid) at
    where lp.user_id = ${employeeId} and at is not null)`;
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
 * reads each person's rows by the owner's index (a line manager's 8 people); larger lines by the closure
 * as a subquery, where reading the list's own index in order and keeping the line's rows is cheaper
 * (the top of the organisation). Measured in bench/RESULTS.md.
 */
export const SMALL_LINE = 500;

/**
 * For repositories only: a `DecisionScope` read down to what a list filters by. `{ ids }` for a line of
 * at most `SMALL_LINE` people (the ids below the scope's managers; the excluded person is still to be
 * left out), which a prepared list can take as one array parameter (l1); otherwise
 * `{ where }`, the condition on `column` (everyone but the excluded person, the closure as a subquery, or
 * `false` for nobody). Reads the line first (`smallLineIds`: at most `SMALL_LINE` + 1 closure rows, one row answered).
 */
export async function resolveScope(db: DbOrTx, column: SQL | AnyColumn, scope: DecisionScope): Promise<{ ids: string[] } | { where: SQL }> {
  const notOwn = sql`${column} <> ${scope.excludeId}`;
  if (scope.everyone) return { where: notOwn };
  if (scope.managerIds.length === 0) return { where: sql`false` };
  const ids = await smallLineIds(db, scope.managerIds, SMALL_LINE);
  if (ids?.length === 0) return { where: sql`false` };
  if (ids) return { ids };
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

/** `ids` as one uuid[] parameter (a text literal of ids read from the database): the planner knows its length. */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Lines below a person of up to this many people are searched by their ids (`lineAroundCondition`);
 * larger ones by a probe of the closure for each person the search reads. Measured at 100,000 people
 * (bench/RESULTS.md, "scale"): ids stay fast up to a few thousand, and the probe is fast once the line
 * is a large share of the organisation, where the search finds its page after a few rows.
 */
export const LINE_AROUND_IDS = 5_000;

/** The people around a person (`lineAroundCondition`). */
export interface LineAround {
  /** The condition on the person id column. */
  condition: SQL;
  /** How many ids the condition lists (at most `LINE_AROUND_IDS` below, the managers above, the person); undefined when it probes the closure. */
  ids: number | undefined;
}

/**
 * For repositories only: the condition on a person id column for the people `userId` may find in
 * pickers and the people search (themselves, the managers above them, everyone below them). Counts the
 * line below first (up to `LINE_AROUND_IDS` + 1), because reading 5,001 ids only to learn that a line is
 * large cost our server 12 ms a keystroke for the top of the organisation. A line up to
 * `LINE_AROUND_IDS` is then read and passed as one array parameter, so the planner sees how few they
 * are. A larger line is a primary-key probe of the closure for each person the statement reads, written
 * as a correlated scalar subquery on purpose:
 * as `in (subquery)` beside the managers above, PostgreSQL hashed the whole line on every call (70 ms
 * for the top of 100,000 people), where the search reads a few rows for its page.
 */
export async function lineAroundCondition(db: DbOrTx, column: SQL | AnyColumn, userId: string): Promise<LineAround> {
  const [size, above] = await Promise.all([countBelow(db, userId, LINE_AROUND_IDS + 1), managerChain(db, userId)]);
  const aboveAndSelf = [userId, ...above];
  if (size <= LINE_AROUND_IDS) {
    const below = size === 0 ? [] : await idsBelow(db, [userId], size);
    const ids = [...aboveAndSelf, ...below];
    return { condition: sql`${column} = any(${idArray(ids)})`, ids: ids.length };
  }
  const isBelow = sql`(select true from reporting_line_closure c where c.ancestor_id = ${userId} and c.descendant_id = ${column} and c.depth between 1 and ${MAX_LINE_DEPTH})`;
  return { condition: sql`(${column} = any(${idArray(aboveAndSelf)}) or coalesce(${isBelow}, false))`, ids: undefined };
}

/** A subquery of the ids of `userId` and everyone below them (any distance): one range of the closure's primary key. */
export function selfAndBelow(userId: string): SQL {
  return sql`select descendant_id from reporting_line_closure where ancestor_id = ${userId} and depth <= ${MAX_LINE_DEPTH}`;
}
