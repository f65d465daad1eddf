import type { CandidateStatus } from '@apps/contracts/hire/candidate';
import type { JobStatus } from '@apps/contracts/hire/job-posting';

/** Filter and page of a job posting list. */
export interface JobPostingListParams {
  status?: readonly JobStatus[];
  limit?: number;
  offset?: number;
}

/** Filter and page of a candidate list. */
export interface CandidateListParams {
  status?: readonly CandidateStatus[];
  jobId?: string;
  limit?: number;
  offset?: number;
}

/** Query keys of the Hire feature; mutations invalidate through them. */
export const hireKeys = {
  all: ['hire'] as const,
  jobs: () => [...hireKeys.all, 'jobs'] as const,
  jobList: (params: JobPostingListParams) => [...hireKeys.jobs(), 'list', params] as const,
  candidates: () => [...hireKeys.all, 'candidates'] as const,
  candidateList: (params: CandidateListParams) => [...hireKeys.candidates(), 'list', params] as const,
};
