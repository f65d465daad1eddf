import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningPath } from '@apps/contracts/grow/learning-path';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

/** `GET /v1/grow/learning-paths/my`: the signed-in person's learning paths, newest first, one page. */
export function getMyLearningPaths(params: PageParams = {}): Promise<Page<LearningPath>> {
  return api.get<Page<LearningPath>>('/grow/learning-paths/my', { query: { ...params } });
}

export function getMyLearningPathsQueryOptions(params: PageParams = {}) {
  return queryOptions({ queryKey: growKeys.myLearningPaths(params), queryFn: () => getMyLearningPaths(params) });
}

export function useMyLearningPaths(params: PageParams = {}) {
  return useQuery(getMyLearningPathsQueryOptions(params));
}
