import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedScimToken } from '@apps/contracts/core/provisioning';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `POST /v1/provisioning/tokens`: a new provisioning token; the secret is in this answer only. */
export function createProvisioningToken(name: string): Promise<CreatedScimToken> {
  return api.post<CreatedScimToken>('/provisioning/tokens', { name });
}

export function useCreateProvisioningToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProvisioningToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.provisioning() }),
  });
}
