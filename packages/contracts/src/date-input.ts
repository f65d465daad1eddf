import { z } from 'zod';
import { formatDate } from './date-format';

/**
 * Dates sent to the API: one schema family for every date field of every module.
 * A date is a real calendar date from `DATE_RANGE.min` to `DATE_RANGE.max`; a midnight timestamp
 * (MyTime) may carry an offset from -12:00 to +14:00 with minutes below 60. Anything else is a 400
 * naming the field, never a 500 (the database is never asked about year 0000 or 2026-02-30).
 */

/** The dates the API accepts, both included (docs/administration.md "Dates"). */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;

/** Offsets a midnight timestamp may carry, in minutes east of UTC (the world's time zones: -12:00 to +14:00). */
export const OFFSET_RANGE_MINUTES = { min: -12 * 60, max: 14 * 60 } as const;

/** Messages of refused dates. */
export const DATE_MESSAGES = {
  date: 'Must be a date (YYYY-MM-DD)',
  midnight: 'Must be a date (YYYY-MM-DD) or a timestamp at local midnight (YYYY-MM-DDT00:00:00.000+05:30)',
  range: `Must be a date from ${formatDate(DATE_RANGE.min)} to ${formatDate(DATE_RANGE.max)}`,
  offset: 'The time zone offset must be from -12:00 to +14:00',
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `YYYY-MM-DD`, or midnight `YYYY-MM-DDT00:00`, optional `:00` seconds and fraction, optional offset (`Z`, `+05:30`, `-0400`). */
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Why a date input was refused. */
export type DateInputProblem = 'format' | 'calendar' | 'range' | 'offset';

/** True for a real calendar date `YYYY-MM-DD` (not 2026-02-30, not year 0000). */
export function isRealCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const back = new Date(Date.UTC(2000, month - 1, day));
  back.setUTCFullYear(year);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
}

/** True for an offset `Z`, `+05:30` or `-0400` within `OFFSET_RANGE_MINUTES`, minutes below 60. */
function isKnownOffset(offset: string | undefined): boolean {
  if (offset === undefined || offset === 'Z') return true;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (minutes >= 60) return false;
  const total = sign * (hours * 60 + minutes);
  return total >= OFFSET_RANGE_MINUTES.min && total <= OFFSET_RANGE_MINUTES.max;
}

/**
 * Reads a date as sent: `YYYY-MM-DD`, or with `midnightTimestamp` also a timestamp at local midnight
 * such as `2026-11-23T00:00:00.000+05:30` (the calendar date is the part before `T`, as written: the
 * offset is never applied, so the day never shifts).
 * @returns the calendar date `YYYY-MM-DD`, or the problem.
 */
export function readDateInput(value: string, options: { midnightTimestamp?: boolean } = {}): { date: string } | { problem: DateInputProblem } {
  const match = (options.midnightTimestamp ? MIDNIGHT : DATE_ONLY).exec(value);
  if (!match) return { problem: 'format' };
  const date = options.midnightTimestamp ? match[1]! : value;
  if (!isRealCalendarDate(date)) return { problem: 'calendar' };
  if (options.midnightTimestamp && !isKnownOffset(match[2])) return { problem: 'offset' };
  if (date < DATE_RANGE.min || date > DATE_RANGE.max) return { problem: 'range' };
  return { date };
}

/**
 * The zod schema of every date field in a request (body, query or path): the value becomes the
 * calendar date `YYYY-MM-DD`. Refused with a 400 naming the field: not a date (`message`), not a real
 * date, outside `DATE_RANGE`, or (midnight timestamps) an offset outside -12:00..+14:00.
 *
 * @param options.midnightTimestamp also accept a timestamp at local midnight (MyTime's date pickers
 *   send one).
 * @param options.message the message of a value that is not a date at all.
 */
export function dateInput(options: { midnightTimestamp?: boolean; message?: string } = {}) {
  const message = options.message ?? (options.midnightTimestamp ? DATE_MESSAGES.midnight : DATE_MESSAGES.date);
  return z
    .string({ message })
    .max(40, { message })
    .regex(options.midnightTimestamp ? MIDNIGHT : DATE_ONLY, { message })
    .transform((value, ctx) => {
      const result = readDateInput(value, options);
      if ('date' in result) return result.date;
      const problem = result.problem === 'range' ? DATE_MESSAGES.range : result.problem === 'offset' ? DATE_MESSAGES.offset : message;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    });
}
