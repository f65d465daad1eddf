import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** `DELETE /v1/users/{id}/delegations/{delegationId}`: removes one of the person's own delegations. */
export function deleteDelegation({ userId, delegationId }: { userId: string; delegationId: string }): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/users/${userId}/delegations/${delegationId}`);
}

/** Removes a delegation; the list reloads whether it worked or not (someone may have removed it first). */
export function useDeleteDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDelegation,
    onSettled: (_result, _error, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.delegations(userId) }),
  });
}
