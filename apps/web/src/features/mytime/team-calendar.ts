import { addDays, dayOfWeek, type CalendarDate } from '@apps/contracts/mytime/calendar.values';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import type { TeamHoliday } from '@apps/contracts/mytime/holiday';
import { i18n } from '../../lib/i18n/intl';
import { commonMessages } from './timesheet.messages';

// The month view of the Team calendar: pure date arithmetic on `YYYY-MM-DD` strings (the
// contracts' calendar, no time zone), weeks Sunday to Saturday.

/** A month, `YYYY-MM`. */
export type Month = string;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of a date (`2026-11-23` -> `2026-11`). */
export function monthOf(date: CalendarDate): Month {
  return date.slice(0, 7);
}

/** True for a month `YYYY-MM` between 2000 and 2100 (the range the API accepts dates in). */
export function isMonth(value: string | null | undefined): value is Month {
  const match = value ? MONTH_RE.exec(value) : null;
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
}

/** The month `delta` months later (negative: earlier). */
export function shiftMonth(month: Month, delta: number): Month {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of the month. */
export function monthRange(month: Month): { first: CalendarDate; last: CalendarDate } {
  const first = `${month}-01`;
  return { first, last: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/**
 * The weeks of the month view: Sunday to Saturday rows from the Sunday on or before the 1st to the
 * Saturday on or after the last day (4 to 6 rows of 7 dates; days of the neighbouring months included).
 */
export function monthWeeks(month: Month): CalendarDate[][] {
  const { first, last } = monthRange(month);
  const weeks: CalendarDate[][] = [];
  for (let start = addDays(first, -dayOfWeek(first)); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The dates a month view shows, first to last (what the calendar call asks for). */
export function viewRange(month: Month): { startDate: CalendarDate; endDate: CalendarDate } {
  const weeks = monthWeeks(month);
  return { startDate: weeks[0]![0]!, endDate: weeks[weeks.length - 1]![6]! };
}

/** The leave on each date of `dates` (requests overlapping it), by employee name; dates without leave are absent. */
export function leaveByDate(requests: readonly LeaveRequest[], dates: readonly CalendarDate[]): Map<CalendarDate, LeaveRequest[]> {
  const byDate = new Map<CalendarDate, LeaveRequest[]>();
  for (const date of dates) {
    const onDate = requests
      .filter((request) => request.startDate <= date && date <= request.endDate)
      .sort((a, b) => (a.employeeName ?? '').localeCompare(b.employeeName ?? '') || a.startDate.localeCompare(b.startDate));
    if (onDate.length > 0) byDate.set(date, onDate);
  }
  return byDate;
}

/** True on Saturday and Sunday (leave counts working days, Monday to Friday). */
export function isWeekend(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** One holiday on one date of the team calendar and the members whose calendar has it (names, sorted). */
export interface HolidayOnDate {
  name: string;
  people: string[];
}

/**
 * The team's holidays by date: on each date, each holiday name once with the members it is a holiday
 * of (people of different offices may have different holidays the same day). Dates without one are absent.
 * A member without a name is `unknown`.
 */
export function holidaysByDate(
  holidays: readonly TeamHoliday[],
  unknown: string = i18n().formatMessage(commonMessages.unknown),
): Map<CalendarDate, HolidayOnDate[]> {
  const byDate = new Map<CalendarDate, HolidayOnDate[]>();
  for (const holiday of holidays) {
    const onDate = byDate.get(holiday.date) ?? [];
    let entry = onDate.find((h) => h.name === holiday.name);
    if (!entry) {
      entry = { name: holiday.name, people: [] };
      onDate.push(entry);
    }
    entry.people.push(holiday.employeeName ?? unknown);
    byDate.set(holiday.date, onDate);
  }
  for (const list of byDate.values()) {
    list.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of list) entry.people.sort((a, b) => a.localeCompare(b));
  }
  return byDate;
}
