import { hasRole, type Caller } from '../../lib/access';
import { ForbiddenError, ValidationError } from '../../lib/errors';

/**
 * MyTime approver (SPEC.md section 6 "Timesheet approvals"): Manager on mytime or all, or Admin on
 * all. Approvers read and act on everyone's timesheets and leave, never approve their own. There are
 * no teams yet: an approver's team is everyone but themselves.
 */
export function isApprover(caller: Caller): boolean {
  return hasRole(caller, 'Manager', 'mytime') || hasRole(caller, 'Admin', 'all');
}

/** MyTime project management (SPEC.md section 6): Admin on mytime or all. */
export function canManageProjects(caller: Caller): boolean {
  return hasRole(caller, 'Admin', 'mytime');
}

/** True when the caller may read or change records of `employeeId`: their own, or anyone's as an approver. */
export function mayActFor(caller: Caller, employeeId: string): boolean {
  return caller.user.id === employeeId || isApprover(caller);
}

/**
 * `employeeId` in a body or query must be the caller unless the caller is an approver.
 * @throws ForbiddenError `message` otherwise.
 */
export function assertMayActFor(caller: Caller, employeeId: string, message: string): void {
  if (!mayActFor(caller, employeeId)) throw new ForbiddenError(message);
}

/**
 * @throws ForbiddenError `message` unless the caller is an approver.
 */
export function assertApprover(caller: Caller, message: string): void {
  if (!isApprover(caller)) throw new ForbiddenError(message);
}

/**
 * Ids that name the caller (`approverId`, `rejectorId`, `managerId`, `teamId`) must be the caller's own
 * user id: the server never acts in someone else's name.
 * @throws ValidationError `{ [field]: ['Must be your own user id'] }`.
 */
export function assertOwnId(caller: Caller, field: string, id: string): void {
  if (id !== caller.user.id) throw new ValidationError({ [field]: ['Must be your own user id'] });
}
