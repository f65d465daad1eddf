import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `POST /v1/mytime/leaves/{id}/approve` `{approverId}`: moves the days from available to used. */
export function approveLeaveRequest({ leaveId, approverId }: { leaveId: string; approverId: string }): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/mytime/leaves/${leaveId}/approve`, { approverId });
}

export function useApproveLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveLeaveRequest, onSettled: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() }) });
}
