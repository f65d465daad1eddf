import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** How many of my latest timesheets the screens read (the API's bound is 100). */
export const MY_TIMESHEETS_LIMIT = 50;

/** `GET /v1/mytime/timesheets/employee/{id}`: the first page of a person's timesheets, newest week first (its items). */
export function getEmployeeTimesheets(employeeId: string): Promise<Timesheet[]> {
  return api.get<Page<Timesheet>>(`/mytime/timesheets/employee/${employeeId}`, { query: { limit: MY_TIMESHEETS_LIMIT } }).then((page) => page.items);
}

export function getEmployeeTimesheetsQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: mytimeKeys.employeeTimesheets(employeeId), queryFn: () => getEmployeeTimesheets(employeeId) });
}

/** My timesheets; waits until the signed-in user is known. */
export function useEmployeeTimesheets(employeeId: string | undefined) {
  return useQuery({ ...getEmployeeTimesheetsQueryOptions(employeeId ?? ''), enabled: Boolean(employeeId) });
}
