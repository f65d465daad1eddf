import { describe, expect, it } from 'vitest';
import { leaveDaysOf } from './leave-days';

// Week of Sunday 2026-11-22; Tuesday 2026-11-24 is Guru Nanak's Birthday in the demo's default calendar.
const HOLIDAYS = ['2026-11-24'];

describe('leaveDaysOf', () => {
  it('counts Monday to Friday, both ends included, skipping the person’s holidays', () => {
    expect(leaveDaysOf({ startDate: '2026-11-23', endDate: '2026-11-27' })).toBe(5);
    expect(leaveDaysOf({ startDate: '2026-11-23', endDate: '2026-11-27' }, HOLIDAYS)).toBe(4);
    expect(leaveDaysOf({ startDate: '2026-11-22', endDate: '2026-12-05' }, HOLIDAYS)).toBe(9);
  });

  it('ignores holidays outside the range and on weekends, and counts a holiday once', () => {
    expect(leaveDaysOf({ startDate: '2026-11-25', endDate: '2026-11-27' }, HOLIDAYS)).toBe(3);
    expect(leaveDaysOf({ startDate: '2026-11-23', endDate: '2026-11-29' }, ['2026-11-28', '2026-11-24', '2026-11-24'])).toBe(4);
  });

  it('counts a half day as 0.5 on a working day, and 0 on a weekend or a holiday', () => {
    expect(leaveDaysOf({ startDate: '2026-11-23', endDate: '2026-11-23', halfDay: 'FirstHalf' }, HOLIDAYS)).toBe(0.5);
    expect(leaveDaysOf({ startDate: '2026-11-24', endDate: '2026-11-24', halfDay: 'SecondHalf' }, HOLIDAYS)).toBe(0);
    expect(leaveDaysOf({ startDate: '2026-11-28', endDate: '2026-11-28', halfDay: 'FirstHalf' })).toBe(0);
  });

  it('is 0 for a range with no working day or an end before the start', () => {
    expect(leaveDaysOf({ startDate: '2026-11-28', endDate: '2026-11-29' })).toBe(0);
    expect(leaveDaysOf({ startDate: '2026-11-24', endDate: '2026-11-24' }, HOLIDAYS)).toBe(0);
    expect(leaveDaysOf({ startDate: '2026-11-27', endDate: '2026-11-23' })).toBe(0);
  });
});
