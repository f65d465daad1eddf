import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Okr } from '@apps/contracts/grow/okr';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/okrs/{id}/approve`: a manager approves someone else's OKR (as themselves). */
export function approveOkr({ okrId, approverId }: { okrId: string; approverId: string }): Promise<Okr> {
  return api.post<Okr>(`/grow/okrs/${okrId}/approve`, { approverId });
}

export function useApproveOkr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveOkr, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.okrs() }) });
}
