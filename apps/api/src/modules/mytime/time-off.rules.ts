import { datesOfWeek, isWorkingWeekday, weekOf } from '@apps/contracts/mytime/calendar';
import { LEAVE_TYPE_LABELS, type HalfDay, type LeaveType } from '@apps/contracts/mytime/leave';
import type { TimeOffRow, TimeOffWeek } from '@apps/contracts/mytime/time-off';

/** Leave types that are not time off: work from home is a working day. */
export const NOT_TIME_OFF: readonly LeaveType[] = ['WorkFromHome'];

/**
 * The time-off rows of one week, pure. On each working weekday (Monday to Friday) a
 * holiday of the person counts `workingDayHours`; otherwise each approved leave request covering the
 * day counts `workingDayHours`, or half of it for a half-day request. Weekends count nothing; a
 * holiday inside a leave request counts as the holiday, as leave day counts skip it. Hours, rounded
 * to 0.01. Rows: holidays by date, then leave by start date; rows without hours are left out.
 */
export function buildTimeOffWeek(
  week: { timesheetId: string; employeeId: string; weekStartDate: string },
  holidays: ReadonlyArray<{ id: string; date: string; name: string }>,
  leaves: ReadonlyArray<{ id: string; leaveType: LeaveType; startDate: string; endDate: string; halfDay: HalfDay | null }>,
  workingDayHours: number,
): TimeOffWeek {
  const dates = datesOfWeek(week.weekStartDate);
  const holidayDates = new Set(holidays.filter((h) => isWorkingWeekday(h.date)).map((h) => h.date));
  const round = (hours: number) => Math.round(hours * 100) / 100;
  const row = (base: Omit<TimeOffRow, 'days' | 'totalHours'>, hoursOn: (date: string) => number): TimeOffRow => {
    const days = dates.map((date) => ({ date, hours: isWorkingWeekday(date) ? round(hoursOn(date)) : 0 }));
    return { ...base, days, totalHours: round(days.reduce((sum, day) => sum + day.hours, 0)) };
  };
  const rows: TimeOffRow[] = [
    ...[...holidays]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((h) =>
        row({ kind: 'Holiday', label: h.name, holidayId: h.id, leaveRequestId: null, leaveType: null, halfDay: null }, (date) =>
          date === h.date ? workingDayHours : 0,
        ),
      ),
    ...[...leaves]
      .filter((leave) => !NOT_TIME_OFF.includes(leave.leaveType))
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
      .map((leave) =>
        row(
          {
            kind: 'Leave',
            label: LEAVE_TYPE_LABELS[leave.leaveType] ?? leave.leaveType,
            holidayId: null,
            leaveRequestId: leave.id,
            leaveType: leave.leaveType,
            halfDay: leave.halfDay ?? null,
          },
          (date) => (date >= leave.startDate && date <= leave.endDate && !holidayDates.has(date) ? (leave.halfDay ? workingDayHours / 2 : workingDayHours) : 0),
        ),
      ),
  ].filter((r) => r.totalHours > 0);
  const days = dates.map((date, i) => ({ date, hours: round(rows.reduce((sum, r) => sum + r.days[i]!.hours, 0)) }));
  return {
    timesheetId: week.timesheetId,
    employeeId: week.employeeId,
    weekStartDate: week.weekStartDate,
    weekEndDate: weekOf(week.weekStartDate).weekEndDate,
    workingDayHours,
    rows,
    days,
    totalHours: round(days.reduce((sum, day) => sum + day.hours, 0)),
  };
}
