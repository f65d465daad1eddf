import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@apps/contracts/core/role';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/roles`: every role ordered by name. */
export function getRoles(): Promise<Role[]> {
  return api.get<Role[]>('/roles');
}

export function getRolesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.roles(), queryFn: getRoles, staleTime: 5 * 60_000 });
}

export function useRoles() {
  return useQuery(getRolesQueryOptions());
}
