import { useMemo } from 'react';
import { canUseModule, type Subject } from '@apps/contracts/core/policy';
import type { UserRole } from '@apps/contracts/core/role';
import type { ModuleId } from '@apps/contracts/module-ids';
import { useAuthStore } from './auth-store';

/**
 * The signed-in person as a policy subject (`@apps/contracts/core/policy`): their user id and role
 * assignments (role name and module of each `userRoles` entry). Screens ask the same policy
 * functions the server enforces with (issue 13), e.g. `approvesTimesheets(subject)`.
 */
export function subjectOf(userId: string | undefined, userRoles: readonly UserRole[]): Subject {
  return { id: userId ?? '', assignments: userRoles.map((a) => ({ role: a.role.name, moduleId: a.module })) };
}

/** The signed-in person as a policy subject; a new object only when the user or their roles change. */
export function useSubject(): Subject {
  const userId = useAuthStore((s) => s.user?.id);
  const userRoles = useAuthStore((s) => s.userRoles);
  return useMemo(() => subjectOf(userId, userRoles), [userId, userRoles]);
}

/**
 * SPEC.md section 5 module tile access (`canUseModule`): "a failed access check is logged and treated
 * as no access".
 */
export function mayOpenModule(subject: Subject, moduleId: ModuleId): boolean {
  try {
    return canUseModule(subject, moduleId);
  } catch (error) {
    console.error('Access check failed', error);
    return false;
  }
}
