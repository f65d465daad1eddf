import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOkr, Okr } from '@apps/contracts/grow/okr';
import { api } from '../../../lib/api-client';
import { growKeys } from './keys';

/** `POST /v1/grow/okrs`: creates an OKR with its key results. */
export function createOkr(input: CreateOkr): Promise<Okr> {
  return api.post<Okr>('/grow/okrs', input);
}

export function useCreateOkr() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOkr, onSettled: () => queryClient.invalidateQueries({ queryKey: growKeys.okrs() }) });
}
