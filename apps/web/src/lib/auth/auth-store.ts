import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Permission, Role, RoleName, UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import type { ModuleId, RoleModule } from '@apps/contracts/module-ids';

/** The sign-in account (SPEC.md section 3): username, homeAccountId, name. */
export interface SignInAccount {
  username: string;
  homeAccountId: string;
  name: string | null;
}

/** Persisted fields, exactly those of SPEC.md section 3 "Client auth state". */
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
  /** Setting an account signs in (SPEC.md section 4). */
  setAccount(account: SignInAccount | null): void;
  setUser(user: User | null): void;
  /** Sets roles and assignments and clears the loading flag. */
  setRoles(roles: Role[], userRoles: UserRole[]): void;
  setPermissions(permissions: Permission[]): void;
  setLoadingRoles(loading: boolean): void;
  /** Clears account, user, roles, userRoles, permissions; isAuthenticated false. */
  logout(): void;
}

/** Local storage key of the persisted auth state (SPEC.md section 9). */
export const AUTH_STORAGE_KEY = 'auth-storage';

const signedOut: PersistedAuthState = {
  azureAccount: null,
  isAuthenticated: false,
  user: null,
  roles: [],
  userRoles: [],
  permissions: [],
};

/** The client auth store (Zustand, persisted under `auth-storage`). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      isLoadingRoles: false,
      // Signing in starts the session load at once, so nothing renders "no access" before roles arrive.
      setAccount: (account) => set({ azureAccount: account, isAuthenticated: account !== null, isLoadingRoles: account !== null }),
      setUser: (user) => set({ user }),
      setRoles: (roles, userRoles) => set({ roles, userRoles, isLoadingRoles: false }),
      setPermissions: (permissions) => set({ permissions }),
      setLoadingRoles: (isLoadingRoles) => set({ isLoadingRoles }),
      logout: () => set({ ...signedOut, isLoadingRoles: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // A signed-in page load reloads roles (SPEC.md section 4): loading until that finishes, so a deep
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
 * SPEC.md section 6 role check: the role name is held; with `module`, only assignments on that module
 * or 'all' count (role_id matched to the role).
 */
export function hasRole(userRoles: readonly UserRole[], roleName: RoleName, module?: RoleModule): boolean {
  return userRoles.some(
    (assignment) =>
      assignment.role.name === roleName && (module === undefined || assignment.module === module || assignment.module === 'all'),
  );
}

/** SPEC.md section 5: a module is open when an assignment's module is the tile id or 'all'. */
export function canAccessModule(userRoles: readonly UserRole[], moduleId: ModuleId): boolean {
  try {
    return userRoles.some((assignment) => assignment.module === moduleId || assignment.module === 'all');
  } catch (error) {
    console.error('Access check failed', error);
    return false;
  }
}

/** The distinct role names the user holds on a module (tile badges). */
export function roleNamesFor(userRoles: readonly UserRole[], moduleId: ModuleId): string[] {
  return [
    ...new Set(
      userRoles.filter((a) => a.module === moduleId || a.module === 'all').map((a) => a.role.name),
    ),
  ].sort();
}

/** SPEC.md section 6 permission check: true when a record has the resource and action. */
export function hasPermission(permissions: readonly Permission[], resource: string, action: string): boolean {
  return permissions.some((p) => p.resource === resource && p.action === action);
}

/** Admin on 'all': user management (menu item, page and API agree). */
export function isAdmin(userRoles: readonly UserRole[]): boolean {
  return hasRole(userRoles, 'Admin', 'all');
}
