import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/leaves/my?employeeId=`: the first 100 of a person's leave requests, latest start first (the page's items). */
export function getMyLeaveRequests(employeeId: string): Promise<LeaveRequest[]> {
  return api.get<Page<LeaveRequest>>('/mytime/leaves/my', { query: { employeeId, limit: 100 } }).then((page) => page.items);
}

export function getMyLeaveRequestsQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: mytimeKeys.myLeaves(employeeId), queryFn: () => getMyLeaveRequests(employeeId) });
}

export function useMyLeaveRequests(employeeId: string | undefined) {
  return useQuery({ ...getMyLeaveRequestsQueryOptions(employeeId ?? ''), enabled: Boolean(employeeId) });
}
