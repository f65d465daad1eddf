import type { UserRole } from '@apps/contracts/core/role';
import { hasRole } from '../../lib/auth/auth-store';

/**
 * Recruiter, Manager or Admin on hire (or 'all'): may manage job postings and see candidates. The
 * server enforces the same rule; this only decides what to offer.
 */
export function canManageHiring(userRoles: readonly UserRole[]): boolean {
  return (['Recruiter', 'Manager', 'Admin'] as const).some((role) => hasRole(userRoles, role, 'hire'));
}
