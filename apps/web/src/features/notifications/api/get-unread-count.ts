import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys, UNREAD_POLL_MS } from './keys';

/** `GET /v1/notifications/unread-count`: the bell's badge. */
export function getUnreadCount(): Promise<UnreadCount> {
  return api.get<UnreadCount>('/notifications/unread-count');
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: getUnreadCount, refetchInterval: UNREAD_POLL_MS });
}

/** The caller's unread count, polled every `UNREAD_POLL_MS`. */
export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
