import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '@apps/contracts/mytime/calendar.values';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/**
 * `GET /v1/mytime/timesheets/employee/{id}?weekStartDate=`: a person's timesheet of the week starting
 * `weekStartDate` (a Sunday, `YYYY-MM-DD`), however old, or null when that week has none. The screens
 * read only the newest page of timesheets; this finds a week beyond it.
 * @throws ApiError 400 when `weekStartDate` is not a Sunday, 403 for someone else's timesheets.
 */
export function getEmployeeTimesheetOfWeek(employeeId: string, weekStartDate: CalendarDate): Promise<Timesheet | null> {
  return api
    .get<Page<Timesheet>>(`/mytime/timesheets/employee/${employeeId}`, { query: { weekStartDate, limit: 1 } })
    .then((page) => page.items.find((sheet) => sheet.weekStartDate === weekStartDate) ?? null);
}

export function getEmployeeTimesheetOfWeekQueryOptions(employeeId: string, weekStartDate: CalendarDate) {
  return queryOptions({
    queryKey: mytimeKeys.employeeTimesheetOfWeek(employeeId, weekStartDate),
    queryFn: () => getEmployeeTimesheetOfWeek(employeeId, weekStartDate),
  });
}

/** The person's timesheet of `weekStartDate`; idle while either is unknown (null). */
export function useEmployeeTimesheetOfWeek(employeeId: string | undefined, weekStartDate: CalendarDate | null) {
  return useQuery({
    ...getEmployeeTimesheetOfWeekQueryOptions(employeeId ?? '', weekStartDate ?? ''),
    enabled: Boolean(employeeId && weekStartDate),
  });
}
