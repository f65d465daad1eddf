import { describe, expect, it } from 'vitest';
import type { LeaveBalance, LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { aTimesheet } from '../../test/fixtures';
import { dashboardStats } from './dashboard-stats';

const TODAY = '2026-11-25'; // a Wednesday of the week Nov 22 - Nov 28

function sheet(status: Timesheet['status'], totalHours: number, weekStartDate = '2026-11-15'): Timesheet {
  return aTimesheet({ id: `${status}-${totalHours}-${weekStartDate}`, employeeName: null, weekStartDate, weekEndDate: weekStartDate, status, totalHours, billableHours: totalHours });
}

const balance = (available: number): LeaveBalance => ({ id: String(available), leaveType: 'CasualLeave', year: 2026, allocated: 12, used: 12 - available, available });

function leave(status: LeaveRequest['status'], startDate: string): LeaveRequest {
  return {
    id: `${status}-${startDate}`,
    employeeId: 'e',
    employeeName: null,
    employeeActive: true,
    leaveType: 'CasualLeave',
    startDate,
    endDate: startDate,
    totalDays: 1,
    halfDay: null,
    reason: 'r',
    status,
    rejectionReason: null,
    reviewedById: null,
    reviewedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('dashboardStats (SPEC.md section 9, as the product now reads it)', () => {
  it('takes Hours This Week from the current week whatever its status, not the first Draft', () => {
    const stats = dashboardStats([sheet('Submitted', 31.5, '2026-11-22'), sheet('Draft', 16.5), sheet('Submitted', 38, '2026-11-08')], [], [], TODAY);
    expect(stats.hoursThisWeek).toBe(31.5);
    expect(stats.pendingTimesheets).toBe(2);
    expect(dashboardStats([sheet('Draft', 16.5)], [], [], TODAY).hoursThisWeek).toBe(0);
  });

  it('counts approved leave that starts after today as Upcoming Leaves', () => {
    const leaves = [leave('Approved', '2026-12-01'), leave('Approved', '2026-11-26'), leave('Approved', TODAY), leave('Pending', '2026-12-03'), leave('Approved', '2026-10-01'), leave('Rejected', '2026-12-04')];
    expect(dashboardStats([], [], leaves, TODAY).upcomingLeaves).toBe(2);
  });

  it('sums available days for the Leave Balance headline', () => {
    expect(dashboardStats([], [balance(10), balance(2.5)], [], TODAY).leaveBalance).toBe(12.5);
  });

  it('falls back to zeros when the reads failed (the default values of the toasts)', () => {
    expect(dashboardStats(undefined, undefined, undefined, TODAY)).toEqual({ hoursThisWeek: 0, pendingTimesheets: 0, leaveBalance: 0, upcomingLeaves: 0 });
  });
});
