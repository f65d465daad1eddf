import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** How many notifications the panel shows. */
export const PANEL_LIMIT = 20;

/** `GET /v1/notifications?limit=`: the caller's newest notifications. */
export function getNotifications(): Promise<Notification[]> {
  return api.get<Notification[]>(`/notifications?limit=${PANEL_LIMIT}`);
}

export function notificationsQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications });
}

/** The panel's list; fetched only while the panel is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
