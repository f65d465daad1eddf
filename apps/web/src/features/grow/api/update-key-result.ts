import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Okr } from '@apps/contracts/grow/okr';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `PUT /v1/grow/okrs/{id}/key-results/{krId}`: sets a key result's current value (0 to target). */
export function updateKeyResult({ okrId, keyResultId, current }: { okrId: string; keyResultId: string; current: number }): Promise<Okr> {
  return api.put<Okr>(`/grow/okrs/${okrId}/key-results/${keyResultId}`, { current });
}

export function useUpdateKeyResult() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateKeyResult, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.okrs() }) });
}
