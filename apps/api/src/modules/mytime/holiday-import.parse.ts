import ICAL from 'ical.js';
import { hasControlCharacter, STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { addDays, daysBetween, isCalendarDate, yearOf } from '@apps/contracts/mytime/calendar';
import {
  HOLIDAY_IMPORT_LIMIT_MESSAGES,
  HOLIDAY_IMPORT_MAX_COLUMNS,
  HOLIDAY_IMPORT_MAX_ENTRIES,
  HOLIDAY_IMPORT_MAX_HOLIDAYS,
  HOLIDAY_IMPORT_MAX_LINE_CHARS,
} from '@apps/contracts/mytime/holiday';
import { readCsvRecords } from '../../lib/csv-records';
import { LineErrors } from '../../lib/line-errors';

/**
 * The holiday import's pure half: a CSV or iCalendar file and the year in, the holidays or every
 * error out. The service runs these in the file-parse pool (lib/file-parse-pool.ts), so they must
 * stay free of I/O and module state beyond the call.
 */

/** One holiday read from a file, with the physical line (1-based) that gave it. */
export interface ImportedHoliday {
  line: number;
  date: string;
  name: string;
}

/**
 * The file read: its holidays, or every error keyed `line N` (or `file`), as `validationErrors`;
 * `overLimit` when the file is past one of the import's limits (the message under `file` names it).
 */
export type HolidayFileOutcome =
  | { ok: true; holidays: ImportedHoliday[] }
  | { ok: false; errors: Record<string, string[]>; overLimit?: true };

const NAME_MAX = 200;
/** The most lines whose errors are listed; the rest are counted under `file`. */
const MAX_ERROR_LINES = 500;

const overLimit = (message: string): HolidayFileOutcome => ({ ok: false, errors: { file: [message] }, overLimit: true });

/** Checks every holiday against the year and the others (one per date), adding errors to `errors`. */
function checkHolidays(holidays: ImportedHoliday[], year: number, errors: LineErrors): void {
  const seen = new Map<string, number>();
  for (const holiday of holidays) {
    if (yearOf(holiday.date) !== year) errors.add(holiday.line, `${holiday.date} is not in ${year}`);
    if (!holiday.name) errors.add(holiday.line, 'The holiday has no name');
    else if (holiday.name.length > NAME_MAX) errors.add(holiday.line, `The name must be at most ${NAME_MAX} characters`);
    else if (hasControlCharacter(holiday.name)) errors.add(holiday.line, `name: ${STORABLE_TEXT_MESSAGES.oneLine}`);
    const earlier = seen.get(holiday.date);
    if (earlier !== undefined) errors.add(holiday.line, `${holiday.date} is already a holiday on line ${earlier}`);
    else seen.set(holiday.date, holiday.line);
  }
  if (holidays.length === 0) errors.add('file', 'The file contains no holidays');
  if (holidays.length > HOLIDAY_IMPORT_MAX_HOLIDAYS) errors.add('file', `At most ${HOLIDAY_IMPORT_MAX_HOLIDAYS} holidays per import`);
}

/**
 * Reads a CSV holiday file: a header naming `date` and `name` (any order, any case), then
 * one holiday per line, the date as `YYYY-MM-DD`. Blank lines are skipped. Every error of the file is
 * reported with its physical line; nothing is kept when any line is wrong. A file of more than
 * `HOLIDAY_IMPORT_MAX_ENTRIES` holiday lines, a line of more than `HOLIDAY_IMPORT_MAX_COLUMNS` cells or
 * `HOLIDAY_IMPORT_MAX_LINE_CHARS` characters is refused whole (`overLimit`), without reading the rest.
 */
export function readHolidayCsv(text: string, year: number): HolidayFileOutcome {
  const errors = new LineErrors(MAX_ERROR_LINES);
  const read = readCsvRecords(text, errors, {
    records: HOLIDAY_IMPORT_MAX_ENTRIES + 1,
    columns: HOLIDAY_IMPORT_MAX_COLUMNS,
    recordChars: HOLIDAY_IMPORT_MAX_LINE_CHARS,
  });
  if ('over' in read) {
    if (read.over === 'records') return overLimit(HOLIDAY_IMPORT_LIMIT_MESSAGES.tooManyLines);
    return overLimit(read.over === 'columns' ? HOLIDAY_IMPORT_LIMIT_MESSAGES.tooManyColumns(read.line) : HOLIDAY_IMPORT_LIMIT_MESSAGES.lineTooLong(read.line));
  }
  if ('invalid' in read) return { ok: false, errors: errors.done() };
  const [header, ...data] = read.records;
  if (!header) return { ok: false, errors: { file: ['The file contains no holidays'] } };
  const names = header.record.map((cell) => cell.toLowerCase());
  const dateAt = names.indexOf('date');
  const nameAt = names.indexOf('name');
  if (dateAt < 0 || nameAt < 0) {
    errors.add(header.info.lines, 'The first line must name the columns date and name');
    return { ok: false, errors: errors.done() };
  }
  const holidays: ImportedHoliday[] = [];
  for (const { record, info } of data) {
    const date = record[dateAt] ?? '';
    const name = record[nameAt] ?? '';
    if (record.length !== header.record.length) {
      errors.add(info.lines, `The line has ${record.length} cells; the header has ${header.record.length}`);
      continue;
    }
    if (!isCalendarDate(date)) {
      errors.add(info.lines, `"${date}" is not a date (YYYY-MM-DD)`);
      continue;
    }
    holidays.push({ line: info.lines, date, name });
  }
  checkHolidays(holidays, year, errors);
  return errors.any ? { ok: false, errors: errors.done() } : { ok: true, holidays };
}

/** Where each VEVENT of the file starts and where its DTSTART, RRULE and SUMMARY are (physical lines, 1-based). */
interface EventLines {
  begin: number;
  dtstart?: number;
  rrule?: number;
  summary?: number;
}

/**
 * Checks the content lines of an iCalendar file (RFC 5545 section 3.1) before ical.js parses it, so
 * every malformed line is reported with its number (ical.js stops at the first). Returns where each
 * event's lines are.
 */
function scanIcs(text: string, errors: LineErrors): EventLines[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const events: EventLines[] = [];
  const open: string[] = [];
  let current: EventLines | undefined;
  physical.forEach((raw, index) => {
    const line = index + 1;
    if (raw === '' || raw.startsWith(' ') || raw.startsWith('\t')) return; // blank, or a folded continuation
    const match = /^([A-Za-z0-9-]+)(;[^:]*)?:(.*)$/.exec(raw);
    if (!match) {
      errors.add(line, 'Not an iCalendar content line (NAME:value)');
      return;
    }
    const name = match[1]!.toUpperCase();
    const value = match[3]!.trim().toUpperCase();
    if (name === 'BEGIN') {
      open.push(value);
      if (value === 'VEVENT') {
        current = { begin: line };
        events.push(current);
      }
    } else if (name === 'END') {
      if (open.at(-1) !== value) errors.add(line, `END:${value} does not close ${open.at(-1) ? `BEGIN:${open.at(-1)}` : 'anything'}`);
      else open.pop();
      if (value === 'VEVENT') current = undefined;
    } else if (current && name === 'DTSTART') current.dtstart = line;
    else if (current && name === 'RRULE') current.rrule ??= line;
    else if (current && name === 'SUMMARY') current.summary = line;
  });
  if (open.length > 0) errors.add('file', `BEGIN:${open.at(-1)} is never closed`);
  if (physical.findIndex((raw) => /^BEGIN:VCALENDAR\s*$/i.test(raw)) < 0) errors.add('file', 'Not an iCalendar file (no BEGIN:VCALENDAR)');
  return events;
}

/** The calendar date of an ical.js date value. */
function dateOf(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

/**
 * Runs `expand` with every ical.js recurrence bounded by the end of `year`. ical.js's
 * `RecurIterator#next` steps until the rule's BY* parts accept a date, with no bound of its own for
 * DAILY and WEEKLY rules: one call never returns for a rule no date fits (`FREQ=DAILY;BYMONTH=2;
 * BYMONTHDAY=30`, an open ical.js bug as of 2.2.1), so counting calls cannot bound it. It asks
 * `check_contracting_rules` at every step; past `year` that now accepts the date, `next` returns it
 * and the caller, which stops at the first date past `year`, stops. The patch lives only for this
 * synchronous call, and the pool's time budget still bounds whatever else a rule may do.
 */
function boundedByYear<T>(year: number, expand: () => T): T {
  const iterator = ICAL.RecurIterator.prototype;
  const contracting = iterator.check_contracting_rules;
  if (typeof contracting !== 'function') throw new Error('this ical.js has no RecurIterator#check_contracting_rules to bound the recurrence by');
  iterator.check_contracting_rules = function (this: ICAL.RecurIterator) {
    return this.last.year > year || contracting.call(this);
  };
  try {
    return expand();
  } finally {
    iterator.check_contracting_rules = contracting;
  }
}

/**
 * The first date of `year` that a recurring event gives (its RRULE, RDATE and EXDATE, as ical.js
 * expands them), or null when it gives none.
 * @throws whatever ical.js throws for a rule it cannot expand (e.g. `FREQ=WEEKLY;BYMONTHDAY=5`).
 */
function firstOccurrenceIn(event: ICAL.Event, year: number): string | null {
  return boundedByYear(year, () => {
    const expansion = event.iterator();
    for (let next = expansion.next(); next && next.year <= year; next = expansion.next()) {
      if (next.year === year) return dateOf(next);
    }
    return null;
  });
}

/**
 * Reads an iCalendar (`.ics`) holiday file (parsed by ical.js): every
 * all-day VEVENT is a holiday named by its SUMMARY, on each day from DTSTART up to DTEND (exclusive);
 * a recurring event gives its first occurrence in `year`, the recurrence expanded no further than
 * the end of `year`. Events with a time of day are refused, as are holidays outside `year` and rules
 * ical.js cannot expand (on the event's RRULE line). Every error is reported with its physical line;
 * nothing is kept when any is wrong. A file of more than `HOLIDAY_IMPORT_MAX_ENTRIES` events is
 * refused whole (`overLimit`) before ical.js reads it.
 */
export function readHolidayIcs(text: string, year: number): HolidayFileOutcome {
  const errors = new LineErrors(MAX_ERROR_LINES);
  const lines = scanIcs(text, errors);
  if (lines.length > HOLIDAY_IMPORT_MAX_ENTRIES) return overLimit(HOLIDAY_IMPORT_LIMIT_MESSAGES.tooManyEvents);
  if (errors.any) return { ok: false, errors: errors.done() };
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')) as unknown[]);
  } catch (error) {
    errors.add('file', `The file is not valid iCalendar: ${(error as Error).message}`);
    return { ok: false, errors: errors.done() };
  }
  const holidays: ImportedHoliday[] = [];
  calendar.getAllSubcomponents('vevent').forEach((component, index) => {
    const at = lines[index] ?? { begin: 0 };
    if (!component.hasProperty('dtstart')) {
      errors.add(at.begin, 'The event has no DTSTART');
      return;
    }
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
      void event.startDate.toJSDate();
    } catch (error) {
      errors.add(at.dtstart ?? at.begin, `The event's date cannot be read: ${(error as Error).message}`);
      return;
    }
    const start = event.startDate;
    if (!start.isDate) {
      errors.add(at.dtstart ?? at.begin, 'The event has a time of day; holidays are all-day events (DTSTART;VALUE=DATE:YYYYMMDD)');
      return;
    }
    const name = (event.summary ?? '').trim();
    const line = at.summary ?? at.begin;
    if (!name) {
      errors.add(line, 'The holiday has no name');
      return;
    }
    let first = dateOf(start);
    if (event.isRecurring()) {
      let occurrence: string | null;
      try {
        occurrence = firstOccurrenceIn(event, year);
      } catch (error) {
        errors.add(at.rrule ?? at.dtstart ?? at.begin, `The recurrence rule cannot be expanded: ${(error as Error).message}`);
        return;
      }
      if (!occurrence) {
        errors.add(at.rrule ?? at.begin, `The recurring event has no occurrence in ${year}`);
        return;
      }
      first = occurrence;
    }
    const end = event.endDate && event.endDate.isDate ? dateOf(event.endDate) : addDays(dateOf(start), 1);
    const length = Math.max(1, Math.min(31, daysBetween(dateOf(start), end)));
    for (let day = 0; day < length; day += 1) holidays.push({ line: at.dtstart ?? at.begin, date: addDays(first, day), name });
  });
  checkHolidays(holidays, year, errors);
  return errors.any ? { ok: false, errors: errors.done() } : { ok: true, holidays };
}
