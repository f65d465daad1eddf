import type { CalendarDate } from '@apps/contracts/mytime/calendar.values';
import { weekOf } from '@apps/contracts/mytime/calendar.values';
import type { LeaveBalance, LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';

/** The four dashboard figures (SPEC.md section 9 as the product now reads it); hours and days. */
export interface DashboardStats {
  /** Hours recorded in the week of `today` (Sunday to Saturday), whatever the timesheet's status; 0 without one. */
  hoursThisWeek: number;
  /** Timesheets with status Submitted. */
  pendingTimesheets: number;
  /** Sum of available days across leave types (the headline; `balances` gives each type). */
  leaveBalance: number;
  /** Approved leave requests that start after `today`. */
  upcomingLeaves: number;
}

/**
 * The dashboard's figures on `today` (`YYYY-MM-DD`, the person's day). Missing data (a failed read)
 * counts as none, which gives the default values the dashboard's failure toasts announce; the screen
 * shows placeholders, not these, while a read is still loading.
 */
export function dashboardStats(
  timesheets: readonly Timesheet[] | undefined,
  balances: readonly LeaveBalance[] | undefined,
  leaves: readonly LeaveRequest[] | undefined,
  today: CalendarDate,
): DashboardStats {
  const sheets = timesheets ?? [];
  const week = weekOf(today).weekStartDate;
  return {
    hoursThisWeek: sheets.find((s) => s.weekStartDate === week)?.totalHours ?? 0,
    pendingTimesheets: sheets.filter((s) => s.status === 'Submitted').length,
    leaveBalance: (balances ?? []).reduce((sum, b) => sum + b.available, 0),
    upcomingLeaves: (leaves ?? []).filter((l) => l.status === 'Approved' && l.startDate > today).length,
  };
}

/** How many items the dashboard lists show. */
export const DASHBOARD_LIST_SIZE = 5;
