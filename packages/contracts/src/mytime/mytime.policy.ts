/**
 * MyTime rules (SPEC.md section 6 "Project management" and "Timesheet approvals"; ARCHITECTURE.md
 * "Rules the server enforces"; issues 13 and 15). Every role on mytime or 'all' opens the module and
 * keeps its own timesheets and leave. A person's timesheets and leave are read by the people above
 * them in the reporting line and decided by those of them who hold Manager on mytime or 'all', and by
 * Admin on 'all'; never by the person themselves (`core/reporting-line.ts`). Plain code, no zod.
 */
import { can, isSelf, type Subject } from '../core/policy';
import { decidesInLine, readsInLine, type LineRecord } from '../core/reporting-line';

/** The 403 messages of MyTime (SPEC.md section 6 for the first two). */
export const MYTIME_DENIALS = {
  approveTimesheets: "You don't have permission to approve timesheets",
  manageProjects: "You don't have permission to manage projects",
  approveLeave: "You don't have permission to approve leave requests",
  notInLine: 'Only people above this person in the reporting line (or an admin) can decide this',
} as const;

/** Holds the approver grant (Manager on mytime or all, Admin on all), or is a delegate of someone who does. */
export function approvesTimesheets(subject: Subject): boolean {
  return can(subject, 'approve', 'timesheets') || (subject.delegators ?? []).some((m) => can(m, 'approve', 'timesheets'));
}

/** Holds the leave approver grant (the same people as timesheets), or is a delegate of someone who does. */
export function approvesLeave(subject: Subject): boolean {
  return can(subject, 'approve', 'leaves') || (subject.delegators ?? []).some((m) => can(m, 'approve', 'leaves'));
}

/** Creates and edits projects (Admin on mytime or all). */
export function managesProjects(subject: Subject): boolean {
  return can(subject, 'manage', 'projects');
}

/** Reads and changes the timesheets of the owner: one's own, people above in the line, Admin on all. */
export function mayActOnTimesheetsOf(subject: Subject, owner: LineRecord): boolean {
  return readsInLine(subject, 'approve', 'timesheets', owner);
}

/** Reads and asks for the leave of the owner: one's own, people above in the line, Admin on all. */
export function mayActOnLeaveOf(subject: Subject, owner: LineRecord): boolean {
  return readsInLine(subject, 'approve', 'leaves', owner);
}

/** Approves or rejects a timesheet of the owner (issue 15's rule), never one's own. */
export function mayDecideTimesheet(subject: Subject, owner: LineRecord): boolean {
  return decidesInLine(subject, 'approve', 'timesheets', owner);
}

/** Approves or rejects a leave request of the owner (issue 15's rule), never one's own. */
export function mayDecideLeave(subject: Subject, owner: LineRecord): boolean {
  return decidesInLine(subject, 'approve', 'leaves', owner);
}

/** Cancels this leave request: only its owner. */
export function mayCancelLeave(subject: Subject, request: { employeeId: string }): boolean {
  return isSelf(subject, request.employeeId);
}
