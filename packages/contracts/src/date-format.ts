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

/** A person's numeric date pattern (the Settings screen's Date Format). */
export type DatePattern = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';

/** Where a timestamp is read (calendar dates ignore it) and how a date with its year reads. */
export interface DateFormatOptions {
  /** IANA time zone, e.g. `Asia/Kolkata`; default `dateDefaults().timeZone`, else the runtime's. */
  timeZone?: string;
  /**
   * A date with its year (`formatDate`, `formatDateTime`, `formatDateRange`) in this numeric pattern
   * (`11/23/2026`, `23/11/2026`, `2026-11-23`); default `dateDefaults().dateFormat`, else `Nov 23, 2026`.
   * Dates without a year (`Mon, Nov 23`) and month headings keep their month names.
   */
  dateFormat?: DatePattern;
  /**
   * The language the dates read in, a BCP 47 tag (`es`, `fr`, `hi`): month and weekday names and their
   * order; default `dateDefaults().locale`, else `DATE_LOCALE` (the spec's `Nov 23, 2026`).
   */
  locale?: string;
}

/**
 * The pattern that a person's Date Format choice shows dates in: none (the month-first `Nov 23, 2026`
 * of the spec's screens) for MM/DD/YYYY, everyone's default, so people who never chose read the texts
 * the spec shows; the numeric pattern for DD/MM/YYYY and YYYY-MM-DD.
 */
export function patternOfChoice(choice: DatePattern | undefined): DatePattern | undefined {
  return choice === 'MM/DD/YYYY' ? undefined : choice;
}

let defaults: DateFormatOptions = {};

/**
 * Sets the zone and pattern every later call uses when it names none: the web app sets the signed-in
 * person's choices once their settings load (and again when they save); the server never does, since
 * one process formats for many people and passes each recipient's choices explicitly.
 */
export function setDateDefaults(options: DateFormatOptions): void {
  defaults = { ...options };
}

/** The zone and pattern set by `setDateDefaults` (empty until then). */
export function dateDefaults(): Readonly<DateFormatOptions> {
  return defaults;
}


const STYLES = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  month: { month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

// Each formatter is made on first use and kept: the first one a page creates costs main-thread time
// while the browser loads its locale data, which belongs to the first render that shows a date rather
// than to the evaluation of every module that might.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string | undefined, locale: string = DATE_LOCALE): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The instant to format and the zone to read it in; null when `value` is not a date. */
interface Parsed {
  instant: Date;
  timeZone: string | undefined;
  locale: string | undefined;
}

function read(value: DateValue, options: DateFormatOptions): Parsed | null {
  const locale = options.locale ?? defaults.locale;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const instant = new Date(`${value}T00:00:00Z`);
    // A date that does not exist (2026-02-30) rolls over to another day: not a date.
    return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value) ? { instant, timeZone: 'UTC', locale } : null;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : { instant, timeZone: options.timeZone ?? defaults.timeZone, locale };
}

// ICU puts narrow or thin no-break spaces before AM/PM in some versions and not in others; one plain
// space keeps texts equal in every browser, in Node and in e-mail.
const normalizeSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** `instant` in `style`, read in `timeZone`. */
function formatInstant(style: Style, { instant, timeZone, locale }: Parsed): string {
  return normalizeSpaces(formatterFor(style, timeZone, locale).format(instant));
}

const patternOf = (options: DateFormatOptions): DatePattern | undefined => options.dateFormat ?? defaults.dateFormat;

/** The parsed date in `pattern`, from the zone's calendar parts (so `timeZone` still decides the day). */
function formatPattern(pattern: DatePattern, parsed: Pick<Parsed, 'instant' | 'timeZone'>): string {
  const parts = Object.fromEntries(formatterFor('numeric', parsed.timeZone).formatToParts(parsed.instant).map((part) => [part.type, part.value]));
  const { year = '', month = '', day = '' } = parts;
  if (pattern === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  return pattern === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

function format(style: Style, value: DateValue, options: DateFormatOptions): string {
  const parsed = read(value, options);
  if (!parsed) return typeof value === 'string' ? value : '';
  const pattern = patternOf(options);
  if (pattern && style === 'date') return formatPattern(pattern, parsed);
  if (pattern && style === 'dateTime') return `${formatPattern(pattern, parsed)}, ${formatInstant('time', parsed)}`;
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
  if (patternOf(options)) return `${first} – ${last}`;
  const yearOf = (parsed: Parsed) => formatterFor('date', parsed.timeZone).formatToParts(parsed.instant).find((p) => p.type === 'year')?.value;
  if (yearOf(from) !== yearOf(to)) return `${first} – ${last}`;
  return `${formatInstant('monthDay', from)} – ${last}`;
}

/**
 * The calendar date `YYYY-MM-DD` of `instant` in `timeZone` (default `dateDefaults().timeZone`, else
 * the runtime's): "today" of a person whose zone is not the browser's.
 * @throws RangeError for an unknown time zone.
 */
export function calendarDateOf(instant: Date, options: Pick<DateFormatOptions, 'timeZone'> = {}): string {
  return formatPattern('YYYY-MM-DD', { instant, timeZone: options.timeZone ?? defaults.timeZone });
}
