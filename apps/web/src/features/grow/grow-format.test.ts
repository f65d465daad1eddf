import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageProgress, currentQuarter } from './grow-format';
import { setDateDefaults } from '@apps/contracts/date-format';

describe('averageProgress (SPEC.md section 9: whole percent)', () => {
  it('rounds the mean to a whole percent, 0 without OKRs', () => {
    expect(averageProgress([])).toBe(0);
    expect(averageProgress([{ progress: 30 }, { progress: 0 }])).toBe(15);
    expect(averageProgress([{ progress: 33.3 }, { progress: 33.4 }])).toBe(33);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 20 }), (values) => {
        const avg = averageProgress(values.map((progress) => ({ progress })));
        return Number.isInteger(avg) && avg >= 0 && avg <= 100;
      }),
    );
  });
});

describe('currentQuarter', () => {
  it('maps months to quarters 1 to 4', () => {
    expect(currentQuarter(new Date(2026, 0, 15))).toEqual({ quarter: 1, year: 2026 });
    expect(currentQuarter(new Date(2026, 5, 30))).toEqual({ quarter: 2, year: 2026 });
    expect(currentQuarter(new Date(2026, 11, 31))).toEqual({ quarter: 4, year: 2026 });
  });
});

describe('currentQuarter in the person\'s time zone', () => {
  afterEach(() => setDateDefaults({}));

  it('takes the quarter of the day it already is where the person is', () => {
    // 2026-12-31 20:00 UTC is already 2027-01-01 in Asia/Tokyo.
    setDateDefaults({ timeZone: 'Asia/Tokyo' });
    expect(currentQuarter(new Date('2026-12-31T20:00:00Z'))).toEqual({ quarter: 1, year: 2027 });
    setDateDefaults({ timeZone: 'America/New_York' });
    expect(currentQuarter(new Date('2026-12-31T20:00:00Z'))).toEqual({ quarter: 4, year: 2026 });
  });
});
