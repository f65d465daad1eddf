import { describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { AUTH_STORAGE_KEY, canAccessModule, hasPermission, hasRole, isAdmin, roleNamesFor, useAuthStore } from './auth-store';

function assignment(role: string, module: UserRole['module']): UserRole {
  return { id: `${role}-${module}`, userId: 'u', roleId: `r-${role}`, module, role: { id: `r-${role}`, name: role, description: null } };
}

describe('role and module checks (SPEC.md sections 5 and 6)', () => {
  const roles = [assignment('Manager', 'mytime'), assignment('Employee', 'all')];

  it('opens a module for an assignment on it or on all', () => {
    expect(canAccessModule(roles, 'mytime')).toBe(true);
    expect(canAccessModule(roles, 'insights')).toBe(true);
    expect(canAccessModule([assignment('Manager', 'mytime')], 'grow')).toBe(false);
  });

  it('counts only assignments on the module or all when a module is given', () => {
    expect(hasRole(roles, 'Manager')).toBe(true);
    expect(hasRole(roles, 'Manager', 'mytime')).toBe(true);
    expect(hasRole(roles, 'Manager', 'grow')).toBe(false);
    expect(hasRole(roles, 'Employee', 'grow')).toBe(true);
  });

  it('lists badge role names per module and treats only Admin on all as admin', () => {
    expect(roleNamesFor(roles, 'mytime')).toEqual(['Employee', 'Manager']);
    expect(isAdmin([assignment('Admin', 'mytime')])).toBe(false);
    expect(isAdmin([assignment('Admin', 'all')])).toBe(true);
  });

  it('checks permissions by resource and action', () => {
    const permissions = [{ id: 'p', roleId: 'r', resource: 'timesheets', action: 'approve' }];
    expect(hasPermission(permissions, 'timesheets', 'approve')).toBe(true);
    expect(hasPermission(permissions, 'timesheets', 'write')).toBe(false);
  });
});

describe('the auth store (SPEC.md sections 3 and 4)', () => {
  it('signs in by setting an account and persists exactly the spec fields under auth-storage', () => {
    const store = useAuthStore.getState();
    store.setAccount({ username: 'a@b.example', homeAccountId: 'h', name: 'A B' });
    store.setLoadingRoles(true);
    store.setRoles([{ id: 'r', name: 'Manager', description: null }], [assignment('Manager', 'mytime')]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoadingRoles: false });
    useAuthStore.getState().setLoadingRoles(true);
    const persisted = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { state: Record<string, unknown> };
    expect(Object.keys(persisted.state).sort()).toEqual(['azureAccount', 'isAuthenticated', 'permissions', 'roles', 'user', 'userRoles']);
  });

  it('logout clears account, user, roles, userRoles, permissions', () => {
    useAuthStore.getState().setAccount({ username: 'a@b.example', homeAccountId: 'h', name: null });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ azureAccount: null, isAuthenticated: false, user: null, roles: [], userRoles: [], permissions: [] });
  });
});
