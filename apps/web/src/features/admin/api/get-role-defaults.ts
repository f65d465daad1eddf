import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleDefaults } from '@apps/contracts/core/role-defaults';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/role-defaults`: the roles every new person receives. */
export function getRoleDefaults(): Promise<RoleDefaults> {
  return api.get<RoleDefaults>('/role-defaults');
}

export function getRoleDefaultsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.roleDefaults(), queryFn: getRoleDefaults });
}

export function useRoleDefaults() {
  return useQuery(getRoleDefaultsQueryOptions());
}
