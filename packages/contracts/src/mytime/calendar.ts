import { z } from 'zod';
import { DATE_MESSAGES, dateInput, readDateInput } from '../date-input';
import { CALENDAR_DATE_RE, type CalendarDate } from './calendar.values';

// The date schemas of MyTime; the date arithmetic lives in calendar.values.ts (no zod).

export {
  addDays,
  CALENDAR_DATE_RE,
  countWorkingDays,
  datesOfWeek,
  dayOfWeek,
  daysBetween,
  isCalendarDate,
  isWorkingWeekday,
  weekOf,
  yearOf,
  type CalendarDate,
} from './calendar.values';

/** The message of a date field that is not a date or a midnight timestamp. */
export const DATE_INPUT_MESSAGE = DATE_MESSAGES.midnight;

/**
 * Reads a date as sent by a client: `YYYY-MM-DD`, or an ISO timestamp at local midnight such as
 * `2026-11-23T00:00:00.000+05:30`. The calendar date is the part before `T`, as written: the offset is
 * never applied, so the day never shifts. Returns null for anything else, including timestamps that are
 * not at midnight (a `toISOString()` of local midnight east of UTC would name the previous day), offsets
 * outside -12:00..+14:00 and dates outside `DATE_RANGE` (`date-input.ts`).
 */
export function parseDateInput(value: string): CalendarDate | null {
  const result = readDateInput(value, { midnightTimestamp: true });
  return 'date' in result ? result.date : null;
}

/**
 * zod schema of a MyTime date field in a request: `YYYY-MM-DD` or a timestamp at local midnight; the
 * value becomes the calendar date `YYYY-MM-DD` as written. The API's one date schema (`dateInput`).
 */
export function calendarDateInput(message: string = DATE_INPUT_MESSAGE) {
  return dateInput({ midnightTimestamp: true, message });
}

/** A calendar date in a response: `YYYY-MM-DD`. */
export const CalendarDateSchema = z.string().regex(CALENDAR_DATE_RE).describe('Calendar date YYYY-MM-DD');
