import type { RoleModule } from '@apps/contracts/modules';
import type { RoleName } from '@apps/contracts/core/role';
import { ForbiddenError } from './errors';

/** One role assignment of the caller: role name on a module or 'all'. */
export interface Assignment {
  roleName: string;
  module: RoleModule;
}

/** The caller of an authenticated request. */
export interface Caller {
  user: { id: string; email: string; name: string | null; isActive: boolean };
  assignments: Assignment[];
}

/**
 * SPEC.md section 6 role check: the caller holds `roleName`; with `module`, only assignments on that
 * module or on 'all' count. `hasRole(c, 'Admin', 'all')` is therefore true only for Admin on 'all'.
 */
export function hasRole(caller: Caller, roleName: RoleName, module?: RoleModule): boolean {
  return caller.assignments.some(
    (a) => a.roleName === roleName && (module === undefined || a.module === module || a.module === 'all'),
  );
}

/** True when the caller holds any role on `module` or on 'all' (SPEC.md section 5, module tile access). */
export function hasModuleAccess(caller: Caller, module: RoleModule): boolean {
  return caller.assignments.some((a) => a.module === module || a.module === 'all');
}

/** True when the caller holds one of `roleNames` on `module` (or 'all'). */
export function hasAnyRole(caller: Caller, roleNames: readonly RoleName[], module: RoleModule): boolean {
  return roleNames.some((name) => hasRole(caller, name, module));
}

/** Admin on 'all': user management (ARCHITECTURE.md "Rules the server enforces"). */
export function isGlobalAdmin(caller: Caller): boolean {
  return hasRole(caller, 'Admin', 'all');
}

/**
 * @throws ForbiddenError with `message` unless `allowed`.
 */
export function assertAllowed(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}
