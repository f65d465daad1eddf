import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRolesResponse } from '@apps/contracts/core/role';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** `GET /v1/users/{id}/roles`: the person's distinct roles and every role assignment (own roles only). */
export function getUserRoles(userId: string): Promise<UserRolesResponse> {
  return api.get<UserRolesResponse>(`/users/${userId}/roles`);
}

/** Query options of `GET /v1/users/{id}/roles`, keyed by user id. */
export function getUserRolesQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.roles(userId), queryFn: () => getUserRoles(userId) });
}

/**
 * The person's roles, fresh from the API. `placeholder` (the roles loaded at sign-in) is shown until
 * the answer arrives, so the page never flashes empty.
 */
export function useUserRoles(userId: string | undefined, placeholder: UserRolesResponse) {
  return useQuery({
    ...getUserRolesQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
    placeholderData: placeholder,
  });
}
