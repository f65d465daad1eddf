import { describe, expect, it } from 'vitest';
import { allowedWeeks, clampWeek, FIRST_WEEK_LIMIT, latestEarlierWeekWithEntries, weekFromParam, weeksOf } from './timesheet-weeks';

// Which weeks the timesheet screen can open (Wednesday 2026-11-25: the current week starts 2026-11-22).

const TODAY = '2026-11-25';
const entry = { id: 'e', date: '2026-11-02', projectId: 'p', projectName: 'P', taskDescription: 't', hours: 1, category: 'Development', isBillable: true } as const;

describe('allowedWeeks', () => {
  it('runs from the week the account was made to the current week', () => {
    expect(allowedWeeks(TODAY, '2026-11-04T10:00:00.000Z', [])).toEqual({ first: '2026-11-01', last: '2026-11-22' });
  });

  it('starts earlier when an older timesheet exists, never after the current week, never before the date limit', () => {
    expect(allowedWeeks(TODAY, '2026-11-04T10:00:00.000Z', [{ weekStartDate: '2026-10-04' }])).toEqual({ first: '2026-10-04', last: '2026-11-22' });
    expect(allowedWeeks(TODAY, '2027-01-04T10:00:00.000Z', [{ weekStartDate: '2027-03-07' }])).toEqual({ first: '2026-11-22', last: '2026-11-22' });
    expect(allowedWeeks(TODAY, null, [{ weekStartDate: '1899-12-31' }]).first).toBe(FIRST_WEEK_LIMIT);
  });
});

describe('weekFromParam and clampWeek', () => {
  it('reads any real date as the Sunday of its week, anything else as nothing', () => {
    expect(weekFromParam('2026-11-15')).toBe('2026-11-15');
    expect(weekFromParam('2026-11-19')).toBe('2026-11-15');
    expect(weekFromParam('2026-02-30')).toBeNull();
    expect(weekFromParam('next')).toBeNull();
    expect(weekFromParam(null)).toBeNull();
  });

  it('moves a week outside the allowed range to its nearest end', () => {
    const range = { first: '2026-11-01', last: '2026-11-22' };
    expect(clampWeek('2026-12-06', range)).toBe('2026-11-22');
    expect(clampWeek('2026-10-04', range)).toBe('2026-11-01');
    expect(clampWeek('2026-11-08', range)).toBe('2026-11-08');
    expect(weeksOf(range)).toEqual(['2026-11-22', '2026-11-15', '2026-11-08', '2026-11-01']);
  });
});

describe('latestEarlierWeekWithEntries', () => {
  it('skips a missing week and a week without entries', () => {
    const sheets = [
      { weekStartDate: '2026-11-22', entries: [entry] },
      { weekStartDate: '2026-11-08', entries: [] },
      { weekStartDate: '2026-11-01', entries: [entry] },
      { weekStartDate: '2026-10-25', entries: [entry] },
    ];
    expect(latestEarlierWeekWithEntries(sheets, '2026-11-22')?.weekStartDate).toBe('2026-11-01');
    expect(latestEarlierWeekWithEntries(sheets, '2026-10-25')).toBeNull();
  });
});
