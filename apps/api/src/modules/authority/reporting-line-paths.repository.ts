import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';

/**
 * The check of `reporting_line_paths` against the closure and the names (`npm run line:verify`): the
 * paths rebuilt in SQL from `reporting_line_closure` and `users`, compared row by row with the table,
 * and the repair that rewrites the table from them. The triggers keep the table; this is how an
 * operator proves they did.
 */

/** The paths as the closure and today's names say they are: the managers above each person, the top first. */
const expectedPaths = sql`select a.descendant_id as user_id,
    coalesce(array_agg(a.ancestor_id order by a.depth desc) filter (where a.depth > 0), '{}') as manager_ids,
    coalesce(array_agg(coalesce(m.name, m.email) order by a.depth desc) filter (where a.depth > 0), '{}') as manager_labels
  from reporting_line_closure a join users m on m.id = a.ancestor_id
  group by a.descendant_id`;

/**
 * How many people's rows of `reporting_line_paths` differ from the paths rebuilt from the closure and the
 * names (missing, extra, or with other managers or labels). One statement, one snapshot.
 */
export async function pathDifferences(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total
    from (${expectedPaths}) e
    full join reporting_line_paths p on p.user_id = e.user_id
    where e.user_id is null or p.user_id is null
      or (e.manager_ids, e.manager_labels) is distinct from (p.manager_ids, p.manager_labels)`);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Rewrites `reporting_line_paths` from the closure and the names inside the caller's transaction; the
 * caller holds the reporting-line lock exclusively, so no manager changes and nobody is renamed meanwhile.
 * Returns the number of rows written.
 */
export async function rewritePaths(tx: Tx): Promise<number> {
  await tx.execute(sql`delete from reporting_line_paths`);
  const result = await tx.execute<{ written: number }>(sql`
    with written as (
      insert into reporting_line_paths (user_id, manager_ids, manager_labels)
      ${expectedPaths}
      returning 1
    ) select count(*)::int as written from written`);
  return Number(result.rows[0]?.written ?? 0);
}
