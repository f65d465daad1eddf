import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `PATCH /v1/users/{id}` `{isActive}`: activates or deactivates a user. */
export function updateUserStatus({ userId, isActive }: { userId: string; isActive: boolean }): Promise<User> {
  return api.patch<User>(`/users/${userId}`, { isActive });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
