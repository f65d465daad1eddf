import type { IntlShape } from 'react-intl';
import { i18n } from '../../lib/i18n/intl';
import { approvalMessages as A } from './leave.messages';
import { timesheetMessages } from './timesheet.messages';

// Texts of approving with a comment, approving several timesheets at once and undoing an approval
// (ours: SPEC.md names only 'Approve' and the approval toasts, which stay in texts.ts).

/** '1 timesheet' / '3 timesheets' in the page's language. */
export function timesheetCount(n: number): string {
  return i18n().formatMessage(A.timesheetCount, { count: n });
}

/** The approval texts in the language of `intl`. */
export function approvalTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  return {
    /** The checkbox of one row, named after the person and week it selects. */
    select: (name: string, week: string) => f(A.select, { name, week }),
    selectAll: f(A.selectAll),
    approveSelected: (n: number) => f(A.approveSelected, { count: n }),
    approveOneTitle: (name: string) => f(A.approveOneTitle, { name }),
    approveManyTitle: (n: number) => f(A.approveManyTitle, { count: n }),
    comment: f(A.comment),
    commentHint: f(A.commentHint),
    cancel: f(A.cancel),
    approve: f(A.approve),
    undo: f(A.undo),
    undone: f(A.undone),
    undoFailed: f(A.undoFailed),
    bulkApproved: (n: number) => f(A.bulkApproved, { count: n }),
    bulkRefused: (n: number) => f(A.bulkRefused, { count: n }),
    bulkFailed: f(A.bulkFailed),
    /** One refused timesheet in the bulk answer: who, which week and the server's reason. */
    refusedItem: (name: string, week: string, reason: string) => f(A.refusedItem, { name, week, reason }),
    /** The employee's view of an approved timesheet with a comment. */
    commentHeading: f(timesheetMessages.approverComment),
  };
}

export type ApprovalTexts = ReturnType<typeof approvalTexts>;

/** The Approvals screen's texts (SPEC.md's toasts and ours) in the language of `intl`. */
export function approvalsScreenTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  return {
    title: f(A.title),
    subtitle: f(A.subtitle),
    noPermission: f(A.noPermission),
    empty: f(A.empty),
    approve: f(A.approve),
    reject: f(A.reject),
    reason: f(A.reason),
    reasonRequired: f(A.reasonRequired),
    cancel: f(A.cancel),
    pendingTimesheets: f(A.pendingTimesheets),
    pendingLeaveRequests: f(A.pendingLeaveRequests),
    weekSubmitted: (week: string, submittedAt: string | null) =>
      submittedAt ? f(A.weekSubmitted, { week, submittedAt }) : f(timesheetMessages.weekOf, { week }),
    approved: f(A.approved),
    rejected: f(A.rejected),
    approveFailed: f(A.approveFailed),
    rejectFailed: f(A.rejectFailed),
    leaveApproved: f(A.leaveApproved),
    leaveRejected: f(A.leaveRejected),
    leaveApproveFailed: f(A.leaveApproveFailed),
    leaveRejectFailed: f(A.leaveRejectFailed),
  };
}

/**
 * `approvalTexts` in the page's language at the time a text is read (code outside React and tests read
 * it; components use `approvalTexts(useI18n())`).
 */
export const APPROVAL_TEXTS: ApprovalTexts = new Proxy({} as ApprovalTexts, {
  get: (_, key) => approvalTexts(i18n())[key as keyof ApprovalTexts],
});
