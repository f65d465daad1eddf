import { exactly, type LineErrorTexts } from '../../lib/line-error-texts';
import { holidayImportMessages as M, mytimeRefusal } from './refusal.messages';

const DATE = '(\\d{4}-\\d{2}-\\d{2})';

/** The holiday import's line errors by their English shape (holiday-import.parse.ts writes them in the file-parse pool). */
export const holidayImportTexts: LineErrorTexts = {
  refusal: mytimeRefusal,
  shapes: [
    { shape: new RegExp(`^${DATE} is not in (\\d{4})$`), message: M.notInYear, groups: ['date', 'year'] },
    { shape: exactly('The holiday has no name'), message: M.noName },
    { shape: /^The name must be at most (\d+) characters$/, message: M.nameTooLong, groups: ['max'] },
    { shape: new RegExp(`^${DATE} is already a holiday on line (\\d+)$`), message: M.alreadyHoliday, groups: ['date', 'line'] },
    { shape: exactly('The file contains no holidays'), message: M.noHolidays },
    { shape: /^At most (\d+) holidays per import$/, message: M.tooManyHolidays, groups: ['max'] },
    { shape: exactly('The first line must name the columns date and name'), message: M.header },
    { shape: /^"(.*)" is not a date \(YYYY-MM-DD\)$/s, message: M.notDate, groups: ['value'] },
    { shape: exactly('Not an iCalendar content line (NAME:value)'), message: M.notContentLine },
    { shape: /^END:(.*) does not close BEGIN:(.*)$/s, message: M.endCloses, groups: ['value', 'open'] },
    { shape: /^END:(.*) does not close anything$/s, message: M.endClosesNothing, groups: ['value'] },
    { shape: /^BEGIN:(.*) is never closed$/s, message: M.neverClosed, groups: ['value'] },
    { shape: exactly('Not an iCalendar file (no BEGIN:VCALENDAR)'), message: M.notCalendar },
    { shape: /^The file is not valid iCalendar: (.+)$/s, message: M.invalidCalendar, groups: ['reason'] },
    { shape: exactly('The event has no DTSTART'), message: M.noStart },
    { shape: /^The event's date cannot be read: (.+)$/s, message: M.unreadableDate, groups: ['reason'] },
    {
      shape: exactly('The event has a time of day; holidays are all-day events (DTSTART;VALUE=DATE:YYYYMMDD)'),
      message: M.timeOfDay,
      fixed: { form: 'DTSTART;VALUE=DATE:YYYYMMDD' },
    },
    { shape: /^The recurrence rule cannot be expanded: (.+)$/s, message: M.recurrence, groups: ['reason'] },
    { shape: /^The recurring event has no occurrence in (\d{4})$/, message: M.noOccurrence, groups: ['year'] },
    { shape: /^The file has more than (\d+) holiday lines; a year has at most (\d+) holidays$/, message: M.tooManyLines, groups: ['max', 'holidays'] },
    { shape: /^The file has more than (\d+) events; a year has at most (\d+) holidays$/, message: M.tooManyEvents, groups: ['max', 'holidays'] },
  ],
};
