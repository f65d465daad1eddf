import { can, type Subject } from '@apps/contracts/core/policy';
import type { DbOrTx } from '../../db/client';
import { sameId } from '@apps/contracts/ids';
import { activeHoldersOf, delegatesOf, everyoneDecidersOf } from '../authority/authority.service';
import { lineRecordOf, today } from '../authority/reporting-line.service';
import * as recipientRepository from './recipient.repository';

/** What waits for a decision: a timesheet or a leave request of `ownerId`. */
export interface ApprovalItem {
  resource: 'timesheets' | 'leaves';
  ownerId: string;
}

/**
 * The people told that `item` waits for their decision ("Timesheet submitted -> the people
 * who may approve it"). The one place that chooses them, following the
 * reporting line read now: the nearest active person above the owner whose roles grant
 * `<resource>:approve` under the contracts' policy (`can`, ROLE_GRANTS), plus the active people that
 * manager named delegate for today. When nobody above the owner may decide (no manager, or no one in
 * the line holds the role), every active person who decides it for everyone (the authority's
 * `everyoneDecidersOf`: Admin on 'all') is told instead. Never the owner.
 * @returns user ids, without duplicates.
 */
export async function approversOf(db: DbOrTx, item: ApprovalItem): Promise<string[]> {
  const chain = (await lineRecordOf(db, item.ownerId)).managerChain;
  const subjects = await activeSubjects(db, chain);
  const nearest = chain.map((id) => subjects.get(id)).find((subject) => subject && can(subject, 'approve', item.resource));
  if (nearest) {
    const delegates = (await delegatesOf(db, nearest.id, today())).filter((id) => !sameId(id, item.ownerId));
    return [...new Set([nearest.id, ...delegates])];
  }
  return activeHoldersOf(db, everyoneDecidersOf('approve', item.resource), item.ownerId);
}

/** The active people among `ids` with their role assignments, by id. */
async function activeSubjects(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Subject>> {
  const byUser = new Map<string, Subject>();
  if (ids.length === 0) return byUser;
  const rows = await recipientRepository.activeAssignmentsOf(db, ids);
  for (const row of rows) {
    const subject = byUser.get(row.userId) ?? { id: row.userId, assignments: [] };
    byUser.set(row.userId, { ...subject, assignments: [...subject.assignments, { role: row.role, moduleId: row.moduleId }] });
  }
  return byUser;
}

/** How many timesheets and leave requests wait for one approver. */
export interface WaitingCounts {
  timesheets: number;
  leaves: number;
}

/**
 * How many of the waiting items of `owners` (each id once per waiting timesheet or leave request) wait
 * for each approver, the approvers chosen by `approversOf` (asked once per owner and resource).
 * @returns counts by approver id; approvers with nothing waiting are absent.
 */
export async function waitingCountsByApprover(
  db: DbOrTx,
  owners: { timesheets: readonly string[]; leaves: readonly string[] },
): Promise<Map<string, WaitingCounts>> {
  const counts = new Map<string, WaitingCounts>();
  const approversByOwner = new Map<string, string[]>();
  const tally = async (resource: 'timesheets' | 'leaves', ownerId: string) => {
    const key = `${resource}:${ownerId}`;
    let approvers = approversByOwner.get(key);
    if (!approvers) {
      approvers = await approversOf(db, { resource, ownerId });
      approversByOwner.set(key, approvers);
    }
    for (const approver of approvers) {
      const count = counts.get(approver) ?? { timesheets: 0, leaves: 0 };
      count[resource] += 1;
      counts.set(approver, count);
    }
  };
  for (const ownerId of owners.timesheets) await tally('timesheets', ownerId);
  for (const ownerId of owners.leaves) await tally('leaves', ownerId);
  return counts;
}
