import { describe, expect, it } from 'vitest';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { isMonth, isWeekend, leaveByDate, monthOf, monthRange, monthWeeks, shiftMonth, viewRange } from './team-calendar';

function leave(employeeName: string, startDate: string, endDate: string): LeaveRequest {
  return {
    id: `${employeeName}-${startDate}`,
    employeeId: employeeName,
    employeeName,
    employeeActive: true,
    leaveType: 'CasualLeave',
    startDate,
    endDate,
    totalDays: 1,
    halfDay: null,
    reason: 'r',
    status: 'Approved',
    rejectionReason: null,
    reviewedById: null,
    reviewedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('team calendar month view', () => {
  it('moves between months across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
    expect(monthOf('2026-11-23')).toBe('2026-11');
  });

  it('accepts only real months', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('1999-12')).toBe(false);
    expect(isMonth('nonsense')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('knows the last day of a month, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange('2026-02').last).toBe('2026-02-28');
  });

  it('lays the month out in Sunday-to-Saturday weeks', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]![6]).toBe('2026-12-05');
    expect(monthWeeks('2026-08')).toHaveLength(6); // Saturday the 1st
    expect(viewRange('2026-08')).toEqual({ startDate: '2026-07-26', endDate: '2026-09-05' });
  });

  it('puts each request on every date it covers, by name', () => {
    const dates = ['2026-11-23', '2026-11-24', '2026-11-25'];
    const byDate = leaveByDate([leave('Vikram', '2026-11-24', '2026-11-30'), leave('Arjun', '2026-11-20', '2026-11-24')], dates);
    expect(byDate.has('2026-11-25')).toBe(true);
    expect(byDate.get('2026-11-23')!.map((l) => l.employeeName)).toEqual(['Arjun']);
    expect(byDate.get('2026-11-24')!.map((l) => l.employeeName)).toEqual(['Arjun', 'Vikram']);
    expect(leaveByDate([], dates).size).toBe(0);
  });

  it('knows weekends', () => {
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });
});
