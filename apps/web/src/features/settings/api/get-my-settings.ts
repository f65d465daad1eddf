import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { settingsKeys } from './keys';

/** `GET /v1/me/settings`: the signed-in person's saved settings (the defaults when they never saved). */
export function getMySettings(): Promise<UserSettings> {
  return api.get<UserSettings>('/me/settings');
}

export function getMySettingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.mine(), queryFn: getMySettings });
}

/**
 * The signed-in person's settings, read once the API knows the person: with Microsoft sign-in the shell
 * draws as soon as the popup closes, while `POST /v1/auth/login` is still creating a new joiner, and a
 * read before it ends is answered 401, which signs the person out.
 */
export function useMySettings() {
  const known = useAuthStore((s) => s.user !== null);
  return useQuery({ ...getMySettingsQueryOptions(), enabled: known });
}
