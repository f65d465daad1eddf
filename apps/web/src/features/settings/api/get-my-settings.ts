import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `GET /v1/me/settings`: the signed-in person's saved settings (the defaults when they never saved). */
export function getMySettings(): Promise<UserSettings> {
  return api.get<UserSettings>('/me/settings');
}

export function getMySettingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.mine(), queryFn: getMySettings });
}

export function useMySettings() {
  return useQuery(getMySettingsQueryOptions());
}
