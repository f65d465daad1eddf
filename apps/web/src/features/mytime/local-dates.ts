import type { CalendarDate } from '@apps/contracts/mytime/calendar';

// Dates in the person's time zone and locale. The API takes a calendar date as local midnight with
// the local offset (issue 4) and answers `YYYY-MM-DD`; nothing here goes through UTC.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today in the person's time zone, `YYYY-MM-DD`. */
export function todayLocal(now: Date = new Date()): CalendarDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function localDate(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * Local midnight of `date` with the local offset, e.g. `2026-11-23T00:00:00.000+05:30` in India
 * (SPEC.md section 5: dates are sent as ISO timestamps at local midnight). Not `toISOString()`, which
 * would name the previous day east of UTC.
 */
export function toLocalMidnightIso(date: CalendarDate): string {
  const offset = -localDate(date).getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date}T00:00:00.000${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A date in the person's locale, e.g. '23 Nov 2026' or 'Nov 23, 2026'. */
export function formatDate(date: CalendarDate, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  return localDate(date).toLocaleDateString(undefined, options);
}

/** A date with its weekday, e.g. 'Mon, 23 Nov'. */
export function formatDay(date: CalendarDate): string {
  return formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** A Sunday-to-Saturday week, e.g. '22 Nov – 28 Nov 2026'. */
export function formatWeek(start: CalendarDate, end: CalendarDate): string {
  return `${formatDate(start, { day: 'numeric', month: 'short' })} – ${formatDate(end)}`;
}

/** A range of dates; a single day when start equals end. */
export function formatRange(start: CalendarDate, end: CalendarDate): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** Hours or days in the person's locale, at most one decimal (7.5). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value);
}

/** A timestamp in the person's locale and time zone. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
