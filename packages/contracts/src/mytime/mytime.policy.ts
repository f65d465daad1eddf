/**
 * MyTime rules (SPEC.md section 6 "Project management" and "Timesheet approvals"; ARCHITECTURE.md
 * "Rules the server enforces"). Every role on mytime or 'all' opens the module and
 * keeps its own timesheets and leave. A person's timesheets and leave are read by the people above
 * them in the reporting line and decided by those of them who hold Manager on mytime or 'all', and by
 * Admin on 'all'; never by the person themselves (`core/reporting-line.ts`). Plain code, no zod.
 */
import { can, holdsRole, isSelf, type Subject } from '../core/policy';
import { decidesInLine, readsInLine, type LineRecord } from '../core/reporting-line';

/** The 403 messages of MyTime (SPEC.md section 6 for the first two). */
export const MYTIME_DENIALS = {
  approveTimesheets: "You don't have permission to approve timesheets",
  manageProjects: "You don't have permission to manage projects",
  manageHolidays: "You don't have permission to manage holidays",
  approveLeave: "You don't have permission to approve leave requests",
  notInLine: 'Only people above this person in the reporting line (or an admin) can decide this',
  teamCalendar: 'You can read only your own team or a team below you in the reporting line',
} as const;

/** Holds the approver grant (Manager on mytime or all, Admin on all), or is a delegate of someone who does. */
export function approvesTimesheets(subject: Subject): boolean {
  return can(subject, 'approve', 'timesheets') || (subject.delegators ?? []).some((m) => can(m, 'approve', 'timesheets'));
}

/** Holds the leave approver grant (the same people as timesheets), or is a delegate of someone who does. */
export function approvesLeave(subject: Subject): boolean {
  return can(subject, 'approve', 'leaves') || (subject.delegators ?? []).some((m) => can(m, 'approve', 'leaves'));
}

/**
 * Uses the managers' team views of MyTime (the Team calendar screen and the dashboard's "My
 * team" panel): the people who decide leave (Manager on mytime or all, Admin on all, or a delegate of
 * one). The server still answers a team's calendar to its members and to everyone above its manager;
 * the screens are for the people who act on the team.
 */
export function usesTeamViews(subject: Subject): boolean {
  return approvesLeave(subject);
}

/** Creates and edits projects (Admin on mytime or all). */
export function managesProjects(subject: Subject): boolean {
  return can(subject, 'manage', 'projects');
}

/** Adds, edits, removes and imports holidays of every calendar (Admin on mytime or all). */
export function managesHolidays(subject: Subject): boolean {
  return can(subject, 'manage', 'holidays');
}

/** Reads and changes the timesheets of the owner: one's own, people above in the line, Admin on all. */
export function mayActOnTimesheetsOf(subject: Subject, owner: LineRecord): boolean {
  return readsInLine(subject, 'approve', 'timesheets', owner);
}

/** Reads and asks for the leave of the owner: one's own, people above in the line, Admin on all. */
export function mayActOnLeaveOf(subject: Subject, owner: LineRecord): boolean {
  return readsInLine(subject, 'approve', 'leaves', owner);
}

/** Approves or rejects a timesheet of the owner, never one's own. */
export function mayDecideTimesheet(subject: Subject, owner: LineRecord): boolean {
  return decidesInLine(subject, 'approve', 'timesheets', owner);
}

/** Approves or rejects a leave request of the owner, never one's own. */
export function mayDecideLeave(subject: Subject, owner: LineRecord): boolean {
  return decidesInLine(subject, 'approve', 'leaves', owner);
}

/** Cancels this leave request: only its owner. */
export function mayCancelLeave(subject: Subject, request: { employeeId: string }): boolean {
  return isSelf(subject, request.employeeId);
}

/**
 * How far the subject's exports reach: `everyone` for Admin on mytime or 'all'; `line`
 * for approvers (their own records and the people they may approve: their line below, and below the
 * managers who delegated to them today); `own` for everyone else. Every export answers only what
 * the reach covers.
 */
export type ExportReach = 'everyone' | 'line' | 'own';

/** The subject's export reach for timesheets (`timesheets`) or leave (`leaves`). */
export function exportReach(subject: Subject, resource: 'timesheets' | 'leaves'): ExportReach {
  if (holdsRole(subject, 'Admin', 'mytime')) return 'everyone';
  const approves = resource === 'timesheets' ? approvesTimesheets(subject) : approvesLeave(subject);
  return approves ? 'line' : 'own';
}

/** May the subject export the records of the owner: own, the people they may approve, or everyone for Admin on mytime or all. */
export function mayExportRecordsOf(subject: Subject, resource: 'timesheets' | 'leaves', owner: LineRecord): boolean {
  if (isSelf(subject, owner.employeeId) || exportReach(subject, resource) === 'everyone') return true;
  return decidesInLine(subject, 'approve', resource, owner);
}

/** The 403 message of an export of someone the caller may not export. */
export const EXPORT_DENIAL = 'You can only export your own records and those of the people you approve';
