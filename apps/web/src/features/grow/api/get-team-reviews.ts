import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@apps/contracts/page';
import type { ReviewStatus, TeamReview } from '@apps/contracts/grow/review';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

export type TeamReviewsParams = PageParams & { teamId: string; reviewerId?: string; status?: ReviewStatus };

/** `GET /v1/grow/reviews/team?teamId=`: a manager's team reviews (teamId is the manager's own id). */
export function getTeamReviews(params: TeamReviewsParams): Promise<Page<TeamReview>> {
  return api.get<Page<TeamReview>>('/grow/reviews/team', { query: { ...params } });
}

export function getTeamReviewsQueryOptions(params: TeamReviewsParams) {
  return queryOptions({ queryKey: growKeys.teamReviews(params), queryFn: () => getTeamReviews(params) });
}

export function useTeamReviews(params: TeamReviewsParams, enabled = true) {
  return useQuery({ ...getTeamReviewsQueryOptions(params), enabled });
}
