import { calendarDateOf, dateDefaults } from '@apps/contracts/date-format';
import type { CalendarDate } from '@apps/contracts/mytime/calendar';
import { formatDecimal } from '../../lib/number-format';

// Dates in the person's time zone: the one chosen in Settings once it has loaded (see
// `setDateDefaults`), else the browser's. The API takes a calendar date as local midnight with the local
// offset and answers `YYYY-MM-DD`; nothing here goes through UTC. Dates are shown through
// @apps/contracts/date-format.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today in the person's time zone (chosen in Settings, else the browser's), `YYYY-MM-DD`. */
export function todayLocal(now: Date = new Date()): CalendarDate {
  if (dateDefaults().timeZone) return calendarDateOf(now);
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function localDate(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * Local midnight of `date` with the local offset, e.g. `2026-11-23T00:00:00.000+05:30` in India
 * (dates are sent as ISO timestamps at local midnight). Not `toISOString()`, which
 * would name the previous day east of UTC.
 */
export function toLocalMidnightIso(date: CalendarDate): string {
  const offset = -localDate(date).getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date}T00:00:00.000${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Hours or days with at most one decimal (7.5), in the app's one English. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 1);
}
