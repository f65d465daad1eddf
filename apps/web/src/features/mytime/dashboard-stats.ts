import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';

/** The four dashboard figures (SPEC.md section 9); hours and days. */
export interface DashboardStats {
  /** Total hours of the first Draft timesheet (newest first), else 0. */
  hoursThisWeek: number;
  /** Timesheets with status Submitted. */
  pendingTimesheets: number;
  /** Sum of available days across leave types. */
  leaveBalance: number;
  /** Always 0 (SPEC.md section 9). */
  upcomingLeaves: number;
}

/**
 * SPEC.md section 9 dashboard rules. Missing data (a failed read) counts as none, which gives the
 * default values the dashboard's failure toasts announce.
 */
export function dashboardStats(timesheets: readonly Timesheet[] | undefined, balances: readonly LeaveBalance[] | undefined): DashboardStats {
  const sheets = timesheets ?? [];
  return {
    hoursThisWeek: sheets.find((s) => s.status === 'Draft')?.totalHours ?? 0,
    pendingTimesheets: sheets.filter((s) => s.status === 'Submitted').length,
    leaveBalance: (balances ?? []).reduce((sum, b) => sum + b.available, 0),
    upcomingLeaves: 0,
  };
}

/** How many items the dashboard lists show (SPEC.md section 9). */
export const DASHBOARD_LIST_SIZE = 5;
