import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `DELETE /v1/user-roles/{id}`: removes one role assignment. */
export function removeRole(userRoleId: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/user-roles/${userRoleId}`);
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.assignments() }),
  });
}
