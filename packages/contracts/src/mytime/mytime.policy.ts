/**
 * MyTime rules (SPEC.md section 6 "Project management" and "Timesheet approvals"; ARCHITECTURE.md
 * "Rules the server enforces"; issue 13). Every role on mytime or 'all' opens the module and keeps
 * its own timesheets and leave; approvers act on everyone's, never decide their own. There are no
 * teams yet: an approver's team is everyone but themselves. Plain code, no zod.
 */
import { can, isSelf, type Subject } from '../core/policy';

/** The 403 messages of MyTime (SPEC.md section 6 for the first two). */
export const MYTIME_DENIALS = {
  approveTimesheets: "You don't have permission to approve timesheets",
  manageProjects: "You don't have permission to manage projects",
  approveLeave: "You don't have permission to approve leave requests",
} as const;

/** Approves and rejects timesheets (Manager on mytime or all, or Admin on all). */
export function approvesTimesheets(subject: Subject): boolean {
  return can(subject, 'approve', 'timesheets');
}

/** Approves and rejects leave requests (the same people as timesheets). */
export function approvesLeave(subject: Subject): boolean {
  return can(subject, 'approve', 'leaves');
}

/** Creates and edits projects (Admin on mytime or all). */
export function managesProjects(subject: Subject): boolean {
  return can(subject, 'manage', 'projects');
}

/** Reads and changes the timesheets of `employeeId`: one's own, or anyone's for an approver. */
export function mayActOnTimesheetsOf(subject: Subject, employeeId: string): boolean {
  return isSelf(subject, employeeId) || approvesTimesheets(subject);
}

/** Reads and asks for the leave of `employeeId`: one's own, or anyone's for an approver. */
export function mayActOnLeaveOf(subject: Subject, employeeId: string): boolean {
  return isSelf(subject, employeeId) || approvesLeave(subject);
}

/** Approves or rejects this timesheet: an approver, never on their own. */
export function mayDecideTimesheet(subject: Subject, timesheet: { employeeId: string }): boolean {
  return approvesTimesheets(subject) && !isSelf(subject, timesheet.employeeId);
}

/** Approves or rejects this leave request: an approver, never on their own. */
export function mayDecideLeave(subject: Subject, request: { employeeId: string }): boolean {
  return approvesLeave(subject) && !isSelf(subject, request.employeeId);
}

/** Cancels this leave request: only its owner. */
export function mayCancelLeave(subject: Subject, request: { employeeId: string }): boolean {
  return isSelf(subject, request.employeeId);
}
