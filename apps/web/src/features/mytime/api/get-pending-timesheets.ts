import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingTimesheet } from '@apps/contracts/mytime/timesheet';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/**
 * `GET /v1/mytime/timesheets/pending-approval?managerId=&entries=false`: the first 100 Submitted
 * timesheets of others, newest first (the page's items), each placed in the caller's line
 * (`directReportId`, `lineVia`), with their totals in hours and without entries: the one opened is read
 * whole (`useTimesheet`).
 */
export function getPendingTimesheets(managerId: string): Promise<PendingTimesheet[]> {
  return api.get<Page<PendingTimesheet>>('/mytime/timesheets/pending-approval', { query: { managerId, limit: 100, entries: false } }).then((page) => page.items);
}

export function getPendingTimesheetsQueryOptions(managerId: string) {
  return queryOptions({ queryKey: mytimeKeys.pendingTimesheets(managerId), queryFn: () => getPendingTimesheets(managerId) });
}

export function usePendingTimesheets(managerId: string | undefined) {
  return useQuery({ ...getPendingTimesheetsQueryOptions(managerId ?? ''), enabled: Boolean(managerId) });
}
