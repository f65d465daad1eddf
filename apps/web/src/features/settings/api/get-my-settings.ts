import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { keepSettings, keptSettings } from '../../../lib/kept-settings';
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
 * What this browser kept from the last read (lib/kept-settings.ts) is the answer until the read ends, so a
 * screen opened again draws at once instead of waiting for a request; the read always happens (the kept
 * record counts as stale), and what it brings is kept for the next load.
 */
export function useMySettings() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const query = useQuery({
    ...getMySettingsQueryOptions(),
    enabled: userId !== null,
    initialData: () => (userId === null ? undefined : keptSettings(userId)),
    initialDataUpdatedAt: 0,
  });
  const { data } = query;
  useEffect(() => {
    if (userId !== null && data) keepSettings(userId, data);
  }, [userId, data]);
  return query;
}
