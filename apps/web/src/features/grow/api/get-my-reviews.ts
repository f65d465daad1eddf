import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@apps/contracts/page';
import type { Review } from '@apps/contracts/grow/review';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

/** `GET /v1/grow/reviews/my`: the signed-in person's reviews, latest period first, one page. */
export function getMyReviews(params: PageParams = {}): Promise<Page<Review>> {
  return api.get<Page<Review>>('/grow/reviews/my', { query: { ...params } });
}

export function getMyReviewsQueryOptions(params: PageParams = {}) {
  return queryOptions({ queryKey: growKeys.myReviews(params), queryFn: () => getMyReviews(params) });
}

export function useMyReviews(params: PageParams = {}) {
  return useQuery(getMyReviewsQueryOptions(params));
}
