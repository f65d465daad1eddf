import { yearOf } from '@apps/contracts/mytime/calendar';
import { type LeaveApprovalContext, type LeaveRequest, type PendingLeaveRequest, type TeamAbsence } from '@apps/contracts/mytime/leave';
import { pageOf, type Page, type PageQuery } from '@apps/contracts/page';
import type { Db, DbOrTx } from '../../db/client';
import { approvesLeave, mayActOnLeaveOf, mayCancelLeave, MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import { isSelf } from '@apps/contracts/core/policy';
import { sameId } from '@apps/contracts/common';
import { decisionOn } from '../authority/authority.service';
import { accessTo, decisionScope, onBehalfOf, withDelegators, withPlacement } from '../authority/reporting-line.service';
import { assertAllowed, assertOwnId, requireVisible, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { leaveRefusals as L, leaveTypeName, mytimeRefusal } from './refusal.messages';
import { needsBalance } from './leave-policy';
import * as leaveRepository from './leave.repository';
import { balancesOf, getLeaveRequest } from './leave.service';
import { toLeaveBalanceDto, toLeaveRequestDto } from './leave.mapper';
import { listOfPeople } from './holiday.repository';
import { managerIdOf, teamMemberIds } from './mytime-people.repository';

/** Why a conditional UPDATE matched no row: missing or invisible (404), not allowed (403), or state (409). */
async function explainNoTransition(tx: DbOrTx, caller: Caller, id: string, action: 'approve' | 'reject' | 'cancel'): Promise<never> {
  const row = await visibleLeave(tx, caller, id);
  if (action === 'cancel' && !mayCancelLeave(caller, row)) throw new ForbiddenError('You can only cancel your own leave requests');
  if (action !== 'cancel' && isSelf(caller, row.employeeId)) throw new ForbiddenError('You cannot approve or reject your own leave request');
  throw new ConflictError(mytimeRefusal(L.onlyPending, { status: row.status, action }));
}

/** The request if the caller may see it (the line read now). @throws NotFoundError otherwise. */
async function visibleLeave(tx: DbOrTx, caller: Caller, id: string) {
  const found = await leaveRepository.findById(tx, id);
  const visible = found ? (await accessTo(tx, caller, found.employeeId, mayActOnLeaveOf)).allowed : false;
  return requireVisible(found, () => visible, 'Leave request');
}

/**
 * Whose authority lets the caller decide request `id` (the line read now, inside the
 * decision's transaction): the caller's id or a delegating manager's.
 * @throws NotFoundError when not visible; ForbiddenError for one's own or outside the line.
 */
async function decidingAuthority(tx: DbOrTx, caller: Caller, id: string): Promise<string> {
  const row = await visibleLeave(tx, caller, id);
  const { own, authority } = await decisionOn(tx, caller, 'approve', 'leaves', row.employeeId);
  if (own) throw new ForbiddenError('You cannot approve or reject your own leave request');
  assertAllowed(authority !== null, MYTIME_DENIALS.notInLine);
  return authority;
}

/**
 * Approves someone else's Pending request. In the same transaction the request's
 * working days move from available to used with a guarded UPDATE, so concurrent approvals never take
 * a balance below zero: an approval that does not fit rolls back with 409 and the request stays Pending.
 * @throws ForbiddenError (not an approver, or own request), ValidationError (`approverId` not the caller),
 *   NotFoundError, ConflictError (not Pending, or not enough balance).
 */
export async function approveLeaveRequest(db: Db, caller: Caller, id: string, approverId: string): Promise<LeaveRequest> {
  assertAllowed(approvesLeave(await withDelegators(db, caller)), MYTIME_DENIALS.approveLeave);
  assertOwnId(caller, 'approverId', approverId);
  await db.transaction(async (tx) => {
    const authority = await decidingAuthority(tx, caller, id);
    const after = await leaveRepository.transitionStatus(tx, id, 'Pending', { status: 'Approved', reviewerId: caller.user.id });
    if (!after) return explainNoTransition(tx, caller, id, 'approve');
    let balance: { before: number; after: number } | null = null;
    const type = after.leaveType;
    if (needsBalance(type)) {
      const year = yearOf(after.startDate);
      await balancesOf(tx, after.employeeId, year);
      const consumed = await leaveRepository.consumeBalance(tx, after.employeeId, type, year, after.totalDays);
      if (!consumed) {
        const current = await leaveRepository.findBalance(tx, after.employeeId, type, year);
        const available = current ? current.allocated - current.used : 0;
        throw new ConflictError(
          mytimeRefusal(L.notEnoughBalance, (language) => ({ leaveType: leaveTypeName(language, type), available, needed: String(after.totalDays) })),
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
      after: { status: 'Approved', available: balance?.after ?? null, ...onBehalfOf(caller, authority) },
    });
  });
  return getLeaveRequest(db, caller, id);
}

/**
 * Rejects someone else's Pending request with a reason (kept on the request).
 * @throws as `approveLeaveRequest`, without the balance conflict.
 */
export async function rejectLeaveRequest(db: Db, caller: Caller, id: string, input: { rejectorId: string; reason: string }): Promise<LeaveRequest> {
  assertAllowed(approvesLeave(await withDelegators(db, caller)), MYTIME_DENIALS.approveLeave);
  assertOwnId(caller, 'rejectorId', input.rejectorId);
  await db.transaction(async (tx) => {
    const authority = await decidingAuthority(tx, caller, id);
    const after = await leaveRepository.transitionStatus(tx, id, 'Pending', { status: 'Rejected', reviewerId: caller.user.id, rejectionReason: input.reason });
    if (!after) return explainNoTransition(tx, caller, id, 'reject');
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'leave_request.rejected',
      entity: 'leave_request',
      entityId: id,
      before: { status: 'Pending' },
      after: { status: 'Rejected', rejectionReason: input.reason, ...onBehalfOf(caller, authority) },
    });
  });
  return getLeaveRequest(db, caller, id);
}

/**
 * Cancels the caller's own Pending request (only Pending shows Cancel). Pending
 * requests hold no balance, so nothing is given back.
 * @throws NotFoundError (missing or not visible), ForbiddenError (someone else's), ConflictError (not Pending).
 */
export async function cancelLeaveRequest(db: Db, caller: Caller, id: string): Promise<LeaveRequest> {
  const row = await db.transaction(async (tx) => {
    const after = await leaveRepository.transitionStatus(tx, id, 'Pending', { status: 'Cancelled', employeeId: caller.user.id });
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
  return toLeaveRequestDto({ ...row, employeeName: caller.user.name, employeeActive: true });
}

/**
 * Pending requests `managerId` may decide: their whole line below them and below the
 * managers who delegated to them today; everyone's but their own for Admin on 'all'. Newest first, one
 * page. `managerId` is the caller, or anyone for Admin on 'all'. Each row says which direct
 * report of `managerId` its person comes through (`directReportId`, `lineVia`).
 * @throws ForbiddenError for non-approvers; ValidationError `managerId`.
 */
export async function listPendingLeaveRequests(db: Db, caller: Caller, query: PageQuery & { managerId: string }): Promise<Page<PendingLeaveRequest>> {
  // The caller with today's delegators, read once for both checks (decisionScope reuses them).
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesLeave(subject), MYTIME_DENIALS.approveLeave);
  const scope = await decisionScope(db, subject, query.managerId, 'approve', 'leaves');
  const { rows, total } = scope.everyone
    ? await leaveRepository.listPendingExcept(db, scope.excludeId, query)
    : await leaveRepository.listPendingIn(db, scope, scope.excludeId, query);
  return pageOf(
    rows.map((row) => withPlacement(toLeaveRequestDto(row), row.placement)),
    total,
    query,
  );
}

/**
 * What an approver sees beside Approve and Reject of request `id`: the requester's balance of its type
 * in its year (null for a type without a balance) and who else of the requester's team (their manager
 * and the manager's direct reports; with no manager, the requester's own reports) is away on any of
 * its days: on Pending or Approved leave, or on a holiday of their own calendar. Only someone who may
 * decide the request reads it (the same checks as a decision, the line read now).
 * @throws ForbiddenError (not an approver, own request, outside the line), NotFoundError (missing or not visible).
 */
export async function getLeaveApprovalContext(db: Db, caller: Caller, id: string): Promise<LeaveApprovalContext> {
  assertAllowed(approvesLeave(await withDelegators(db, caller)), MYTIME_DENIALS.approveLeave);
  await decidingAuthority(db, caller, id);
  const request = (await leaveRepository.findById(db, id))!;
  const balance = needsBalance(request.leaveType)
    ? ((await balancesOf(db, request.employeeId, yearOf(request.startDate))).find((b) => b.leaveType === request.leaveType) ?? null)
    : null;
  const teamId = (await managerIdOf(db, request.employeeId)) ?? request.employeeId;
  const others = (await teamMemberIds(db, teamId)).filter((member) => !sameId(member, request.employeeId));
  const range = { startDate: request.startDate, endDate: request.endDate };
  const [leave, holidays] = await Promise.all([
    leaveRepository.listTeamPageInRange(db, { teamId, ...range, limit: 500, offset: 0 }),
    listOfPeople(db, others, range.startDate, range.endDate),
  ]);
  const away: TeamAbsence[] = [
    ...leave.rows
      .filter((row) => !sameId(row.employeeId, request.employeeId))
      .map((row) => ({
        employeeId: row.employeeId,
        employeeName: row.employeeName,
        kind: 'leave' as const,
        startDate: row.startDate,
        endDate: row.endDate,
        leaveType: row.leaveType,
        halfDay: row.halfDay ?? null,
        status: row.status,
        name: null,
      })),
    ...holidays.map((holiday) => ({
      employeeId: holiday.employeeId,
      employeeName: holiday.employeeName,
      kind: 'holiday' as const,
      startDate: holiday.date,
      endDate: holiday.date,
      leaveType: null,
      halfDay: null,
      status: null,
      name: holiday.name,
    })),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || (a.employeeName ?? '').localeCompare(b.employeeName ?? ''));
  return { leaveRequestId: id, balance: balance ? toLeaveBalanceDto(balance) : null, awayInTeam: away };
}
