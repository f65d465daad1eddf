import { and, count, eq, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { preparedFor } from './prepared';

/**
 * Shapes and statements shared by the repositories (one way to map rows and to move a
 * record from one state to the next).
 */

/** One page of repository rows and the number of every row that matches (the `total` of the page). */
export interface RowPage<T> {
  rows: T[];
  total: number;
}

/**
 * The number of rows of `table` matching `where`, counted up to `bound`: exact below it, `bound` when
 * there are at least that many. The statement stops reading at `bound` rows (a `limit` inside the
 * count), so a list's total costs at most `bound` row reads however many rows match.
 */
export async function countAtMost(db: DbOrTx, table: PgTable, where: SQL | undefined, bound: number): Promise<number> {
  const matching = db.select({ one: sql`1`.as('one') }).from(table).where(where).limit(bound).as('matching');
  const [row] = await db.select({ value: count() }).from(matching);
  return row?.value ?? 0;
}

/** A table whose rows move through states: an `id`, a `status` typed with `$type<>()` and an `updated_at`. */
export type StatusTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/** The states of a `StatusTable` (its `status` column's type). */
export type StatusOf<T extends StatusTable> = T['status']['_']['data'];

/**
 * The one conditional UPDATE of every state machine (ARCHITECTURE.md: a transition is one atomic
 * statement): `UPDATE table SET set, updated_at = now() WHERE id = $id AND status IN (from) [AND guard]
 * RETURNING *`. Of two concurrent transitions from the same state only one matches.
 * @param from the state (or states) the row must be in.
 * @param set the new `status` and the fields the step stamps.
 * @param guard a further condition of the step (for example "not the caller's own record").
 * @returns the updated row, or undefined when no row matched (missing, in another state, or the guard
 *   failed): the caller finds out which and answers 404, 403 or 409.
 */
export async function transitionStatus<T extends StatusTable>(
  db: DbOrTx,
  table: T,
  id: string,
  from: StatusOf<T> | readonly StatusOf<T>[],
  set: PgUpdateSetSource<T> & { status: StatusOf<T> },
  guard?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const states: unknown[] = typeof from === 'string' ? [from] : [...(from as readonly unknown[])];
  const rows = (await db
    .update(table)
    .set({ ...set, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), states.length === 1 ? eq(table.status, states[0]) : inArray(table.status, states), guard))
    .returning()) as unknown as Array<T['$inferSelect']>;
  return rows[0];
}

/** A table whose rows an owner's reviewer decides: a `StatusTable` with the owner and the review's stamps. */
export type ReviewedTable = StatusTable & { employeeId: PgColumn; reviewedById: PgColumn; reviewedAt: PgColumn; rejectionReason: PgColumn };

/** A reviewer's decision on someone else's record: approve, or reject with a reason. */
export type ReviewDecision = { status: 'Approved'; reviewerId: string } | { status: 'Rejected'; reviewerId: string; rejectionReason: string };

/**
 * The conditional UPDATE of a reviewer's decision (timesheets and leave requests): stamps the reviewer
 * and `reviewed_at` now, the reason of a rejection, and matches only while the row is `from` and is
 * not the reviewer's own. Answers as `transitionStatus`.
 */
export async function decideRow<T extends ReviewedTable>(
  db: DbOrTx,
  table: T,
  id: string,
  from: StatusOf<T> | readonly StatusOf<T>[],
  step: ReviewDecision,
): Promise<T['$inferSelect'] | undefined> {
  const states: string[] = typeof from === 'string' ? [from] : [...(from as readonly string[])];
  // Prepared per table, decision and starting states (the text differs by those), also inside the
  // decision's transaction; the values are placeholders.
  const name = `decide_${getTableName(table)}_${step.status}_${states.join('_')}`.toLowerCase();
  const query = preparedFor(db, name, (on) => {
    const value = (key: string) => sql`${sql.placeholder(key)}`;
    const reviewed = { status: value('status'), reviewedById: value('reviewerId'), reviewedAt: sql`now()`, updatedAt: sql`now()` };
    const set = step.status === 'Rejected' ? { ...reviewed, rejectionReason: value('rejectionReason') } : reviewed;
    return on
      .update(table as ReviewedTable)
      .set(set as PgUpdateSetSource<ReviewedTable>)
      .where(
        and(
          eq(table.id, sql.placeholder('id')),
          states.length === 1 ? eq(table.status, sql.placeholder('from0')) : inArray(table.status, states.map((_, i) => sql.placeholder(`from${i}`))),
          ne(table.employeeId, sql.placeholder('reviewerId')),
        ),
      )
      .returning()
      .prepare(name);
  });
  const values: Record<string, unknown> = { id, status: step.status, reviewerId: step.reviewerId, rejectionReason: step.status === 'Rejected' ? step.rejectionReason : undefined };
  states.forEach((state, i) => (values[`from${i}`] = state));
  const rows = (await query.execute(values)) as unknown as Array<T['$inferSelect']>;
  return rows[0];
}
