import type { Db } from '../../db/client';
import { lockReportingLines } from '../authority/reporting-line.service';
import * as queueRepository from './approval-queue.repository';

/** What `verifyApprovalQueue` found (and, with `repair`, did). */
export interface ApprovalQueueVerifyResult {
  /** How many rows of the approval queues differed from the timesheets and the reporting line (before any repair). */
  differences: number;
  /** With `repair` and differences: the rows written, and how many differ afterwards (0 when repaired). */
  repair?: { written: number; differencesAfter: number };
}

/**
 * Compares the timesheet approval queues (`timesheet_approval_queue`, decision 0130) with the queues
 * rebuilt from the Submitted timesheets and the reporting line's closure. With `repair`, and only when
 * they differ, rewrites the table in one transaction under the reporting-line lock (no timesheet enters
 * or leaves Submitted and no manager changes meanwhile) and compares again in it. Run after the closure's
 * own check (`verifyLine`): the queues are rebuilt from the closure as it stands.
 */
export async function verifyApprovalQueue(db: Db, options: { repair: boolean }): Promise<ApprovalQueueVerifyResult> {
  if (!options.repair) return { differences: await queueRepository.queueDifferences(db) };
  return db.transaction(async (tx) => {
    await lockReportingLines(tx);
    const differences = await queueRepository.queueDifferences(tx);
    if (differences === 0) return { differences };
    const written = await queueRepository.rewriteQueue(tx);
    return { differences, repair: { written, differencesAfter: await queueRepository.queueDifferences(tx) } };
  });
}
