import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `PUT /v1/me/settings`: replaces the signed-in person's whole settings record; answers the saved one. */
export function updateMySettings(input: UserSettings): Promise<UserSettings> {
  return api.put<UserSettings>('/me/settings', input);
}

export function useUpdateMySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMySettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.mine(), saved),
  });
}
