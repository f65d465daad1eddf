import type { CalendarDate } from './calendar.values';

/**
 * The web app's link to one week of the timesheet screen: `/mytime/timesheet?week=YYYY-MM-DD`, the
 * Sunday that starts it. Reminders and notifications about a timesheet link there (in the app and in
 * the e-mail), so the week they name is the week that opens.
 */
export function timesheetWeekPath(weekStartDate: CalendarDate): string {
  return `/mytime/timesheet?week=${weekStartDate}`;
}
