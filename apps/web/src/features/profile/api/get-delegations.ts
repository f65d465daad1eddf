import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Delegation } from '@apps/contracts/core/people';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** `GET /v1/users/{id}/delegations`: the manager's current and future delegations, by start date (own only). */
export function getDelegations(userId: string): Promise<Delegation[]> {
  return api.get<Delegation[]>(`/users/${userId}/delegations`);
}

export function getDelegationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.delegations(userId), queryFn: () => getDelegations(userId) });
}

export function useDelegations(userId: string | undefined) {
  return useQuery({ ...getDelegationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
