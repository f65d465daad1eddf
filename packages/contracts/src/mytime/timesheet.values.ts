// The plain values of timesheet.ts (no zod): states, categories and texts a screen needs before any
// schema. timesheet.ts builds its schemas from these and re-exports them.

/** Timesheet states: Draft -> Submitted -> Approved, or Rejected -> Submitted again. */
export const TIMESHEET_STATUSES = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** States in which entries can be added, changed or removed and the timesheet submitted. */
export const EDITABLE_TIMESHEET_STATUSES: readonly TimesheetStatus[] = ['Draft', 'Rejected'];

/** Time entry categories. */
export const TIME_ENTRY_CATEGORIES = [
  'Development',
  'Testing',
  'CodeReview',
  'Meeting',
  'Documentation',
  'Planning',
  'Research',
  'Support',
] as const;
export type TimeEntryCategory = (typeof TIME_ENTRY_CATEGORIES)[number];

/** At most this many entries per timesheet (keeps every list bounded). */
export const MAX_ENTRIES_PER_TIMESHEET = 100;

/** The rejection reason must not be blank. */
export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';

/** At most this many timesheets in one bulk approval (keeps one request's work bounded). */
export const MAX_BULK_APPROVE = 100;

/** An approval comment is at most this many characters. */
export const MAX_APPROVAL_COMMENT = 1000;

/**
 * Seconds after an approval during which its approver may undo it (back to Submitted). The web offers
 * Undo for a shorter time (`UNDO_TOAST_SECONDS`), so a click at the toast's last moment still lands
 * inside the window; the approval's e-mail waits for the window to pass, so an undone approval sends none.
 */
export const UNDO_APPROVAL_WINDOW_SECONDS = 30;

/** How long the web shows the Undo toast after a single approval, seconds. */
export const UNDO_TOAST_SECONDS = 10;

/**
 * Why a bulk approval left a timesheet as it was: the same checks as a single approval.
 * `not_found` missing or not visible; `own_timesheet`; `not_in_line` not below the caller in the
 * reporting line; `not_submitted` no longer Submitted (already decided, also by a concurrent approval).
 */
export const BULK_REFUSAL_CODES = ['not_found', 'own_timesheet', 'not_in_line', 'not_submitted'] as const;
export type BulkRefusalCode = (typeof BULK_REFUSAL_CODES)[number];
