import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import { api } from '../api-client';
import { PEOPLE_STALE_MS, peopleKeys } from './keys';

/**
 * `GET /v1/users/{id}/reporting-line`: the managers above the person, nearest first (the
 * first is their manager; empty without one). For the person, the people above them and Admin on all.
 */
export function getReportingLine(userId: string): Promise<User[]> {
  return api.get<User[]>(`/users/${userId}/reporting-line`);
}

export function getReportingLineQueryOptions(userId: string) {
  return queryOptions({ queryKey: peopleKeys.reportingLine(userId), queryFn: () => getReportingLine(userId), staleTime: PEOPLE_STALE_MS });
}

export function useReportingLine(userId: string | undefined, enabled = true) {
  return useQuery({ ...getReportingLineQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}
