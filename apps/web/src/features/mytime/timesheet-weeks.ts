import { addDays, isCalendarDate, weekOf, type CalendarDate } from '@apps/contracts/mytime/calendar.values';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { todayLocal } from './local-dates';

// Which weeks the timesheet screen can open, and the `?week=` of its URL. Pure, so the rules are
// unit-tested apart from the screen.

/**
 * The first Sunday inside the API's date range (`DATE_RANGE.min` of contracts' date-input, 1900-01-01,
 * a Monday); written out so the timesheet screen's chunk does not load the schema layer (zod).
 */
export const FIRST_WEEK_LIMIT: CalendarDate = '1900-01-07';

/** The first and the last week a person may open, as the Sundays that start them (both included). */
export interface WeekRange {
  first: CalendarDate;
  last: CalendarDate;
}

/**
 * The weeks a person may open on the timesheet screen: from their first week (the week their account
 * was made, or of their oldest timesheet when that is earlier) to the current week; never before the
 * API's date limit (`FIRST_WEEK_LIMIT`). Weeks after the current one are never offered: time is recorded
 * for what was done.
 * @param today the local date now (`YYYY-MM-DD`).
 * @param createdAt the account's creation timestamp (ISO), read in the local time zone.
 * @param timesheets the person's known timesheets (any order).
 */
export function allowedWeeks(today: CalendarDate, createdAt: string | null | undefined, timesheets: ReadonlyArray<Pick<Timesheet, 'weekStartDate'>>): WeekRange {
  const last = weekOf(today).weekStartDate;
  const created = createdAt ? new Date(createdAt) : null;
  const starts = [last, ...timesheets.map((sheet) => sheet.weekStartDate)];
  if (created && !Number.isNaN(created.getTime())) starts.push(weekOf(todayLocal(created)).weekStartDate);
  const limit = FIRST_WEEK_LIMIT;
  const earliest = starts.reduce((a, b) => (b < a ? b : a));
  return { first: earliest < limit ? limit : earliest > last ? last : earliest, last };
}

/** The Sunday of `?week=` when it is a real date (`YYYY-MM-DD`, any day of the week); otherwise null. */
export function weekFromParam(value: string | null | undefined): CalendarDate | null {
  if (!value || !isCalendarDate(value)) return null;
  return weekOf(value).weekStartDate;
}

/** `week` moved into `range` (the nearest allowed week). */
export function clampWeek(week: CalendarDate, range: WeekRange): CalendarDate {
  if (week < range.first) return range.first;
  if (week > range.last) return range.last;
  return week;
}

/** The allowed weeks, newest first (the week picker's options). */
export function weeksOf(range: WeekRange): CalendarDate[] {
  const weeks: CalendarDate[] = [];
  for (let week = range.last; week >= range.first; week = addDays(week, -7)) weeks.push(week);
  return weeks;
}

/**
 * The most recent timesheet before `week` that has entries (Copy last week's rows copies from it, so
 * one missing week does not leave nothing to copy); null when there is none.
 */
export function latestEarlierWeekWithEntries<T extends Pick<Timesheet, 'weekStartDate' | 'entries'>>(timesheets: readonly T[], week: CalendarDate): T | null {
  let best: T | null = null;
  for (const sheet of timesheets) {
    if (sheet.weekStartDate >= week || sheet.entries.length === 0) continue;
    if (!best || sheet.weekStartDate > best.weekStartDate) best = sheet;
  }
  return best;
}
