import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDateInput } from '@apps/contracts/mytime/calendar';
import { todayLocal, toLocalMidnightIso } from './local-dates';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toLocalMidnightIso (dates leave as local midnight with the local offset)', () => {
  it.each([
    [-330, '2026-11-23T00:00:00.000+05:30'],
    [0, '2026-11-23T00:00:00.000+00:00'],
    [300, '2026-11-23T00:00:00.000-05:00'],
    [-345, '2026-11-23T00:00:00.000+05:45'],
  ])('offset %i minutes -> %s', (offset, expected) => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
    expect(toLocalMidnightIso('2026-11-23')).toBe(expected);
  });

  it('is read back by the server as the same calendar date', () => {
    for (const date of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(parseDateInput(toLocalMidnightIso(date))).toBe(date);
    }
  });
});

describe('todayLocal', () => {
  it('uses the local calendar date, not UTC', () => {
    expect(todayLocal(new Date(2026, 10, 23, 0, 30))).toBe('2026-11-23');
    expect(todayLocal(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });
});
