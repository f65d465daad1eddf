import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatePage } from '@apps/contracts/hire/candidate';
import { api } from '../../../lib/api-client';
import { hireKeys, type CandidateListParams } from './keys';

/** `GET /v1/hire/candidates`: one page of candidates, newest first (Recruiter, Manager or Admin on hire). */
export function getCandidates(params: CandidateListParams): Promise<CandidatePage> {
  return api.get<CandidatePage>('/hire/candidates', {
    query: { status: params.status?.join(','), jobId: params.jobId, limit: params.limit, offset: params.offset },
  });
}

export function getCandidatesQueryOptions(params: CandidateListParams) {
  return queryOptions({
    queryKey: hireKeys.candidateList(params),
    queryFn: () => getCandidates(params),
    placeholderData: keepPreviousData,
  });
}

/** Candidates; pass `enabled: false` for callers who may not see them. */
export function useCandidates(params: CandidateListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCandidatesQueryOptions(params), enabled });
}
