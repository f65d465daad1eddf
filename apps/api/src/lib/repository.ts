import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
