// Texts of the timesheet screen's week navigation, copy from an earlier week, the billable rule and
// the add-entry dialog (ours: SPEC.md gives none of them). Tests import them.

const plural = new Intl.PluralRules('en-US');

/** `1 row`, `2 rows`: a count with its noun in the right number (`Intl.PluralRules`). */
function count(n: number, one: string, other: string): string {
  return `${n} ${plural.select(n) === 'one' ? one : other}`;
}

export const WEEK_TEXTS = {
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  week: 'Week',
  weekNavigation: 'Choose a week',
  /** An option of the week picker: the week's dates and what it holds. */
  weekOption: (range: string, status: string | null) => (status ? `${range} · ${status}` : `${range} · no timesheet`),
  thisWeek: 'this week',
  noTimesheet: (range: string) => `No timesheet for the week of ${range}`,
  noTimesheetHint: 'Create it to record the hours of that week.',
  createWeek: (range: string) => `Create timesheet for ${range}`,
  /** Creating a week that turned out to exist already: it opens instead. */
  weekExisted: (range: string) => `The week of ${range} already has a timesheet; it is open now`,
  /** Beside Copy last week's rows: where the copy comes from. */
  copySource: (range: string) => `From the week of ${range}`,
  noEarlierWeek: 'No earlier week with entries to copy',
  /** After a copy: what it put into the grid, and from which week. */
  copied: (rows: number, cells: number, range: string) =>
    `Copied ${count(rows, 'row', 'rows')} and ${count(cells, 'cell', 'cells')} from the week of ${range}; save to keep them`,
  nothingToCopy: (range: string) => `The week of ${range} has nothing that is not here already`,
  openAddEntry: 'Add Entry',
  closeAddEntry: 'Close',
  addEntryHint: 'One entry on one day; the grid above shows it once added.',
  approverGrid: 'The week as the employee entered it, with the time off of the week. Read-only.',
} as const;
