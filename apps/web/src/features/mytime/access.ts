import type { UserRole } from '@apps/contracts/core/role';
import { hasRole } from '../../lib/auth/auth-store';

/** SPEC.md section 6: approvals for Manager on mytime or all, or Admin on all (the server checks the same). */
export function canApprove(userRoles: readonly UserRole[]): boolean {
  return hasRole(userRoles, 'Manager', 'mytime') || hasRole(userRoles, 'Admin', 'all');
}

/** SPEC.md section 6: project management for Admin on mytime or all. */
export function canManageProjects(userRoles: readonly UserRole[]): boolean {
  return hasRole(userRoles, 'Admin', 'mytime');
}
