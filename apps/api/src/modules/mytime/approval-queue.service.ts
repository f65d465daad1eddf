import type { Db } from '../../db/client';
import { verifyKeptTable, type KeptTableVerifyResult } from '../authority/reporting-line-verify.service';
import * as queueRepository from './approval-queue.repository';

/** What `verifyApprovalQueue` found (and, with `repair`, did). */
export type ApprovalQueueVerifyResult = KeptTableVerifyResult;

/**
 * Compares the timesheet approval queues (`timesheet_approval_queue`, decision 0130) with the queues
 * rebuilt from the Submitted timesheets and the reporting line's closure. With `repair`, and only when
 * they differ, rewrites the table in one transaction under the reporting-line lock (no timesheet enters
 * or leaves Submitted and no manager changes meanwhile) and compares again in it (`verifyKeptTable`). Run
 * after the closure's own check (`verifyLine`): the queues are rebuilt from the closure as it stands.
 */
export function verifyApprovalQueue(db: Db, options: { repair: boolean }): Promise<ApprovalQueueVerifyResult> {
  return verifyKeptTable(db, { differences: queueRepository.queueDifferences, rewrite: queueRepository.rewriteQueue }, options);
}
