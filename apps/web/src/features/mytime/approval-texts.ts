import { formatCount } from '../../lib/number-format';

// Texts of approving with a comment, approving several timesheets at once and undoing an approval
// (ours: SPEC.md names only 'Approve' and the approval toasts, which stay in texts.ts).

let pluralRules: Intl.PluralRules | undefined;
/** 'one' or 'other' for `n` in English; the rules are built on first use, not at module load. */
function pluralOf(n: number): Intl.LDMLPluralRule {
  pluralRules ??= new Intl.PluralRules('en-US');
  return pluralRules.select(n);
}

/** '1 timesheet' / '3 timesheets'. */
export function timesheetCount(n: number): string {
  return `${formatCount(n)} ${pluralOf(n) === 'one' ? 'timesheet' : 'timesheets'}`;
}

export const APPROVAL_TEXTS = {
  /** The checkbox of one row, named after the person and week it selects. */
  select: (name: string, week: string) => `Select ${name}, week of ${week}`,
  selectAll: 'Select all',
  approveSelected: (n: number) => `Approve selected (${formatCount(n)})`,
  approveOneTitle: (name: string) => `Approve timesheet of ${name}`,
  approveManyTitle: (n: number) => `Approve ${timesheetCount(n)}`,
  comment: 'Comment (optional)',
  commentHint: 'Shown to the employee on their timesheet and in the approval e-mail.',
  cancel: 'Cancel',
  approve: 'Approve',
  undo: 'Undo',
  undone: 'Approval undone; the timesheet is waiting again',
  undoFailed: 'Could not undo the approval',
  bulkApproved: (n: number) => `${timesheetCount(n)} approved`,
  bulkRefused: (n: number) => `${timesheetCount(n)} not approved:`,
  bulkFailed: 'Failed to approve the selected timesheets',
  /** One refused timesheet in the bulk answer: who, which week and the server's reason. */
  refusedItem: (name: string, week: string, reason: string) => `${name}, week of ${week}: ${reason}`,
  /** The employee's view of an approved timesheet with a comment. */
  commentHeading: "Approver's comment",
} as const;
