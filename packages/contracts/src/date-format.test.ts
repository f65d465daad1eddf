import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatDate, formatDateRange, formatDateTime, formatMonth, formatWeekday, formatWeekdayName, setDateDefaults } from './date-format';
import { DATE_MESSAGES } from './date-input';

describe('formatDate (one date format)', () => {
  it.each([
    ['2026-11-23', 'Nov 23, 2026'],
    ['2026-09-24', 'Sep 24, 2026'],
    ['2025-01-01', 'Jan 1, 2025'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['1900-01-01', 'Jan 1, 1900'],
    ['2199-12-31', 'Dec 31, 2199'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('reads a calendar date as written in every time zone (no day shift east or west of UTC)', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Asia/Kolkata', 'UTC', 'America/New_York', 'Pacific/Pago_Pago']) {
      expect(formatDate('2026-11-23', { timeZone })).toBe('Nov 23, 2026');
    }
  });

  it('reads a timestamp in the given time zone', () => {
    expect(formatDate('2026-11-22T20:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-22T20:00:00Z', { timeZone: 'America/New_York' })).toBe('Nov 22, 2026');
    expect(formatDate(new Date('2026-11-23T05:00:00Z'), { timeZone: 'UTC' })).toBe('Nov 23, 2026');
  });

  it('never shows "Invalid Date": a string that is not a date comes back as it is, an invalid Date as ""', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('is one shape for any real date: "Mon D, YYYY" with an English month', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        const text = formatDate(day);
        expect(text).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/);
        expect(text.endsWith(day.slice(0, 4))).toBe(true);
        expect(text).toContain(` ${Number(day.slice(8, 10))},`);
      }),
    );
  });
});

describe('formatWeekday', () => {
  it('gives the weekday, month and day', () => {
    expect(formatWeekday('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatWeekday('2026-11-28')).toBe('Sat, Nov 28');
  });
});

describe('formatMonth and formatWeekdayName (calendar headings)', () => {
  it('names the month with its year, from a month or a date in it', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-02-28')).toBe('February 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });

  it('names the weekday short or long', () => {
    expect(formatWeekdayName('2026-11-22')).toBe('Sun');
    expect(formatWeekdayName('2026-11-22', 'long')).toBe('Sunday');
  });
});

describe('formatDateTime', () => {
  it('gives date and 12-hour time with plain spaces', () => {
    expect(formatDateTime('2026-11-23T05:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('Nov 23, 2026, 10:30 AM');
    expect(formatDateTime('2026-11-23T17:05:00Z', { timeZone: 'UTC' })).toBe('Nov 23, 2026, 5:05 PM');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDateTime('never')).toBe('never');
  });
});

describe('formatDateRange', () => {
  it.each([
    ['2026-11-22', '2026-11-28', 'Nov 22 – Nov 28, 2026'],
    ['2026-11-29', '2026-12-05', 'Nov 29 – Dec 5, 2026'],
    ['2026-12-27', '2027-01-02', 'Dec 27, 2026 – Jan 2, 2027'],
    ['2026-11-23', '2026-11-23', 'Nov 23, 2026'],
    ['2024-01-01', '2024-12-31', 'Jan 1 – Dec 31, 2024'],
  ])('%s..%s -> %s', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });

  it('keeps a value that is not a date visible', () => {
    expect(formatDateRange('2026-11-22', 'later')).toBe('Nov 22, 2026 – later');
  });
});

describe('messages of the server use the same format', () => {
  it('the date-range validation message names its bounds as people read them', () => {
    expect(DATE_MESSAGES.range).toBe('Must be a date from Jan 1, 1900 to Dec 31, 2199');
  });
});

describe('calendar dates written without Intl read exactly as Intl writes them', () => {
  const styles = {
    date: { month: 'short', day: 'numeric', year: 'numeric' },
    weekday: { weekday: 'short', month: 'short', day: 'numeric' },
    month: { month: 'long', year: 'numeric' },
    weekdayShort: { weekday: 'short' },
    weekdayLong: { weekday: 'long' },
  } as const;
  // The reference the hand-written text is checked against.
  // eslint-disable-next-line no-restricted-properties
  const formatters = new Map(Object.entries(styles).map(([style, options]) => [style, new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })]));
  const intl = (style: keyof typeof styles, date: string) => formatters.get(style)!.format(new Date(`${date}T00:00:00Z`)).replace(/[\u00a0\u2009\u202f]/g, ' ');
  const days: string[] = [];
  for (let t = Date.UTC(1000, 0, 1); t <= Date.UTC(9999, 11, 31); t += 86_400_000 * 97) days.push(new Date(t).toISOString().slice(0, 10));
  for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2028, 11, 31); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));

  it('formatDate, formatWeekday, formatMonth, formatWeekdayName on every day of 2024-2028 and every 97th of 1000-9999', () => {
    // One comparison per function over every day (a failure lists the days that differ): 27,500
    // separate expect() calls cost seconds of the matcher's own bookkeeping.
    const mismatches = (written: (day: string) => string, style: keyof typeof styles) =>
      days.filter((day) => written(day) !== intl(style, day)).map((day) => `${day}: ${written(day)} != ${intl(style, day)}`);
    expect(mismatches(formatDate, 'date')).toEqual([]);
    expect(mismatches(formatWeekday, 'weekday')).toEqual([]);
    expect(mismatches(formatMonth, 'month')).toEqual([]);
    expect(mismatches((day) => formatWeekdayName(day), 'weekdayShort')).toEqual([]);
    expect(mismatches((day) => formatWeekdayName(day, 'long'), 'weekdayLong')).toEqual([]);
  });

  it('formatDateRange within and across years', () => {
    expect(formatDateRange('2026-11-22', '2026-11-28')).toBe('Nov 22 – Nov 28, 2026');
    expect(formatDateRange('2026-12-27', '2027-01-02')).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(formatDateRange('2026-11-23', '2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDate('0900-01-01')).toBe(intl('date', '0900-01-01'));
  });

  it('timestamps in the runtime time zone and in UTC, with and without the time', () => {
    // eslint-disable-next-line no-restricted-properties
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    // eslint-disable-next-line no-restricted-properties
    const utc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    // eslint-disable-next-line no-restricted-properties
    const localDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 * 7 + 60_000 * 13) {
      const instant = new Date(t);
      expect(formatDateTime(instant)).toBe(plain(local.format(instant)));
      expect(formatDateTime(instant.toISOString())).toBe(plain(local.format(instant)));
      expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe(plain(utc.format(instant)));
      expect(formatDate(instant)).toBe(plain(localDate.format(instant)));
    }
    // eslint-disable-next-line no-restricted-properties
    const localMonthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
    const from = new Date(Date.UTC(2026, 11, 30, 12));
    const to = new Date(Date.UTC(2027, 0, 2, 12));
    expect(formatDateRange(from, to)).toBe(`${plain(localDate.format(from))} – ${plain(localDate.format(to))}`);
    const later = new Date(Date.UTC(2026, 10, 25, 12));
    expect(formatDateRange(new Date(Date.UTC(2026, 10, 22, 12)), later)).toBe(
      `${plain(localMonthDay.format(new Date(Date.UTC(2026, 10, 22, 12))))} – ${plain(localDate.format(later))}`,
    );
    for (const iso of ['2026-11-23T00:00:00Z', '2026-11-23T12:00:00Z', '2026-11-23T12:59:00Z', '2026-11-23T23:59:59Z']) {
      expect(formatDateTime(iso, { timeZone: 'UTC' })).toBe(plain(utc.format(new Date(iso))));
    }
  });
});

describe('a person’s date format and time zone', () => {
  it.each([
    ['MM/DD/YYYY', '11/23/2026', '11/23/2026, 10:30 AM'],
    ['DD/MM/YYYY', '23/11/2026', '23/11/2026, 10:30 AM'],
    ['YYYY-MM-DD', '2026-11-23', '2026-11-23, 10:30 AM'],
  ] as const)('%s: dates with a year read %s; dates without keep month names', (dateFormat, date, dateTime) => {
    expect(formatDate('2026-11-23', { dateFormat })).toBe(date);
    expect(formatDateTime('2026-11-23T05:00:00Z', { timeZone: 'Asia/Kolkata', dateFormat })).toBe(dateTime);
    expect(formatWeekday('2026-11-23', { dateFormat })).toBe('Mon, Nov 23');
  });

  it('the defaults set for the signed-in person apply to calls that name none, until cleared', () => {
    setDateDefaults({ timeZone: 'Pacific/Kiritimati', dateFormat: 'DD/MM/YYYY' });
    try {
      expect(formatDateTime('2026-11-28T12:00:00Z')).toBe('29/11/2026, 2:00 AM');
      expect(calendarDateOf(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-29');
      expect(formatDate('2026-11-23', { dateFormat: 'YYYY-MM-DD' })).toBe('2026-11-23');
    } finally {
      setDateDefaults({});
    }
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(calendarDateOf(new Date('2026-11-28T12:00:00Z'), { timeZone: 'Pacific/Pago_Pago' })).toBe('2026-11-28');
  });

  it('reads month and weekday names in the language asked for, and keeps a numeric pattern as chosen', () => {
    expect(formatDate('2026-11-23', { locale: 'es' })).toBe('23 nov 2026');
    expect(formatWeekdayName('2026-11-22', 'short', { locale: 'fr' })).toBe('dim.');
    expect(formatDate('2026-11-23', { locale: 'hi' })).toBe('23 नव॰ 2026');
    expect(formatDate('2026-11-23', { locale: 'fr', dateFormat: 'DD/MM/YYYY' })).toBe('23/11/2026');
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
  });
});
