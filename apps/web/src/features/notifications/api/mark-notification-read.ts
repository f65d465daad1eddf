import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@apps/contracts/core/notification';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** `POST /v1/notifications/{id}/read`. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<Notification>(`/notifications/${id}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}
