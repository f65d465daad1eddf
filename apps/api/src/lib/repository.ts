import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * Shapes and statements shared by the repositories (issue 13: one way to map rows and to move a
 * record from one state to the next).
 */

/** One page of repository rows and the number of every row that matches (the `total` of decision 0016's page). */
export interface RowPage<T> {
  rows: T[];
  total: number;
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

/** A reviewer's decision on someone else's record (SPEC.md section 4): approve, or reject with a reason. */
export type ReviewDecision = { status: 'Approved'; reviewerId: string } | { status: 'Rejected'; reviewerId: string; rejectionReason: string };

/**
 * The conditional UPDATE of a reviewer's decision (timesheets and leave requests): stamps the reviewer
 * and `reviewed_at` now, the reason of a rejection, and matches only while the row is `from` and is
 * not the reviewer's own. Answers as `transitionStatus`.
 */
export function decideRow<T extends ReviewedTable>(
  db: DbOrTx,
  table: T,
  id: string,
  from: StatusOf<T> | readonly StatusOf<T>[],
  step: ReviewDecision,
): Promise<T['$inferSelect'] | undefined> {
  const reviewed = { reviewedById: step.reviewerId, reviewedAt: sql`now()` };
  const set = step.status === 'Approved' ? { status: step.status, ...reviewed } : { status: step.status, ...reviewed, rejectionReason: step.rejectionReason };
  return transitionStatus(db, table, id, from, set as PgUpdateSetSource<T> & { status: StatusOf<T> }, ne(table.employeeId, step.reviewerId));
}
