import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvisioningEvent } from '@apps/contracts/core/provisioning';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/provisioning/events`: the last 100 provisioning events (Admin on all). */
export function getProvisioningEvents(): Promise<ProvisioningEvent[]> {
  return api.get<ProvisioningEvent[]>('/provisioning/events');
}

export function getProvisioningEventsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.provisioningEvents(), queryFn: getProvisioningEvents });
}

export function useProvisioningEvents() {
  return useQuery(getProvisioningEventsQueryOptions());
}
