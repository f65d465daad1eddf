import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Candidate, RegisterCandidateInput } from '@apps/contracts/hire/candidate';
import { api } from '../../../lib/api-client';
import { hireKeys } from './keys';

/** `POST /v1/hire/candidates`: registers a candidate. */
export function registerCandidate(input: RegisterCandidateInput): Promise<Candidate> {
  return api.post<Candidate>('/hire/candidates', input);
}

export function useRegisterCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCandidate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hireKeys.candidates() }),
  });
}
