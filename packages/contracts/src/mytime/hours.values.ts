// The plain values of hours.ts (no zod): what a screen needs before any schema.

/** Hours of one time entry: 0 to 24 in steps of 0.5. */
export const MAX_HOURS_PER_ENTRY = 24;
/** At most this many hours per person per calendar day, across every entry of every timesheet. */
export const MAX_HOURS_PER_DAY = 24;
/** Default hours of a new entry. */
export const DEFAULT_ENTRY_HOURS = 8;

/** The messages of hours that break the rules: one text for the API, the add-entry form and the week grid. */
export const HOURS_MESSAGES = {
  number: 'Hours must be a number',
  min: 'Hours must be at least 0',
  max: `Hours must be at most ${MAX_HOURS_PER_ENTRY}`,
  step: 'Hours must be in steps of 0.5',
} as const;
/** Weekly target shown on the dashboard, in hours. */
export const WEEKLY_TARGET_HOURS = 40;

/**
 * Hours -> whole half-hours (7.5 -> 15). All sums are done on half-hours, which are integers, so
 * there is no floating-point drift however many entries are added.
 */
export function toHalfHours(hours: number): number {
  return Math.round(hours * 2);
}

/** Half-hours -> hours (15 -> 7.5); exact for any integer. */
export function fromHalfHours(halfHours: number): number {
  return halfHours / 2;
}

/** Totals of a timesheet, in hours (SPEC.md section 3 Timesheet). */
export interface HourTotals {
  totalHours: number;
  billableHours: number;
  nonBillableHours: number;
}

/** Billable and non-billable time of a timesheet in whole half-hours (the exact form of its sums). */
export interface HalfHourTotals {
  billable: number;
  nonBillable: number;
}

/**
 * Total, billable and non-billable hours of entries.
 * total = billable + non-billable exactly, for any entries with 0.5-step hours.
 */
export function computeTotals(entries: ReadonlyArray<{ hours: number; isBillable: boolean }>): HourTotals {
  const halves: HalfHourTotals = { billable: 0, nonBillable: 0 };
  for (const entry of entries) {
    if (entry.isBillable) halves.billable += toHalfHours(entry.hours);
    else halves.nonBillable += toHalfHours(entry.hours);
  }
  return totalsOfHalfHours(halves);
}

/** Half-hour sums (e.g. summed by the database) -> the totals in hours; none (a timesheet without entries): all 0. */
export function totalsOfHalfHours(halves: HalfHourTotals | undefined): HourTotals {
  const billable = halves?.billable ?? 0;
  const nonBillable = halves?.nonBillable ?? 0;
  return { totalHours: fromHalfHours(billable + nonBillable), billableHours: fromHalfHours(billable), nonBillableHours: fromHalfHours(nonBillable) };
}
