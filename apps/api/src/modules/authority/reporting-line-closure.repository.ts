import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';

/**
 * The check of `reporting_line_closure` against `users.manager_id` (`npm run line:verify`): the
 * closure rebuilt in SQL from the managers, compared row by row with the table, and the repair that
 * rewrites the table from it. The triggers keep the table; this is how an operator proves they did.
 */

/**
 * How far up the rebuild follows managers: far beyond any real line, and a bound that ends the rebuild
 * (with rows reported as differences) should the managers ever form a cycle.
 */
const REBUILD_MAX_DEPTH = 1000;

/** The closure as `users.manager_id` says it is: `(ancestor_id, descendant_id, depth)` for everyone and each manager above them. */
const expectedClosure = sql`with recursive up(descendant_id, ancestor_id, depth) as (
    select id, id, 0 from users
    union all
    select up.descendant_id, u.manager_id, up.depth + 1 from up join users u on u.id = up.ancestor_id
    where u.manager_id is not null and up.depth < ${REBUILD_MAX_DEPTH}
  )`;

/** One row that differs: `expectedDepth` null for a row the table has and should not, `actualDepth` null for a missing row. */
export interface ClosureDifference {
  ancestorId: string;
  descendantId: string;
  expectedDepth: number | null;
  actualDepth: number | null;
}

/**
 * The rows where `reporting_line_closure` differs from the closure rebuilt from `users.manager_id`,
 * at most `limit` of them (ordered by ancestor, descendant), and how many differ in all. One statement,
 * so both sides are read from the same snapshot.
 */
export async function closureDifferences(db: DbOrTx, limit: number): Promise<{ total: number; rows: ClosureDifference[] }> {
  const result = await db.execute<{ ancestor_id: string | null; descendant_id: string | null; expected_depth: number | null; actual_depth: number | null; total: number }>(sql`
    ${expectedClosure}, diff as (
      select coalesce(e.ancestor_id, c.ancestor_id) as ancestor_id, coalesce(e.descendant_id, c.descendant_id) as descendant_id,
        e.depth as expected_depth, c.depth as actual_depth
      from up e full join reporting_line_closure c on c.ancestor_id = e.ancestor_id and c.descendant_id = e.descendant_id
      where e.depth is distinct from c.depth
    )
    select shown.*, counted.total
    from (select count(*)::int as total from diff) counted
    left join lateral (select * from diff order by ancestor_id, descendant_id limit ${limit}) shown on true`);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.filter((row) => row.ancestor_id !== null).map((row) => ({
      ancestorId: row.ancestor_id!,
      descendantId: row.descendant_id!,
      expectedDepth: row.expected_depth === null ? null : Number(row.expected_depth),
      actualDepth: row.actual_depth === null ? null : Number(row.actual_depth),
    })),
  };
}

/**
 * Rewrites `reporting_line_closure` from `users.manager_id` inside the caller's transaction; the caller
 * holds the reporting-line lock, so no manager changes meanwhile. Returns the number of rows written.
 */
export async function rewriteClosure(tx: Tx): Promise<number> {
  await tx.execute(sql`delete from reporting_line_closure`);
  const result = await tx.execute<{ written: number }>(sql`
    with written as (
      insert into reporting_line_closure (ancestor_id, descendant_id, depth)
      ${expectedClosure} select ancestor_id, descendant_id, depth from up
      returning 1
    ) select count(*)::int as written from written`);
  return Number(result.rows[0]?.written ?? 0);
}
