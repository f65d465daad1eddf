import { countWorkingDays, type CalendarDate } from './calendar';
import type { HalfDay } from './leave';

/**
 * The days a leave request counts: the one rule of the server (the request's `totalDays`,
 * what the balance loses) and of the Request Leave form (its estimate before sending). Working days
 * (Monday to Friday) from `startDate` to `endDate`, both included, that are not among `holidays`
 * (dates `YYYY-MM-DD` of the person's holiday calendar); a half-day request (`halfDay`) counts 0.5
 * when its day is such a working day. 0 when no day is a working day (the server refuses such a
 * request) or `endDate` is before `startDate`. In days.
 */
export function leaveDaysOf(
  request: { startDate: CalendarDate; endDate: CalendarDate; halfDay?: HalfDay | null },
  holidays: Iterable<CalendarDate> = [],
): number {
  const workingDays = countWorkingDays(request.startDate, request.endDate, holidays);
  if (request.halfDay) return workingDays > 0 ? 0.5 : 0;
  return workingDays;
}
