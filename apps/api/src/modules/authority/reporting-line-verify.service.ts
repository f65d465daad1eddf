import type { Db, DbOrTx, Tx } from '../../db/client';
import * as closureRepository from './reporting-line-closure.repository';
import * as pathsRepository from './reporting-line-paths.repository';
import { lockReportingLines } from './reporting-line.repository';

export type { ClosureDifference } from './reporting-line-closure.repository';

/** What `verifyLine` found (and, with `repair`, did). */
export interface LineVerifyResult {
  /** How many closure rows differed from the line `users.manager_id` gives (before any repair). */
  differences: number;
  /** The first of them, by ancestor then descendant id. */
  shown: closureRepository.ClosureDifference[];
  /** With `repair` and differences: the rows written, and how many differ afterwards (0 when repaired). */
  repair?: { written: number; differencesAfter: number };
}

/**
 * Compares `reporting_line_closure` with the closure rebuilt from `users.manager_id`, showing at most
 * `show` differing rows. With `repair`, and only when they differ, rewrites the table in one
 * transaction under the reporting-line lock (no manager changes meanwhile) and compares again in it.
 */
export async function verifyLine(db: Db, options: { repair: boolean; show: number }): Promise<LineVerifyResult> {
  if (!options.repair) {
    const found = await closureRepository.closureDifferences(db, options.show);
    return { differences: found.total, shown: found.rows };
  }
  return db.transaction(async (tx) => {
    await lockReportingLines(tx);
    const found = await closureRepository.closureDifferences(tx, options.show);
    if (found.total === 0) return { differences: 0, shown: [] };
    const written = await closureRepository.rewriteClosure(tx);
    const after = await closureRepository.closureDifferences(tx, 0);
    return { differences: found.total, shown: found.rows, repair: { written, differencesAfter: after.total } };
  });
}

/** One difference as a line of text for the operator. */
export function describeDifference(row: closureRepository.ClosureDifference): string {
  const pair = `ancestor ${row.ancestorId} descendant ${row.descendantId}`;
  if (row.actualDepth === null) return `missing  ${pair} depth ${row.expectedDepth}`;
  if (row.expectedDepth === null) return `extra    ${pair} depth ${row.actualDepth}`;
  return `depth    ${pair} is ${row.actualDepth}, should be ${row.expectedDepth}`;
}

/** What a check of a table the database keeps from others (the paths, the approval queues) found and, with `repair`, did. */
export interface KeptTableVerifyResult {
  /** How many rows differed from the table rebuilt from its sources (before any repair). */
  differences: number;
  /** With `repair` and differences: the rows written, and how many differ afterwards (0 when repaired). */
  repair?: { written: number; differencesAfter: number };
}

/** A table the triggers keep: how many of its rows differ from its rebuild (one snapshot), and its rewrite inside a transaction. */
export interface KeptTable {
  differences(db: DbOrTx): Promise<number>;
  rewrite(tx: Tx): Promise<number>;
}

/**
 * Compares a table the triggers keep with the same table rebuilt from its sources. With `repair`, and
 * only when they differ, rewrites it in one transaction under the reporting-line lock (no manager
 * changes, nobody is renamed and no timesheet enters or leaves Submitted meanwhile) and compares again in
 * it. Run after the closure's own check (`verifyLine`): such tables are rebuilt from the closure as it stands.
 */
export async function verifyKeptTable(db: Db, table: KeptTable, options: { repair: boolean }): Promise<KeptTableVerifyResult> {
  if (!options.repair) return { differences: await table.differences(db) };
  return db.transaction(async (tx) => {
    await lockReportingLines(tx);
    const differences = await table.differences(tx);
    if (differences === 0) return { differences };
    const written = await table.rewrite(tx);
    return { differences, repair: { written, differencesAfter: await table.differences(tx) } };
  });
}

/**
 * Compares the materialised paths (`reporting_line_paths`, decision 0132) with the paths rebuilt from
 * the closure and the names; with `repair` rewrites them (`verifyKeptTable`).
 */
export function verifyPaths(db: Db, options: { repair: boolean }): Promise<KeptTableVerifyResult> {
  return verifyKeptTable(db, { differences: pathsRepository.pathDifferences, rewrite: pathsRepository.rewritePaths }, options);
}
