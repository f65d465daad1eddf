/**
 * Calendar dates of MyTime, the plain part of calendar.ts: no zod, so a
 * screen has them without the schemas. A calendar date is the string
 * `YYYY-MM-DD`; every function here works on those strings in UTC arithmetic, so no time zone or daylight-saving
 * change can move a date by a day. Weeks run Sunday to Saturday.
 */

/** A calendar date `YYYY-MM-DD`. */
export type CalendarDate = string;

/** The pattern of a calendar date; groups 1 to 3 are year, month and day. */
export const CALENDAR_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid calendar date; NaN when it is not a real date. */
function toDayNumber(date: CalendarDate): number {
  const match = CALENDAR_DATE_RE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return Number.NaN;
  return ms / 86_400_000;
}

function fromDayNumber(days: number): CalendarDate {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** True for a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return !Number.isNaN(toDayNumber(value));
}

/** The date `days` later (negative: earlier). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Day of the week: 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** Whole days from `start` to `end` (0 when equal, negative when `end` is earlier). */
export function daysBetween(start: CalendarDate, end: CalendarDate): number {
  return toDayNumber(end) - toDayNumber(start);
}

/** The week (Sunday to Saturday) that contains `date`. */
export function weekOf(date: CalendarDate): { weekStartDate: CalendarDate; weekEndDate: CalendarDate } {
  const weekStartDate = addDays(date, -dayOfWeek(date));
  return { weekStartDate, weekEndDate: addDays(weekStartDate, 6) };
}

/** The seven dates of the week that starts on `weekStartDate`. */
export function datesOfWeek(weekStartDate: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStartDate, i));
}

/**
 * Working days (Monday to Friday) from `start` to `end`, both included; 0 when `end` is before
 * `start`. `holidays` (dates `YYYY-MM-DD`: the person's holiday calendar) are not working
 * days; holidays on a weekend change nothing.
 */
export function countWorkingDays(start: CalendarDate, end: CalendarDate, holidays: Iterable<CalendarDate> = []): number {
  const span = daysBetween(start, end) + 1;
  if (!(span > 0)) return 0;
  const fullWeeks = Math.floor(span / 7);
  let count = fullWeeks * 5;
  const startDow = dayOfWeek(start);
  for (let i = 0; i < span % 7; i += 1) {
    const dow = (startDow + i) % 7;
    if (dow !== 0 && dow !== 6) count += 1;
  }
  for (const holiday of new Set(holidays)) {
    if (holiday >= start && holiday <= end && isWorkingWeekday(holiday)) count -= 1;
  }
  return count;
}

/** True for Monday to Friday. */
export function isWorkingWeekday(date: CalendarDate): boolean {
  const dow = dayOfWeek(date);
  return dow !== 0 && dow !== 6;
}

/** The calendar year of a date. */
export function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4));
}
