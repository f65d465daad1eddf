import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateInput,
  countWorkingDays,
  datesOfWeek,
  dayOfWeek,
  daysBetween,
  isCalendarDate,
  parseDateInput,
  weekOf,
} from './calendar';

/** Any calendar date from 2000 to 2100. */
const dateArb = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

/** Reference: walk the days one by one. */
function workingDaysByWalking(start: string, end: string): number {
  let count = 0;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow !== 0 && dow !== 6) count += 1;
  }
  return count;
}

describe('parseDateInput (dates are kept as written, never shifted)', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-23T00:00:00.000+05:30', '2026-11-23'],
    ['2026-11-23T00:00:00.000-08:00', '2026-11-23'],
    ['2026-11-23T00:00:00Z', '2026-11-23'],
    ['2026-11-23T00:00', '2026-11-23'],
    ['2024-02-29', '2024-02-29'],
  ])('%s -> %s', (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-11-22T18:30:00.000Z', '23/11/2026', '2026-11-23T00:00:00.000+05:30x', '', 'today'])(
    'refuses %s',
    (input) => {
      expect(parseDateInput(input)).toBeNull();
    },
  );

  it('keeps the calendar day of local midnight in every offset', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -12 * 60, max: 14 * 60 }), (date, offsetMinutes) => {
        const sign = offsetMinutes < 0 ? '-' : '+';
        const abs = Math.abs(offsetMinutes);
        const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        expect(parseDateInput(`${date}T00:00:00.000${offset}`)).toBe(date);
      }),
    );
  });

  it('the zod input schema gives the date and refuses years outside 1900 to 2199', () => {
    expect(calendarDateInput().parse('2026-11-23T00:00:00.000+05:30')).toBe('2026-11-23');
    expect(calendarDateInput().parse('1999-12-31')).toBe('1999-12-31');
    expect(calendarDateInput().safeParse('1899-12-31').success).toBe(false);
    expect(calendarDateInput().safeParse('2200-01-01').success).toBe(false);
  });
});

describe('weekOf (Sunday to Saturday)', () => {
  it('knows a fixed week', () => {
    expect(weekOf('2026-11-25')).toEqual({ weekStartDate: '2026-11-22', weekEndDate: '2026-11-28' });
    expect(weekOf('2026-11-22')).toEqual({ weekStartDate: '2026-11-22', weekEndDate: '2026-11-28' });
    expect(weekOf('2026-11-28')).toEqual({ weekStartDate: '2026-11-22', weekEndDate: '2026-11-28' });
  });

  it('starts on a Sunday, ends on the Saturday after, and contains the date', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const { weekStartDate, weekEndDate } = weekOf(date);
        expect(dayOfWeek(weekStartDate)).toBe(0);
        expect(dayOfWeek(weekEndDate)).toBe(6);
        expect(daysBetween(weekStartDate, weekEndDate)).toBe(6);
        expect(weekStartDate <= date && date <= weekEndDate).toBe(true);
        expect(datesOfWeek(weekStartDate)).toContain(date);
      }),
    );
  });

  it('agrees with the JavaScript calendar on the day of the week', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(dayOfWeek(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
        expect(isCalendarDate(date)).toBe(true);
      }),
    );
  });
});

describe('countWorkingDays (Monday to Friday, both ends included)', () => {
  it('counts a fixed range', () => {
    expect(countWorkingDays('2026-11-23', '2026-11-27')).toBe(5); // Mon-Fri
    expect(countWorkingDays('2026-11-21', '2026-11-22')).toBe(0); // Sat-Sun
    expect(countWorkingDays('2026-11-20', '2026-11-23')).toBe(2); // Fri-Mon
    expect(countWorkingDays('2026-11-24', '2026-11-23')).toBe(0);
  });

  it('equals walking the days one by one', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -3, max: 400 }), (start, length) => {
        const end = addDays(start, length);
        expect(countWorkingDays(start, end)).toBe(length < 0 ? 0 : workingDaysByWalking(start, end));
      }),
    );
  });

  it('is additive over adjacent ranges and at most the number of days', () => {
    fc.assert(
      fc.property(dateArb, fc.nat(200), fc.nat(200), (start, a, b) => {
        const middle = addDays(start, a);
        const end = addDays(middle, b + 1);
        expect(countWorkingDays(start, end)).toBe(countWorkingDays(start, middle) + countWorkingDays(addDays(middle, 1), end));
        expect(countWorkingDays(start, end)).toBeLessThanOrEqual(daysBetween(start, end) + 1);
      }),
    );
  });

  it('is five per full week', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 52 }), (start, weeks) => {
        expect(countWorkingDays(start, addDays(start, weeks * 7 - 1))).toBe(weeks * 5);
      }),
    );
  });
});
