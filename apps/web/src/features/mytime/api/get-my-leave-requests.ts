import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/leaves/my?employeeId=`: a person's leave requests, latest start first. */
export function getMyLeaveRequests(employeeId: string): Promise<LeaveRequest[]> {
  return api.get<LeaveRequest[]>('/mytime/leaves/my', { query: { employeeId, limit: 100 } });
}

export function getMyLeaveRequestsQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: mytimeKeys.myLeaves(employeeId), queryFn: () => getMyLeaveRequests(employeeId) });
}

export function useMyLeaveRequests(employeeId: string | undefined) {
  return useQuery({ ...getMyLeaveRequestsQueryOptions(employeeId ?? ''), enabled: Boolean(employeeId) });
}
