import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPosting } from '@apps/contracts/hire/job-posting';
import { api } from '../../../lib/api-client';
import { hireKeys } from './keys';

/** `POST /v1/hire/jobs/{id}/close`: Open -> Closed. */
export function closeJobPosting(id: string): Promise<JobPosting> {
  return api.post<JobPosting>(`/hire/jobs/${id}/close`);
}

export function useCloseJobPosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJobPosting,
    // Candidate cards show the linked posting, and the register form offers only postings not Closed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hireKeys.all }),
  });
}
