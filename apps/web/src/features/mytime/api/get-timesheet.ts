import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/timesheets/{id}`: one timesheet with entries and totals. */
export function getTimesheet(id: string): Promise<Timesheet> {
  return api.get<Timesheet>(`/mytime/timesheets/${id}`);
}

export function getTimesheetQueryOptions(id: string) {
  return queryOptions({ queryKey: mytimeKeys.timesheet(id), queryFn: () => getTimesheet(id) });
}

/**
 * One timesheet. `fromList` (the same DTO from the list, entries included) shows at once and is
 * refreshed in the background, so the detail panel needs no extra round trip to appear.
 */
export function useTimesheet(id: string | null, fromList?: { timesheet: Timesheet | undefined; updatedAt: number }) {
  return useQuery({
    ...getTimesheetQueryOptions(id ?? ''),
    enabled: Boolean(id),
    ...(fromList?.timesheet ? { initialData: fromList.timesheet, initialDataUpdatedAt: fromList.updatedAt } : {}),
  });
}
