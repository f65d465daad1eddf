import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, DATE_RANGE, dateInput, isRealCalendarDate, readDateInput } from './date-input';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

/** Any calendar date from year 1 to 9999, as `YYYY-MM-DD`. */
const anyDate = fc
  .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('dateInput', () => {
  it.each(['1900-01-01', '2026-11-23', '2024-02-29', '2199-12-31'])('accepts %s', (value) => {
    expect(dateInput().parse(value)).toBe(value);
  });

  it.each([
    ['0000-01-01', DATE_MESSAGES.date],
    ['2026-02-30', DATE_MESSAGES.date],
    ['2025-02-29', DATE_MESSAGES.date],
    ['2026-13-01', DATE_MESSAGES.date],
    ['2026-00-10', DATE_MESSAGES.date],
    ['1899-12-31', DATE_MESSAGES.range],
    ['2200-01-01', DATE_MESSAGES.range],
    ['9999-12-31', DATE_MESSAGES.range],
    ['0001-01-01', DATE_MESSAGES.range],
    ['26-11-23', DATE_MESSAGES.date],
    ['2026-11-23T00:00:00Z', DATE_MESSAGES.date],
    ['', DATE_MESSAGES.date],
  ])('refuses %s: %s', (value, message) => {
    expect(issues(dateInput().safeParse(value))).toEqual([message]);
  });

  it.each([
    ['2026-11-23T00:00:00.000+14:00', '2026-11-23'],
    ['2026-11-23T00:00:00.000-12:00', '2026-11-23'],
    ['2026-11-23T00:00+0530', '2026-11-23'],
    ['2026-11-23T00:00:00Z', '2026-11-23'],
  ])('midnight timestamps: accepts %s', (value, date) => {
    expect(dateInput({ midnightTimestamp: true }).parse(value)).toBe(date);
  });

  it.each(['+99:99', '+25:00', '+14:01', '-12:01', '+05:60', '-00:99'])('midnight timestamps: refuses the offset %s', (offset) => {
    expect(issues(dateInput({ midnightTimestamp: true }).safeParse(`2026-11-23T00:00:00.000${offset}`))).toEqual([DATE_MESSAGES.offset]);
  });

  it('every date from year 1 to 9999 is accepted exactly when within the range', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const inRange = date >= DATE_RANGE.min && date <= DATE_RANGE.max;
        expect(dateInput().safeParse(date).success).toBe(inRange);
        expect(isRealCalendarDate(date)).toBe(true);
      }),
    );
  });

  it('no string makes it throw: it parses to a date in range or refuses', () => {
    const dateLike = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom('', 'T00:00', 'T00:00:00.000'), fc.constantFrom('', 'Z', '+05:30', '-0400', '+99:99', '+25:00', '-13:00'))
      .map(([y, m, d, time, offset]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}${time}${time ? offset : ''}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), dateLike), fc.boolean(), (value, midnightTimestamp) => {
        const result = dateInput({ midnightTimestamp }).safeParse(value);
        if (result.success) {
          expect(result.data >= DATE_RANGE.min && result.data <= DATE_RANGE.max).toBe(true);
          expect('date' in readDateInput(value, { midnightTimestamp })).toBe(true);
        } else {
          expect(result.error.issues).toHaveLength(1);
        }
      }),
      { numRuns: 2000 },
    );
    // 2,000 parses: well under a second alone, past the default 10 s on two cores busy with the whole suite.
  });
});
