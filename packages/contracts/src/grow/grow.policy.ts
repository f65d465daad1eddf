/**
 * Grow rules. Every role on grow or 'all' keeps its
 * own OKRs, learning paths and career goals and does the self-assessment of its reviews. A person's
 * records are read by the people above them in the reporting line; those of them who hold Manager on
 * grow or 'all', and Admin on 'all', create records for them, approve their OKRs and start their
 * reviews (`core/reporting-line.ts`). Plain code, no zod.
 */
import { can, isSelf, type Subject } from '../core/policy';
import { decidesInLine, readsInLine, type LineRecord } from '../core/reporting-line';

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
  reviewSelf: 'You cannot review yourself',
  notInLine: 'Only people above this person in the reporting line (or an admin) can do this',
} as const;

/** Holds the manager grant for this kind of record (Manager on grow or all, Admin on all), or is a delegate of someone who does. */
export function managesGrowRecords(subject: Subject, record: GrowRecord): boolean {
  return can(subject, 'manage', record) || (subject.delegators ?? []).some((m) => can(m, 'manage', record));
}

/**
 * Reads (or, for a list or create call, names) the records of the owner: one's own, the people above
 * in the line, Admin on all, and delegates of those above.
 */
export function mayUseGrowRecordsOf(subject: Subject, record: GrowRecord, owner: LineRecord): boolean {
  return readsInLine(subject, 'manage', record, owner);
}

/** Only the owner moves progress on a record (key results, modules, milestones, own OKR's details). */
export function ownsRecord(subject: Subject, record: { employeeId: string }): boolean {
  return isSelf(subject, record.employeeId);
}

/** Holds the OKR approver grant (a manager), or is a delegate of someone who does. */
export function approvesOkrs(subject: Subject): boolean {
  return can(subject, 'approve', 'okrs') || (subject.delegators ?? []).some((m) => can(m, 'approve', 'okrs'));
}

/** Approves an OKR of the owner, never one's own. */
export function mayApproveOkr(subject: Subject, owner: LineRecord): boolean {
  return decidesInLine(subject, 'approve', 'okrs', owner);
}

/** Starts a review of the owner: someone who could approve them, never oneself. */
export function mayStartReviewOf(subject: Subject, owner: LineRecord): boolean {
  return decidesInLine(subject, 'manage', 'reviews', owner);
}

/** Starts reviews, lists people to review and team reviews (a manager), or a delegate of one. */
export function runsReviews(subject: Subject): boolean {
  return can(subject, 'manage', 'reviews') || (subject.delegators ?? []).some((m) => can(m, 'manage', 'reviews'));
}

/** Reads this review: its employee, its reviewer, or someone who reads the employee's records. */
export function mayReadReview(subject: Subject, review: { employeeId: string; reviewerId: string }, owner: LineRecord): boolean {
  return isSelf(subject, review.employeeId) || isSelf(subject, review.reviewerId) || readsInLine(subject, 'manage', 'reviews', owner);
}

/** Does the manager's steps of this review (assessment, finalize): its reviewer, while a manager. */
export function mayActAsReviewer(subject: Subject, review: { reviewerId: string }): boolean {
  return isSelf(subject, review.reviewerId) && runsReviews(subject);
}

/** Does the self-assessment of this review: only the reviewed employee. */
export function mayAssessSelf(subject: Subject, review: { employeeId: string }): boolean {
  return isSelf(subject, review.employeeId) && can(subject, 'self-assess', 'reviews');
}
