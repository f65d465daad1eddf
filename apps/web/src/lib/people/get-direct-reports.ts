import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import type { Page } from '@apps/contracts/page';
import { api } from '../api-client';
import { PEOPLE_STALE_MS, peopleKeys } from './keys';

/** The most direct reports one read asks for (the API's largest page). */
export const DIRECT_REPORTS_PAGE = 100;

/**
 * `GET /v1/users/{id}/direct-reports?limit=&offset=`: a page of the person's direct reports,
 * by name. For the person, the people above them and Admin on all (404 otherwise).
 */
export function getDirectReports(userId: string, limit = DIRECT_REPORTS_PAGE, offset = 0): Promise<Page<User>> {
  return api.get<Page<User>>(`/users/${userId}/direct-reports`, { query: { limit, offset } });
}

export function getDirectReportsQueryOptions(userId: string, limit = DIRECT_REPORTS_PAGE, offset = 0) {
  return queryOptions({ queryKey: peopleKeys.directReports(userId, limit, offset), queryFn: () => getDirectReports(userId, limit, offset), staleTime: PEOPLE_STALE_MS });
}

export function useDirectReports(userId: string | undefined, { limit = DIRECT_REPORTS_PAGE, offset = 0, enabled = true } = {}) {
  return useQuery({ ...getDirectReportsQueryOptions(userId ?? '', limit, offset), enabled: enabled && Boolean(userId) });
}
