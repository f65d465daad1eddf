import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDelegation, Delegation } from '@apps/contracts/core/people';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/**
 * `POST /v1/users/{id}/delegations` `{ delegateId, startDate, endDate }` (dates YYYY-MM-DD,
 * both included).
 * @throws ApiError 400 with `validationErrors` (`delegateId` oneself or not an active person, `endDate`
 *   before the start or before today), 409 with 20 open delegations.
 */
export function createDelegation({ userId, body }: { userId: string; body: CreateDelegation }): Promise<Delegation> {
  return api.post<Delegation>(`/users/${userId}/delegations`, body);
}

/** Names a delegate; the person's delegation list reloads. */
export function useCreateDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDelegation,
    onSuccess: (_created, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.delegations(userId) }),
  });
}
