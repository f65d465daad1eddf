import { describe, expect, it } from 'vitest';
import { formatLeaveDays, halfDayLabel, leaveLength, leavePeriod } from './leave-text';

describe('leave texts', () => {
  it('writes days with their plural', () => {
    expect(formatLeaveDays(1)).toBe('1 day');
    expect(formatLeaveDays(0.5)).toBe('0.5 days');
    expect(formatLeaveDays(2.5)).toBe('2.5 days');
    expect(formatLeaveDays(3)).toBe('3 days');
  });

  it('names the half of a half-day request', () => {
    expect(halfDayLabel('FirstHalf')).toBe('First half');
    expect(halfDayLabel(null)).toBeNull();
    expect(leaveLength({ halfDay: 'SecondHalf', totalDays: 0.5 })).toBe('Second half · 0.5 days');
    expect(leaveLength({ halfDay: null, totalDays: 2 })).toBe('2 days');
  });

  it('keeps the half in the period of notifications', () => {
    expect(leavePeriod({ leaveType: 'CasualLeave', startDate: '2026-11-27', endDate: '2026-11-27', halfDay: 'FirstHalf' })).toMatch(/^Casual Leave for .*\(First half\)$/);
    expect(leavePeriod({ leaveType: 'SickLeave', startDate: '2026-11-23', endDate: '2026-11-25' })).not.toMatch(/half/);
  });
});
