import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `DELETE /v1/users/{id}`: deletes a user and their role rows. */
export function deleteUser(userId: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/users/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
