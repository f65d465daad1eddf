import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `POST /v1/mytime/leaves/{id}/cancel`: cancels my Pending request. */
export function cancelLeaveRequest(id: string): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/mytime/leaves/${id}/cancel`);
}

export function useCancelLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelLeaveRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() }) });
}
