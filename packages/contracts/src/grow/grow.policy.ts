/**
 * Grow rules (issue 5, decisions 0024 to 0028; issue 13). Every role on grow or 'all' keeps its own
 * OKRs, learning paths and career goals and does the self-assessment of its reviews; managers
 * (Manager on grow or all, Admin on all) read everyone's records, create them for others, approve
 * OKRs and run reviews. There are no teams yet: a manager's team is everyone. Plain code, no zod.
 */
import { can, isSelf, type Subject } from '../core/policy';

/** The Grow records a person owns (`employeeId`). */
export type GrowRecord = 'okrs' | 'reviews' | 'learning-paths' | 'career-goals';

/** The 403 messages of Grow. */
export const GROW_DENIALS = {
  othersRecords: "Only managers may use someone else's Grow records",
  teamRecords: 'Only managers may read team records',
  ownTeam: 'teamId must be your own id: you can read only your own team',
  listPeople: 'Only managers may list people',
  startReview: 'Only managers may start performance reviews',
  approveOkr: 'Only managers may approve OKRs',
  approveOwnOkr: 'You cannot approve your own OKR',
} as const;

/** Reads everyone's records of this kind and creates them for others (a manager). */
export function managesGrowRecords(subject: Subject, record: GrowRecord): boolean {
  return can(subject, 'manage', record);
}

/** Reads (or, for a list or create call, names) the records of `employeeId`: one's own, or a manager. */
export function mayUseGrowRecordsOf(subject: Subject, record: GrowRecord, employeeId: string): boolean {
  return isSelf(subject, employeeId) || managesGrowRecords(subject, record);
}

/** Only the owner moves progress on a record (key results, modules, milestones, own OKR's details). */
export function ownsRecord(subject: Subject, record: { employeeId: string }): boolean {
  return isSelf(subject, record.employeeId);
}

/** Approves OKRs (a manager). */
export function approvesOkrs(subject: Subject): boolean {
  return can(subject, 'approve', 'okrs');
}

/** Approves this OKR: a manager, never their own. */
export function mayApproveOkr(subject: Subject, okr: { employeeId: string }): boolean {
  return approvesOkrs(subject) && !isSelf(subject, okr.employeeId);
}

/** Starts reviews, lists people to review and team reviews (a manager). */
export function runsReviews(subject: Subject): boolean {
  return can(subject, 'manage', 'reviews');
}

/** Reads this review: its employee, its reviewer, or a manager. */
export function mayReadReview(subject: Subject, review: { employeeId: string; reviewerId: string }): boolean {
  return isSelf(subject, review.employeeId) || isSelf(subject, review.reviewerId) || runsReviews(subject);
}

/** Does the manager's steps of this review (assessment, finalize): its reviewer, while a manager. */
export function mayActAsReviewer(subject: Subject, review: { reviewerId: string }): boolean {
  return isSelf(subject, review.reviewerId) && runsReviews(subject);
}

/** Does the self-assessment of this review: only the reviewed employee. */
export function mayAssessSelf(subject: Subject, review: { employeeId: string }): boolean {
  return isSelf(subject, review.employeeId) && can(subject, 'self-assess', 'reviews');
}
