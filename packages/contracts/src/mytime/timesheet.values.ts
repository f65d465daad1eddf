// The plain values of timesheet.ts (no zod): states, categories and texts a screen needs before any
// schema (issue 19, decision 0082). timesheet.ts builds its schemas from these and re-exports them.

/** Timesheet states (SPEC.md section 4): Draft -> Submitted -> Approved, or Rejected -> Submitted again. */
export const TIMESHEET_STATUSES = ['Draft', 'Submitted', 'Approved', 'Rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** States in which entries can be added, changed or removed and the timesheet submitted. */
export const EDITABLE_TIMESHEET_STATUSES: readonly TimesheetStatus[] = ['Draft', 'Rejected'];

/** Time entry categories (SPEC.md section 3). */
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

/** SPEC.md section 5: the rejection reason must not be blank. */
export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';
