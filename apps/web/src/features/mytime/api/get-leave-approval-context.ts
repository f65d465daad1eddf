import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveApprovalContext } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/**
 * `GET /v1/mytime/leaves/{id}/context`: beside Approve and Reject, the requester's balance of the
 * request's type and who else of their team is away on its days (only for someone who may decide it).
 */
export function getLeaveApprovalContext(leaveId: string): Promise<LeaveApprovalContext> {
  return api.get<LeaveApprovalContext>(`/mytime/leaves/${leaveId}/context`);
}

export function getLeaveApprovalContextQueryOptions(leaveId: string) {
  return queryOptions({ queryKey: [...mytimeKeys.leaves(), 'context', leaveId] as const, queryFn: () => getLeaveApprovalContext(leaveId) });
}

/** The approval context of one pending request, read once `enabled`; under `mytimeKeys.leaves()`, so every leave decision refreshes it. */
export function useLeaveApprovalContext(leaveId: string, enabled = true) {
  return useQuery({ ...getLeaveApprovalContextQueryOptions(leaveId), enabled });
}
