import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readHolidayCsv, readHolidayIcs } from './holiday-import.parse';

// The holiday import's pure half: hostile recurrence rules and files past the limits.

/** An iCalendar file of `events`, each given as its content lines between BEGIN and END:VEVENT. */
function ics(...events: string[][]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');
}

describe('readHolidayIcs: recurrence', () => {
  it('answers a rule no date fits with a line error on its RRULE line, expanding no further than the year', () => {
    const text = ics(['UID:1', 'DTSTART;VALUE=DATE:20300101', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'SUMMARY:Never']);
    expect(readHolidayIcs(text, 2031)).toEqual({ ok: false, errors: { 'line 6': ['The recurring event has no occurrence in 2031'], file: ['The file contains no holidays'] } });
  });

  it('answers rules ical.js cannot expand with a line error on the RRULE line', () => {
    for (const rule of ['FREQ=WEEKLY;BYMONTHDAY=5', 'FREQ=SECONDLY']) {
      const outcome = readHolidayIcs(ics(['UID:1', 'DTSTART;VALUE=DATE:20300101', `RRULE:${rule}`, 'SUMMARY:Broken']), 2031);
      expect(outcome.ok, rule).toBe(false);
      if (!outcome.ok) expect(outcome.errors['line 6'], rule).toEqual([expect.stringMatching(/^The recurrence rule cannot be expanded: /)]);
    }
  });

  it('still gives the first occurrence of an ordinary rule, skipping an EXDATE, and leaves ical.js as it was', () => {
    const contracting = ICAL.RecurIterator.prototype.check_contracting_rules;
    const text = ics(
      ['UID:1', 'DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1', 'EXDATE;VALUE=DATE:20310101', 'SUMMARY:First of the month'],
      ['UID:2', 'DTSTART;VALUE=DATE:20291225', 'RRULE:FREQ=YEARLY', 'SUMMARY:Christmas Day'],
    );
    expect(readHolidayIcs(text, 2031)).toEqual({
      ok: true,
      holidays: [
        { line: 5, date: '2031-02-01', name: 'First of the month' },
        { line: 12, date: '2031-12-25', name: 'Christmas Day' },
      ],
    });
    expect(ICAL.RecurIterator.prototype.check_contracting_rules).toBe(contracting);
  });
});

describe('limits', () => {
  it('refuses an iCalendar file of more than 366 events before ical.js reads it', () => {
    const events = Array.from({ length: 367 }, (_, index) => [`UID:${index}`, 'DTSTART;VALUE=DATE:20310101', `SUMMARY:Day ${index}`]);
    expect(readHolidayIcs(ics(...events), 2031)).toEqual({
      ok: false,
      overLimit: true,
      errors: { file: ['The file has more than 366 events; a year has at most 366 holidays'] },
    });
  });

  it('refuses a CSV file of more than 366 holiday lines, a line of more than 20 cells and a line of more than 10,000 characters', () => {
    const lines = Array.from({ length: 367 }, (_, index) => `2031-01-01,Day ${index}`);
    expect(readHolidayCsv(['date,name', ...lines].join('\n'), 2031)).toMatchObject({ ok: false, overLimit: true, errors: { file: [expect.stringContaining('more than 366 holiday lines')] } });
    expect(readHolidayCsv(`date,name\n2031-01-01,x${',"y"'.repeat(30)}\n`, 2031)).toEqual({
      ok: false,
      overLimit: true,
      errors: { file: ['Line 2 has more than 20 columns, the most a line may have'] },
    });
    expect(readHolidayCsv(`date,name\n2031-01-01,${'x'.repeat(10_001)}\n`, 2031)).toEqual({
      ok: false,
      overLimit: true,
      errors: { file: ['Line 2 is longer than 10,000 characters, the most a line may have'] },
    });
  });
});

describe('holiday names', () => {
  it('refuses a name with a line break or another control character, in either format', () => {
    const oneLine = 'name: Must be one line of text without control characters (line breaks, tabs)';
    expect(readHolidayCsv('date,name\n2031-01-26,"Republic\nDay"\n2031-08-15,"Independence\tDay"\n', 2031)).toEqual({
      ok: false,
      errors: { 'line 3': [oneLine], 'line 4': [oneLine] },
    });
    expect(readHolidayIcs(ics(['UID:1', 'DTSTART;VALUE=DATE:20310126', 'SUMMARY:Republic\\nDay']), 2031)).toEqual({ ok: false, errors: { 'line 5': [oneLine] } });
  });
});
