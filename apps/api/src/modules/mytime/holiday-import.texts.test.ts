import { describe, expect, it } from 'vitest';
import { STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { HOLIDAY_IMPORT_LIMIT_MESSAGES } from '@apps/contracts/mytime/holiday';
import { localizeLineErrors } from '../../lib/line-error-texts';
import { holidayImportTexts } from './holiday-import.texts';

/** One text of each shape, as holiday-import.parse.ts writes them. */
const WRITTEN = [
  '2026-01-26 is not in 2027',
  'The holiday has no name',
  'The name must be at most 120 characters',
  '2026-08-15 is already a holiday on line 3',
  'The file contains no holidays',
  'At most 100 holidays per import',
  'The first line must name the columns date and name',
  '"26/01/2026" is not a date (YYYY-MM-DD)',
  'Not an iCalendar content line (NAME:value)',
  'END:VEVENT does not close BEGIN:VCALENDAR',
  'END:VEVENT does not close anything',
  'BEGIN:VEVENT is never closed',
  'Not an iCalendar file (no BEGIN:VCALENDAR)',
  'The file is not valid iCalendar: invalid line (no matching double quote)',
  'The event has no DTSTART',
  "The event's date cannot be read: invalid date-time value",
  'The event has a time of day; holidays are all-day events (DTSTART;VALUE=DATE:YYYYMMDD)',
  'The recurrence rule cannot be expanded: invalid frequency',
  'The recurring event has no occurrence in 2026',
  HOLIDAY_IMPORT_LIMIT_MESSAGES.tooManyLines,
  HOLIDAY_IMPORT_LIMIT_MESSAGES.tooManyEvents,
  HOLIDAY_IMPORT_LIMIT_MESSAGES.tooManyColumns(4),
  HOLIDAY_IMPORT_LIMIT_MESSAGES.lineTooLong(7),
  `name: ${STORABLE_TEXT_MESSAGES.oneLine}`,
  'The line has 3 cells; the header has 2',
  'The line is not valid CSV: Invalid Closing Quote',
  '12 more lines have errors; fix the ones listed and import again',
];

describe('the holiday import’s line errors', () => {
  it('read in English exactly as written and in each other language translated', () => {
    const fields = localizeLineErrors({ file: WRITTEN }, holidayImportTexts);
    for (const [index, text] of (fields.file ?? []).entries()) {
      expect(typeof text, WRITTEN[index]).toBe('object');
      if (typeof text === 'string') continue;
      expect(text.english).toBe(WRITTEN[index]);
      for (const language of ['hi', 'es', 'fr'] as const) expect(text.in(language), `${language}: ${WRITTEN[index]}`).not.toBe(WRITTEN[index]);
    }
    const [notInYear] = localizeLineErrors({ 'line 2': ['2026-01-26 is not in 2027'] }, holidayImportTexts)['line 2']!;
    expect(typeof notInYear === 'object' && notInYear.in('es')).toBe('2026-01-26 no está en 2027');
  });

  it('leaves a text of no known shape as it is', () => {
    expect(localizeLineErrors({ file: ['Something else entirely'] }, holidayImportTexts)).toEqual({ file: ['Something else entirely'] });
  });
});
