/**
 * How dates read, everywhere people see one: the web app's screens
 * and the server's messages (errors, notifications, e-mails) go through these functions only; the
 * linter refuses `toLocaleDateString`, `Intl.DateTimeFormat` and date libraries anywhere else.
 *
 * One format, US English like the spec's texts: abbreviated month, day, year (`Nov 23, 2026`), a
 * time in 12-hour clock (`Nov 23, 2026, 10:30 AM`), a range as `Nov 22 – Nov 28, 2026`. Never the
 * browser's locale, so one screen never mixes `24 Sept 2026` with `11/23/2026`.
 *
 * Two kinds of value:
 * - a calendar date `YYYY-MM-DD` (a leave's start, a timesheet's week) has no time zone and reads as
 *   written in every time zone;
 * - a timestamp (an ISO string with a time, or a `Date`) is an instant and reads in `timeZone`
 *   (default: the runtime's own, which in the browser is the person's).
 *
 * A value that is not a date comes back unchanged (a string) or as '' (an invalid `Date`): a screen
 * never shows "Invalid Date".
 */

/** The one locale of every date shown (SPEC.md's texts are American English: "Utilization"). */
export const DATE_LOCALE = 'en-US';

/** A calendar date `YYYY-MM-DD` or a timestamp (ISO 8601 string with a time, or a `Date`). */
export type DateValue = string | Date;

/** Where a timestamp is read; calendar dates ignore it. */
export interface DateFormatOptions {
  /** IANA time zone, e.g. `Asia/Kolkata`; default the runtime's. */
  timeZone?: string;
}


const STYLES = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  month: { month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

// Each formatter is made on first use and kept: the first one a page creates costs main-thread time
// while the browser loads its locale data, which belongs to the first render that shows a date rather
// than to the evaluation of every module that might.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The instant to format and the zone to read it in; null when `value` is not a date. */
function read(value: DateValue, options: DateFormatOptions): { instant: Date; timeZone: string | undefined } | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const instant = new Date(`${value}T00:00:00Z`);
    // A date that does not exist (2026-02-30) rolls over to another day: not a date.
    return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value) ? { instant, timeZone: 'UTC' } : null;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : { instant, timeZone: options.timeZone };
}

// ICU puts narrow or thin no-break spaces before AM/PM in some versions and not in others; one plain
// space keeps texts equal in every browser, in Node and in e-mail.
const normalizeSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** `instant` in `style`, read in `timeZone`. */
function formatInstant(style: Style, { instant, timeZone }: { instant: Date; timeZone: string | undefined }): string {
  return normalizeSpaces(formatterFor(style, timeZone).format(instant));
}

function format(style: Style, value: DateValue, options: DateFormatOptions): string {
  const parsed = read(value, options);
  if (!parsed) return typeof value === 'string' ? value : '';
  return formatInstant(style, parsed);
}

/** A date: `2026-11-23` -> `Nov 23, 2026`; a timestamp -> its date in `timeZone`. */
export function formatDate(value: DateValue, options: DateFormatOptions = {}): string {
  return format('date', value, options);
}

/** A date with its weekday and without the year: `2026-11-23` -> `Mon, Nov 23`. */
export function formatWeekday(value: DateValue, options: DateFormatOptions = {}): string {
  return format('weekday', value, options);
}

/** A calendar's month heading: `2026-11` (or any date in it) -> `November 2026`. */
export function formatMonth(value: DateValue, options: DateFormatOptions = {}): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
  return read(date, options) ? format('month', date, options) : format('month', value, options);
}

/** The weekday's name, for a calendar's column headings: `2026-11-22` -> `Sun` or (`long`) `Sunday`. */
export function formatWeekdayName(value: DateValue, width: 'short' | 'long' = 'short', options: DateFormatOptions = {}): string {
  return format(width === 'long' ? 'weekdayLong' : 'weekdayShort', value, options);
}

/** A timestamp with its time: `2026-11-23T05:00:00Z` in Asia/Kolkata -> `Nov 23, 2026, 10:30 AM`. */
export function formatDateTime(value: DateValue, options: DateFormatOptions = {}): string {
  return format('dateTime', value, options);
}

/**
 * A range of dates, both included: `Nov 22 – Nov 28, 2026`; across years `Dec 27, 2026 – Jan 2, 2027`;
 * one day when both name the same date (`Nov 23, 2026`). A week, a leave request, a review period.
 */
export function formatDateRange(start: DateValue, end: DateValue, options: DateFormatOptions = {}): string {
  const from = read(start, options);
  const to = read(end, options);
  const last = formatDate(end, options);
  if (!from || !to) return `${formatDate(start, options)} – ${last}`;
  const first = formatDate(start, options);
  if (first === last) return first;
  const yearOf = (parsed: NonNullable<typeof from>) => formatterFor('date', parsed.timeZone).formatToParts(parsed.instant).find((p) => p.type === 'year')?.value;
  if (yearOf(from) !== yearOf(to)) return `${first} – ${last}`;
  return `${formatInstant('monthDay', from)} – ${last}`;
}
