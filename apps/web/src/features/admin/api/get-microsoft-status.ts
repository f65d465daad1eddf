import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MicrosoftStatus } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/notifications/microsoft-status` (Admins): Microsoft 365 connected or not, and the calls that gave up. */
export function getMicrosoftStatus(): Promise<MicrosoftStatus> {
  return api.get<MicrosoftStatus>('/notifications/microsoft-status');
}

export function microsoftStatusQueryOptions() {
  return queryOptions({ queryKey: [...adminKeys.all, 'microsoft-status'], queryFn: getMicrosoftStatus });
}

export function useMicrosoftStatus() {
  return useQuery(microsoftStatusQueryOptions());
}
