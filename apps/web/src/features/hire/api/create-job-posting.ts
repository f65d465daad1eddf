import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobPostingInput, JobPosting } from '@apps/contracts/hire/job-posting';
import { api } from '../../../lib/api-client';
import { hireKeys } from './keys';

/** `POST /v1/hire/jobs`: creates a posting as Draft. */
export function createJobPosting(input: CreateJobPostingInput): Promise<JobPosting> {
  return api.post<JobPosting>('/hire/jobs', input);
}

export function useCreateJobPosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobPosting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hireKeys.jobs() }),
  });
}
