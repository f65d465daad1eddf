import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Delegator } from '@apps/contracts/core/people';
import type { Permission, Role, UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { AUTH_STORAGE_KEY } from './stored-session';

/** The sign-in account: username, homeAccountId, name. */
export interface SignInAccount {
  username: string;
  homeAccountId: string;
  name: string | null;
}

/** Persisted fields, exactly those. */
export interface PersistedAuthState {
  azureAccount: SignInAccount | null;
  isAuthenticated: boolean;
  user: User | null;
  roles: Role[];
  userRoles: UserRole[];
  permissions: Permission[];
}

export interface AuthState extends PersistedAuthState {
  /** On while the user, roles and permissions load after sign-in; not persisted. */
  isLoadingRoles: boolean;
  /**
   * The server's reason when it refused the signed-in account as deactivated (403 at sign-in), else
   * null; not persisted (the person sees it on a screen, not in the console).
   */
  accountDeactivated: string | null;
  /**
   * The managers the person is acting for today as their delegate, with their roles
   * (`GET /v1/users/me/delegators`); loaded with the roles, not persisted.
   */
  delegators: Delegator[];
  /** Setting an account signs in. */
  setAccount(account: SignInAccount | null): void;
  setUser(user: User | null): void;
  /** Sets roles and assignments and clears the loading flag. */
  setRoles(roles: Role[], userRoles: UserRole[]): void;
  setPermissions(permissions: Permission[]): void;
  setDelegators(delegators: Delegator[]): void;
  setLoadingRoles(loading: boolean): void;
  setAccountDeactivated(message: string | null): void;
  /** Clears account, user, roles, userRoles, permissions; isAuthenticated false. */
  logout(): void;
}

export { AUTH_STORAGE_KEY };

const signedOut: PersistedAuthState = {
  azureAccount: null,
  isAuthenticated: false,
  user: null,
  roles: [],
  userRoles: [],
  permissions: [],
};

/**
 * `current` when `next` holds the same data (compared as JSON), else `next`: a signed-in page load
 * reloads the user, roles, permissions and delegators, which almost always come
 * back as they were persisted; keeping the old objects keeps every selector's value, so the screen
 * already drawn from the persisted session is not rendered again for each of them (TBT).
 */
export function sameOr<T>(current: T, next: T): T {
  return current === next || JSON.stringify(current) === JSON.stringify(next) ? current : next;
}

/** The client auth store (Zustand, persisted under `auth-storage`). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      isLoadingRoles: false,
      accountDeactivated: null,
      delegators: [],
      // Signing in starts the session load at once, so nothing renders "no access" before roles arrive.
      setAccount: (account) => set({ azureAccount: account, isAuthenticated: account !== null, isLoadingRoles: account !== null }),
      // Reloaded data equal to what is held keeps the held objects (`sameOr`): no re-render for it.
      setUser: (user) => set((s) => ({ user: sameOr(s.user, user) })),
      setRoles: (roles, userRoles) => set((s) => ({ roles: sameOr(s.roles, roles), userRoles: sameOr(s.userRoles, userRoles), isLoadingRoles: false })),
      setPermissions: (permissions) => set((s) => ({ permissions: sameOr(s.permissions, permissions) })),
      setDelegators: (delegators) => set((s) => ({ delegators: sameOr(s.delegators, delegators) })),
      setLoadingRoles: (isLoadingRoles) => set({ isLoadingRoles }),
      setAccountDeactivated: (accountDeactivated) => set({ accountDeactivated }),
      logout: () => set({ ...signedOut, isLoadingRoles: false, accountDeactivated: null, delegators: [] }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // A signed-in page load reloads roles: loading until that finishes, so a deep
      // link to a module is not sent home before the roles arrive.
      merge: (persisted, current) => {
        const state = { ...current, ...(persisted as Partial<PersistedAuthState>) };
        return { ...state, isLoadingRoles: state.isAuthenticated };
      },
      partialize: ({ azureAccount, isAuthenticated, user, roles, userRoles, permissions }) => ({
        azureAccount,
        isAuthenticated,
        user,
        roles,
        userRoles,
        permissions,
      }),
    },
  ),
);

/**
 * SPEC.md section 6 permission check: true when a record has the resource and action. The records are
 * written from the policy's ROLE_GRANTS; screens decide with the policy functions
 * (`useSubject()`), which also know where a role is held.
 */
export function hasPermission(permissions: readonly Permission[], resource: string, action: string): boolean {
  return permissions.some((p) => p.resource === resource && p.action === action);
}
