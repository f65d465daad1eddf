import { sql } from 'drizzle-orm';
import { yearOf } from '@apps/contracts/mytime/calendar';
import { LEAVE_TYPE_LABELS, type LeaveRequest, type LeaveType } from '@apps/contracts/mytime/leave';
import type { Db, DbOrTx } from '../../db/client';
import { approvesLeave, mayActOnLeaveOf, mayCancelLeave, mayDecideLeave, MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import { assertAllowed, assertOwnId, requireVisible, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { needsBalance } from './leave-policy';
import * as leaveRepository from './leave.repository';
import { balancesOf, getLeaveRequest } from './leave.service';
import { toLeaveRequestDto } from './leave.mapper';

/** Why a conditional UPDATE matched no row: missing or invisible (404), not allowed (403), or state (409). */
async function explainNoTransition(tx: DbOrTx, caller: Caller, id: string, action: 'approve' | 'reject' | 'cancel'): Promise<never> {
  const row = requireVisible(await leaveRepository.findById(tx, id), (r) => mayActOnLeaveOf(caller, r.employeeId), 'Leave request');
  if (action === 'cancel' && !mayCancelLeave(caller, row)) throw new ForbiddenError('You can only cancel your own leave requests');
  if (action !== 'cancel' && !mayDecideLeave(caller, row)) throw new ForbiddenError('You cannot approve or reject your own leave request');
  throw new ConflictError(`This leave request is ${row.status}; only Pending requests can be ${action === 'cancel' ? 'cancelled' : `${action}d`}`);
}

/**
 * Approves someone else's Pending request (SPEC.md section 4). In the same transaction the request's
 * working days move from available to used with a guarded UPDATE, so concurrent approvals never take
 * a balance below zero: an approval that does not fit rolls back with 409 and the request stays Pending.
 * @throws ForbiddenError (not an approver, or own request), ValidationError (`approverId` not the caller),
 *   NotFoundError, ConflictError (not Pending, or not enough balance).
 */
export async function approveLeaveRequest(db: Db, caller: Caller, id: string, approverId: string): Promise<LeaveRequest> {
  assertAllowed(approvesLeave(caller), MYTIME_DENIALS.approveLeave);
  assertOwnId(caller, 'approverId', approverId);
  await db.transaction(async (tx) => {
    const after = await leaveRepository.transitionStatus(
      tx,
      id,
      'Pending',
      { status: 'Approved', reviewedById: caller.user.id, reviewedAt: sql`now()` },
      leaveRepository.notOwnedBy(caller.user.id),
    );
    if (!after) return explainNoTransition(tx, caller, id, 'approve');
    let balance: { before: number; after: number } | null = null;
    const type = after.leaveType as LeaveType;
    if (needsBalance(type)) {
      const year = yearOf(after.startDate);
      await balancesOf(tx, after.employeeId, year);
      const consumed = await leaveRepository.consumeBalance(tx, after.employeeId, type, year, after.totalDays);
      if (!consumed) {
        const current = await leaveRepository.findBalance(tx, after.employeeId, type, year);
        const available = current ? current.allocated - current.used : 0;
        throw new ConflictError(
          `Not enough ${LEAVE_TYPE_LABELS[type]} balance: ${available} day(s) available, this request needs ${after.totalDays}`,
        );
      }
      balance = { before: consumed.allocated - consumed.used + after.totalDays, after: consumed.allocated - consumed.used };
    }
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'leave_request.approved',
      entity: 'leave_request',
      entityId: id,
      before: { status: 'Pending', available: balance?.before ?? null },
      after: { status: 'Approved', available: balance?.after ?? null },
    });
  });
  return getLeaveRequest(db, caller, id);
}

/**
 * Rejects someone else's Pending request with a reason (kept on the request).
 * @throws as `approveLeaveRequest`, without the balance conflict.
 */
export async function rejectLeaveRequest(db: Db, caller: Caller, id: string, input: { rejectorId: string; reason: string }): Promise<LeaveRequest> {
  assertAllowed(approvesLeave(caller), MYTIME_DENIALS.approveLeave);
  assertOwnId(caller, 'rejectorId', input.rejectorId);
  await db.transaction(async (tx) => {
    const after = await leaveRepository.transitionStatus(
      tx,
      id,
      'Pending',
      { status: 'Rejected', reviewedById: caller.user.id, reviewedAt: sql`now()`, rejectionReason: input.reason },
      leaveRepository.notOwnedBy(caller.user.id),
    );
    if (!after) return explainNoTransition(tx, caller, id, 'reject');
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'leave_request.rejected',
      entity: 'leave_request',
      entityId: id,
      before: { status: 'Pending' },
      after: { status: 'Rejected', rejectionReason: input.reason },
    });
  });
  return getLeaveRequest(db, caller, id);
}

/**
 * Cancels the caller's own Pending request (SPEC.md section 4: only Pending shows Cancel). Pending
 * requests hold no balance, so nothing is given back.
 * @throws NotFoundError (missing or not visible), ForbiddenError (someone else's), ConflictError (not Pending).
 */
export async function cancelLeaveRequest(db: Db, caller: Caller, id: string): Promise<LeaveRequest> {
  const row = await db.transaction(async (tx) => {
    const after = await leaveRepository.transitionStatus(tx, id, 'Pending', { status: 'Cancelled' }, leaveRepository.ownedBy(caller.user.id));
    if (!after) return explainNoTransition(tx, caller, id, 'cancel');
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'leave_request.cancelled',
      entity: 'leave_request',
      entityId: id,
      before: { status: 'Pending' },
      after: { status: 'Cancelled' },
    });
    return after;
  });
  return toLeaveRequestDto({ ...row, employeeName: caller.user.name });
}

/**
 * Pending requests the approver may act on: everyone's but their own, newest first, at most `limit`.
 * `managerId` must be the caller's own id (no teams yet).
 * @throws ForbiddenError for non-approvers; ValidationError `managerId`.
 */
export async function listPendingLeaveRequests(db: Db, caller: Caller, query: { managerId: string; limit: number }): Promise<LeaveRequest[]> {
  assertAllowed(approvesLeave(caller), MYTIME_DENIALS.approveLeave);
  assertOwnId(caller, 'managerId', query.managerId);
  return (await leaveRepository.listPendingExcept(db, caller.user.id, query.limit)).map(toLeaveRequestDto);
}
