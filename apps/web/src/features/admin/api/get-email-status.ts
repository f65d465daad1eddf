import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/notifications/email-status` (Admin on all): e-mail on or off, and failed deliveries. */
export function getEmailStatus(): Promise<EmailStatus> {
  return api.get<EmailStatus>('/notifications/email-status');
}

export function emailStatusQueryOptions() {
  return queryOptions({ queryKey: [...adminKeys.all, 'email-status'], queryFn: getEmailStatus });
}

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}
