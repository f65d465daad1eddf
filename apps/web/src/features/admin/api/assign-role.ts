import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignRole, UserRole } from '@apps/contracts/core/role';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `POST /v1/user-roles`: gives a user a role on a module or 'all'. */
export function assignRole(input: AssignRole): Promise<UserRole> {
  return api.post<UserRole>('/user-roles', input);
}

export function useAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.assignments() }),
  });
}
