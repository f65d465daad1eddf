import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPostingPage } from '@apps/contracts/hire/job-posting';
import { api } from '../../../lib/api-client';
import { hireKeys, type JobPostingListParams } from './keys';

/** `GET /v1/hire/jobs`: one page of postings, newest first (Employees get Open ones only). */
export function getJobPostings(params: JobPostingListParams): Promise<JobPostingPage> {
  return api.get<JobPostingPage>('/hire/jobs', {
    query: { status: params.status?.join(','), limit: params.limit, offset: params.offset },
  });
}

export function getJobPostingsQueryOptions(params: JobPostingListParams) {
  return queryOptions({
    queryKey: hireKeys.jobList(params),
    queryFn: () => getJobPostings(params),
    placeholderData: keepPreviousData,
  });
}

export function useJobPostings(params: JobPostingListParams) {
  return useQuery(getJobPostingsQueryOptions(params));
}
