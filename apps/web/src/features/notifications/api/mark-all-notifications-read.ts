import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAllResult } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** `POST /v1/notifications/read-all`. */
export function markAllNotificationsRead(): Promise<ReadAllResult> {
  return api.post<ReadAllResult>('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}
