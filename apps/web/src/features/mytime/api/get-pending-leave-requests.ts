import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingLeaveRequest } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/leaves/pending-approval?managerId=`: Pending requests of others, newest first. */
export function getPendingLeaveRequests(managerId: string): Promise<PendingLeaveRequest[]> {
  return api.get<PendingLeaveRequest[]>('/mytime/leaves/pending-approval', { query: { managerId, limit: 100 } });
}

export function getPendingLeaveRequestsQueryOptions(managerId: string) {
  return queryOptions({ queryKey: mytimeKeys.pendingLeaves(managerId), queryFn: () => getPendingLeaveRequests(managerId) });
}

export function usePendingLeaveRequests(managerId: string | undefined) {
  return useQuery({ ...getPendingLeaveRequestsQueryOptions(managerId ?? ''), enabled: Boolean(managerId) });
}
