import { describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { AUTH_STORAGE_KEY, hasPermission, useAuthStore } from './auth-store';
import { mayOpenModule, subjectOf } from './use-subject';

function assignment(role: string, module: UserRole['module']): UserRole {
  return { id: `${role}-${module}`, userId: 'u', roleId: `r-${role}`, module, role: { id: `r-${role}`, name: role, description: null } };
}

describe('the permission check and the policy subject (SPEC.md section 6)', () => {
  it('checks permission records by resource and action', () => {
    const permissions = [{ id: 'p', roleId: 'r', module: 'all' as const, resource: 'timesheets', action: 'approve' }];
    expect(hasPermission(permissions, 'timesheets', 'approve')).toBe(true);
    expect(hasPermission(permissions, 'timesheets', 'write')).toBe(false);
  });

  it('turns the assignments into a policy subject: role name and module of each', () => {
    const subject = subjectOf('u', [assignment('Manager', 'mytime'), assignment('Employee', 'all')]);
    expect(subject).toEqual({ id: 'u', assignments: [{ role: 'Manager', moduleId: 'mytime' }, { role: 'Employee', moduleId: 'all' }], delegators: [] });
    expect(mayOpenModule(subject, 'insights')).toBe(true);
    expect(mayOpenModule(subjectOf('u', [assignment('Manager', 'mytime')]), 'grow')).toBe(false);
  });

  it('adds the managers the person acts for today as delegators, each with their assignments', () => {
    const delegator = { managerId: 'm', managerName: 'Neha', startDate: '2026-11-20', endDate: '2026-11-30', assignments: [{ role: 'Manager', module: 'mytime' as const }] };
    expect(subjectOf('u', [], [delegator]).delegators).toEqual([{ id: 'm', assignments: [{ role: 'Manager', moduleId: 'mytime' }] }]);
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

  it('keeps the held objects when a reload brings the same user, roles, permissions and delegators', () => {
    const store = useAuthStore.getState();
    store.setAccount({ username: 'a@b.example', homeAccountId: 'h', name: 'A B' });
    const user = { id: 'u', email: 'a@b.example', name: 'A B' } as Parameters<typeof store.setUser>[0];
    store.setUser(user);
    store.setRoles([{ id: 'r', name: 'Manager', description: null }], [assignment('Manager', 'mytime')]);
    store.setPermissions([{ id: 'p', roleId: 'r', module: 'all', resource: 'timesheets', action: 'approve' }]);
    store.setDelegators([]);
    const before = useAuthStore.getState();
    store.setUser(JSON.parse(JSON.stringify(user)) as typeof user);
    store.setRoles([{ id: 'r', name: 'Manager', description: null }], [assignment('Manager', 'mytime')]);
    store.setPermissions([{ id: 'p', roleId: 'r', module: 'all', resource: 'timesheets', action: 'approve' }]);
    store.setDelegators([]);
    const after = useAuthStore.getState();
    expect(after.user).toBe(before.user);
    expect(after.roles).toBe(before.roles);
    expect(after.userRoles).toBe(before.userRoles);
    expect(after.permissions).toBe(before.permissions);
    expect(after.delegators).toBe(before.delegators);
    // A change is taken.
    store.setRoles([], []);
    expect(useAuthStore.getState().userRoles).toEqual([]);
    expect(useAuthStore.getState().userRoles).not.toBe(before.userRoles);
  });

  it('logout clears account, user, roles, userRoles, permissions', () => {
    useAuthStore.getState().setAccount({ username: 'a@b.example', homeAccountId: 'h', name: null });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ azureAccount: null, isAuthenticated: false, user: null, roles: [], userRoles: [], permissions: [] });
  });
});
