import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Reject } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `POST /v1/mytime/leaves/{id}/reject` `{rejectorId, reason}`. */
export function rejectLeaveRequest({ leaveId, ...body }: Reject & { leaveId: string }): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/mytime/leaves/${leaveId}/reject`, body);
}

export function useRejectLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectLeaveRequest, onSettled: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() }) });
}
