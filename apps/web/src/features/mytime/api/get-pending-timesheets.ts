import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingTimesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/timesheets/pending-approval?managerId=`: Submitted timesheets of others, newest first, each placed in the caller's line (`directReportId`, `lineVia`). */
export function getPendingTimesheets(managerId: string): Promise<PendingTimesheet[]> {
  return api.get<PendingTimesheet[]>('/mytime/timesheets/pending-approval', { query: { managerId, limit: 100 } });
}

export function getPendingTimesheetsQueryOptions(managerId: string) {
  return queryOptions({ queryKey: mytimeKeys.pendingTimesheets(managerId), queryFn: () => getPendingTimesheets(managerId) });
}

export function usePendingTimesheets(managerId: string | undefined) {
  return useQuery({ ...getPendingTimesheetsQueryOptions(managerId ?? ''), enabled: Boolean(managerId) });
}
