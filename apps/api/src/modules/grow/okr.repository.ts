import { sameId } from '@apps/contracts/common';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { OkrStatus } from '@apps/contracts/grow/okr';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { transitionStatus as transitionRow } from '../../lib/repository';
import { users } from '../../db/schema/core';
import { keyResults, okrs } from '../../db/schema/grow';
import { linePlacement, scopeCondition, type DecisionScope } from '../authority/reporting-line.scope';

export type OkrRow = typeof okrs.$inferSelect;
export type KeyResultRow = typeof keyResults.$inferSelect;
/** An OKR with its owner's name and its key results in position order. */
export type OkrWithKeyResults = OkrRow & { employeeName: string | null; keyResults: KeyResultRow[] };

export interface ListOptions {
  status?: OkrStatus | undefined;
  limit: number;
  offset: number;
}

export async function insertOkr(
  db: DbOrTx,
  values: Pick<OkrRow, 'employeeId' | 'quarter' | 'year' | 'objective'>,
  keyResultRows: ReadonlyArray<Pick<KeyResultRow, 'description' | 'target' | 'unit'>>,
): Promise<string> {
  const [okr] = await db.insert(okrs).values(values).returning({ id: okrs.id });
  await db.insert(keyResults).values(keyResultRows.map((keyResult, position) => ({ ...keyResult, position, okrId: okr!.id })));
  return okr!.id;
}

async function withKeyResults(db: DbOrTx, rows: Array<{ okr: OkrRow; employeeName: string | null }>): Promise<OkrWithKeyResults[]> {
  if (rows.length === 0) return [];
  const keyResultRows = await db
    .select()
    .from(keyResults)
    .where(inArray(keyResults.okrId, rows.map((row) => row.okr.id)))
    .orderBy(asc(keyResults.okrId), asc(keyResults.position));
  return rows.map(({ okr, employeeName }) => ({ ...okr, employeeName, keyResults: keyResultRows.filter((keyResult) => sameId(keyResult.okrId, okr.id)) }));
}

export async function findById(db: DbOrTx, id: string): Promise<OkrWithKeyResults | undefined> {
  const rows = await db
    .select({ okr: okrs, employeeName: users.name })
    .from(okrs)
    .innerJoin(users, eq(users.id, okrs.employeeId))
    .where(eq(okrs.id, id));
  return (await withKeyResults(db, rows))[0];
}

/**
 * One page of `query` (a select from `okrs` joined to the owner in `users`, in dynamic mode) over the
 * OKRs meeting `where` (with `options.status`, only those in it), newest period first, and the
 * count of all that meet it.
 */
async function pageWhere<Q extends PgSelect>(db: DbOrTx, query: Q, where: SQL | undefined, options: ListOptions) {
  const condition = and(where, options.status ? eq(okrs.status, options.status) : undefined);
  const [rows, [total]] = await Promise.all([
    query
      .where(condition)
      .orderBy(desc(okrs.year), desc(okrs.quarter), desc(okrs.createdAt), asc(okrs.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(okrs).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One person's OKRs, newest period first. */
export async function listByEmployee(db: DbOrTx, employeeId: string, options: ListOptions) {
  const query = db.select({ okr: okrs, employeeName: users.name }).from(okrs).innerJoin(users, eq(users.id, okrs.employeeId)).$dynamic();
  const { rows, total } = await pageWhere(db, query, eq(okrs.employeeId, employeeId), options);
  return { rows: await withKeyResults(db, rows), total };
}

/**
 * The OKRs of the employees in `scope` (a manager's line, `scopeCondition`), newest period first,
 * each placed below `placeBelow` (the manager the list is for, `linePlacement`) in the same statement.
 */
export async function listTeam(db: DbOrTx, scope: DecisionScope, placeBelow: string, options: ListOptions) {
  const inScope = await scopeCondition(db, okrs.employeeId, scope);
  const query = db
    .select({ okr: okrs, employeeName: users.name, placement: linePlacement(okrs.employeeId, placeBelow) })
    .from(okrs)
    .innerJoin(users, eq(users.id, okrs.employeeId))
    .$dynamic();
  const { rows, total } = await pageWhere(db, query, inScope, options);
  const withKrs = await withKeyResults(db, rows);
  return { rows: withKrs.map((row, i) => ({ ...row, placement: rows[i]!.placement })), total };
}

/**
 * Locks an Active OKR for the rest of the transaction (the state guard of key result updates): 
 * returns undefined when it is not Active.
 */
export function lockActive(db: DbOrTx, id: string): Promise<OkrRow | undefined> {
  return db
    .update(okrs)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(okrs.id, id), eq(okrs.status, 'Active')))
    .returning()
    .then((rows) => rows[0]);
}

/** Changes objective, quarter or year of an Active OKR and clears its approval; undefined when not Active. */
export function updateActiveDetails(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<OkrRow, 'objective' | 'quarter' | 'year'>>,
): Promise<OkrRow | undefined> {
  return db
    .update(okrs)
    .set({ ...values, approvedById: null, approvedAt: null, updatedAt: sql`now()` })
    .where(and(eq(okrs.id, id), eq(okrs.status, 'Active')))
    .returning()
    .then((rows) => rows[0]);
}

/** Records the approval once, never by the owner; undefined when already approved. */
export function approve(db: DbOrTx, id: string, approverId: string): Promise<OkrRow | undefined> {
  return db
    .update(okrs)
    .set({ approvedById: approverId, approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(okrs.id, id), isNull(okrs.approvedAt), ne(okrs.employeeId, approverId)))
    .returning()
    .then((rows) => rows[0]);
}

/** Moves an OKR from `from` to `to` (the shared `transitionStatus`); undefined when it was not in `from`. */
export function transitionStatus(db: DbOrTx, id: string, from: OkrStatus, to: OkrStatus): Promise<OkrRow | undefined> {
  return transitionRow(db, okrs, id, from, { status: to });
}

/** Sets a key result's current value when it is within 0..target; undefined otherwise. */
export function setKeyResultCurrent(db: DbOrTx, okrId: string, keyResultId: string, current: number): Promise<KeyResultRow | undefined> {
  return db
    .update(keyResults)
    .set({ current, updatedAt: sql`now()` })
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.okrId, okrId), sql`${keyResults.target} >= ${current}`))
    .returning()
    .then((rows) => rows[0]);
}

export function listKeyResults(db: DbOrTx, okrId: string): Promise<KeyResultRow[]> {
  return db.select().from(keyResults).where(eq(keyResults.okrId, okrId)).orderBy(asc(keyResults.position));
}
