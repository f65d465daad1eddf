import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeaveRequest, LeaveRequest } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `POST /v1/mytime/leaves`: a Pending request (dates as local midnight). */
export function createLeaveRequest(input: CreateLeaveRequest): Promise<LeaveRequest> {
  return api.post<LeaveRequest>('/mytime/leaves', input);
}

export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeaveRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() }) });
}
