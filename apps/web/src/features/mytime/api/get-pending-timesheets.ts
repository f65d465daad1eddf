import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/timesheets/pending-approval?managerId=`: Submitted timesheets of others, newest first. */
export function getPendingTimesheets(managerId: string): Promise<Timesheet[]> {
  return api.get<Timesheet[]>('/mytime/timesheets/pending-approval', { query: { managerId, limit: 100 } });
}

export function getPendingTimesheetsQueryOptions(managerId: string) {
  return queryOptions({ queryKey: mytimeKeys.pendingTimesheets(managerId), queryFn: () => getPendingTimesheets(managerId) });
}

export function usePendingTimesheets(managerId: string | undefined) {
  return useQuery({ ...getPendingTimesheetsQueryOptions(managerId ?? ''), enabled: Boolean(managerId) });
}
