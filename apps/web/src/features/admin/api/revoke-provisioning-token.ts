import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScimToken } from '@apps/contracts/core/provisioning';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `DELETE /v1/provisioning/tokens/{id}`: revokes a provisioning token at once. */
export function revokeProvisioningToken(id: string): Promise<ScimToken> {
  return api.delete<ScimToken>(`/provisioning/tokens/${id}`);
}

export function useRevokeProvisioningToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeProvisioningToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.provisioning() }),
  });
}
