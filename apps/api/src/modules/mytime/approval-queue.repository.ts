import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';

/**
 * The check of `timesheet_approval_queue` against the timesheets and the reporting line
 * (`npm run line:verify`): the queues rebuilt in SQL (every Submitted timesheet for each person above
 * its owner in `reporting_line_closure`), compared row by row with the table, and the repair that
 * rewrites the table from them. The triggers keep the table; this is how an operator proves they did.
 */

/** The queues as the timesheets and the closure say they are. */
const expectedQueue = sql`select c.ancestor_id as manager_id, t.id as timesheet_id, t.employee_id, t.submitted_at
  from timesheets t join reporting_line_closure c on c.descendant_id = t.employee_id and c.depth >= 1
  where t.status = 'Submitted'`;

/**
 * How many rows of `timesheet_approval_queue` differ from the queues rebuilt from the timesheets and the
 * closure (missing, extra, or with another owner or submission time). One statement, one snapshot.
 */
export async function queueDifferences(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total
    from (${expectedQueue}) e
    full join timesheet_approval_queue q on q.manager_id = e.manager_id and q.timesheet_id = e.timesheet_id
    where e.manager_id is null or q.manager_id is null
      or e.employee_id <> q.employee_id or e.submitted_at is distinct from q.submitted_at`);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Rewrites `timesheet_approval_queue` from the timesheets and the closure inside the caller's
 * transaction; the caller holds the reporting-line lock exclusively, so no timesheet enters or leaves
 * Submitted and no manager changes meanwhile. Returns the number of rows written.
 */
export async function rewriteQueue(tx: Tx): Promise<number> {
  await tx.execute(sql`delete from timesheet_approval_queue`);
  const result = await tx.execute<{ written: number }>(sql`
    with written as (
      insert into timesheet_approval_queue (manager_id, timesheet_id, employee_id, submitted_at)
      ${expectedQueue}
      returning 1
    ) select count(*)::int as written from written`);
  return Number(result.rows[0]?.written ?? 0);
}
