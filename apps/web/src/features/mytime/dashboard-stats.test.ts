import { describe, expect, it } from 'vitest';
import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { aTimesheet } from '../../test/fixtures';
import { dashboardStats } from './dashboard-stats';

function sheet(status: Timesheet['status'], totalHours: number): Timesheet {
  return aTimesheet({ id: `${status}-${totalHours}`, employeeName: null, weekStartDate: '2026-11-22', weekEndDate: '2026-11-28', status, totalHours, billableHours: totalHours });
}

const balance = (available: number): LeaveBalance => ({ id: String(available), leaveType: 'CasualLeave', year: 2026, allocated: 12, used: 12 - available, available });

describe('dashboardStats (SPEC.md section 9)', () => {
  it('takes hours from the first Draft, counts Submitted, sums available days, Upcoming Leaves 0', () => {
    const stats = dashboardStats([sheet('Submitted', 40), sheet('Draft', 16.5), sheet('Draft', 8), sheet('Submitted', 38)], [balance(10), balance(2.5)]);
    expect(stats).toEqual({ hoursThisWeek: 16.5, pendingTimesheets: 2, leaveBalance: 12.5, upcomingLeaves: 0 });
  });

  it('falls back to zeros when the reads failed (the default values of the toasts)', () => {
    expect(dashboardStats(undefined, undefined)).toEqual({ hoursThisWeek: 0, pendingTimesheets: 0, leaveBalance: 0, upcomingLeaves: 0 });
  });
});
