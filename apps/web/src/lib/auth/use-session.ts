import { useCallback } from 'react';
import type { Delegator } from '@apps/contracts/core/people';
import type { Permission, UserRolesResponse } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { api, ApiError } from '../api-client';
import { useAuthStore } from './auth-store';
import { useAuthClient } from './auth-context';
import { unsubscribeFromPush } from '../push';
import { forgetSettings } from '../kept-settings';
import { i18n } from '../i18n/intl';
import { sessionMessages } from '../messages';

/** Shown when the server refuses a deactivated account without a message of its own. */
export const ACCOUNT_DEACTIVATED_MESSAGE = sessionMessages.accountDeactivated.defaultMessage;

/**
 * SPEC.md section 4 loading order after sign-in: user fetched or created; avatar attempted; roles and
 * assignments loaded (with the managers the person acts for today as a delegate);
 * permissions loaded. The loading-roles flag is on throughout. Failures are
 * logged, not shown; a 401 has already signed the person out, and a
 * 403 (deactivated) leaves them with no roles and records the server's reason, which the app shows
 * instead of the home tiles.
 */
export function useLoadSession() {
  const { client } = useAuthClient();
  return useCallback(async () => {
    const store = useAuthStore.getState();
    store.setLoadingRoles(true);
    store.setAccountDeactivated(null);
    try {
      const user = await api.post<User>('/auth/login');
      let avatarUrl: string | null = null;
      try {
        avatarUrl = await client.getProfilePhoto();
      } catch (error) {
        console.warn('Profile photo could not be loaded', error);
      }
      useAuthStore.getState().setUser({ ...user, avatarUrl });
      // The managers the person acts for today come with the roles, so a delegate's screens never
      // show "no permission" between the two; without them the person still signs in.
      const [{ roles, userRoles }, delegators] = await Promise.all([
        api.get<UserRolesResponse>(`/users/${user.id}/roles`),
        api.get<Delegator[]>('/users/me/delegators').catch((error: unknown) => {
          console.warn('Delegations could not be loaded', error);
          return [];
        }),
      ]);
      useAuthStore.getState().setDelegators(delegators);
      useAuthStore.getState().setRoles(roles, userRoles);
      const permissions =
        roles.length > 0 ? await api.get<Permission[]>('/permissions', { query: { roleIds: roles.map((r) => r.id).join(',') } }) : [];
      useAuthStore.getState().setPermissions(permissions);
    } catch (error) {
      console.error('Failed to load user data', error);
      if (error instanceof ApiError && error.status === 403) {
        useAuthStore.getState().setRoles([], []);
        useAuthStore.getState().setAccountDeactivated(error.message || i18n().formatMessage(sessionMessages.accountDeactivated));
      }
    } finally {
      useAuthStore.getState().setLoadingRoles(false);
    }
  }, [client]);
}

/**
 * Logout: this browser stops receiving the person's pushes (on a shared device the next person must not
 * see them) and forgets the settings it kept, then the app's logout (clears the auth state), then the identity provider's logout (the
 * Microsoft logout popup in entra mode).
 */
export function useLogout() {
  const { client } = useAuthClient();
  return useCallback(async () => {
    await unsubscribeFromPush().catch(() => undefined);
    forgetSettings();
    useAuthStore.getState().logout();
    try {
      await client.logout();
    } catch (error) {
      console.error('Logout popup failed', error);
    }
  }, [client]);
}
