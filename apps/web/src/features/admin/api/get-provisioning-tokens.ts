import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScimToken } from '@apps/contracts/core/provisioning';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/provisioning/tokens`: provisioning tokens, newest first (Admin on all). */
export function getProvisioningTokens(): Promise<ScimToken[]> {
  return api.get<ScimToken[]>('/provisioning/tokens');
}

export function getProvisioningTokensQueryOptions() {
  return queryOptions({ queryKey: adminKeys.provisioningTokens(), queryFn: getProvisioningTokens });
}

export function useProvisioningTokens() {
  return useQuery(getProvisioningTokensQueryOptions());
}
