import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvisioningStatus } from '@apps/contracts/core/provisioning';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/provisioning/status` (Admin on all). */
export function getProvisioningStatus(): Promise<ProvisioningStatus> {
  return api.get<ProvisioningStatus>('/provisioning/status');
}

export function getProvisioningStatusQueryOptions() {
  return queryOptions({ queryKey: adminKeys.provisioningStatus(), queryFn: getProvisioningStatus });
}

export function useProvisioningStatus() {
  return useQuery(getProvisioningStatusQueryOptions());
}
