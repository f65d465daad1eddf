import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPosting } from '@apps/contracts/hire/job-posting';
import { api } from '../../../lib/api-client';
import { hireKeys } from './keys';

/** `POST /v1/hire/jobs/{id}/publish`: Draft -> Open. */
export function publishJobPosting(id: string): Promise<JobPosting> {
  return api.post<JobPosting>(`/hire/jobs/${id}/publish`);
}

export function usePublishJobPosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishJobPosting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hireKeys.jobs() }),
  });
}
