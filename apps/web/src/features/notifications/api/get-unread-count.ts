import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { notificationKeys, UNREAD_POLL_MS } from './keys';

/** `GET /v1/notifications/unread-count`: the bell's badge. */
export function getUnreadCount(): Promise<UnreadCount> {
  return api.get<UnreadCount>('/notifications/unread-count');
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: getUnreadCount, refetchInterval: UNREAD_POLL_MS });
}

/**
 * The caller's unread count, polled every `UNREAD_POLL_MS`, once the session's user is loaded: on a
 * person's first sign-in `POST /v1/auth/login` creates them, and asking before it answers would get a
 * 401 (an unknown person) that signs them out again.
 */
export function useUnreadCount() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return useQuery({ ...unreadCountQueryOptions(), enabled: signedIn });
}
