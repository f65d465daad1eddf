import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingLeaveRequest } from '@apps/contracts/mytime/leave';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/leaves/pending-approval?managerId=`: the first 100 Pending requests of others, newest first (the page's items). */
export function getPendingLeaveRequests(managerId: string): Promise<PendingLeaveRequest[]> {
  return api.get<Page<PendingLeaveRequest>>('/mytime/leaves/pending-approval', { query: { managerId, limit: 100 } }).then((page) => page.items);
}

export function getPendingLeaveRequestsQueryOptions(managerId: string) {
  return queryOptions({ queryKey: mytimeKeys.pendingLeaves(managerId), queryFn: () => getPendingLeaveRequests(managerId) });
}

export function usePendingLeaveRequests(managerId: string | undefined) {
  return useQuery({ ...getPendingLeaveRequestsQueryOptions(managerId ?? ''), enabled: Boolean(managerId) });
}
