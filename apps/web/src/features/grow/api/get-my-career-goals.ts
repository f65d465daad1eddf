import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerGoal } from '@apps/contracts/grow/career-goal';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

/** `GET /v1/grow/career-goals/my`: the signed-in person's career goals, newest first, one page. */
export function getMyCareerGoals(params: PageParams = {}): Promise<Page<CareerGoal>> {
  return api.get<Page<CareerGoal>>('/grow/career-goals/my', { query: { ...params } });
}

export function getMyCareerGoalsQueryOptions(params: PageParams = {}) {
  return queryOptions({ queryKey: growKeys.myCareerGoals(params), queryFn: () => getMyCareerGoals(params) });
}

export function useMyCareerGoals(params: PageParams = {}) {
  return useQuery(getMyCareerGoalsQueryOptions(params));
}
