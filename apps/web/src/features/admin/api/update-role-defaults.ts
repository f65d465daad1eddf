import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleDefaults } from '@apps/contracts/core/role-defaults';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `PUT /v1/role-defaults`: replaces the roles every new person receives; answers the saved list. */
export function updateRoleDefaults(input: RoleDefaults): Promise<RoleDefaults> {
  return api.put<RoleDefaults>('/role-defaults', input);
}

export function useUpdateRoleDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoleDefaults,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.roleDefaults(), saved),
  });
}
