import { useMemo } from 'react';
import type { Delegator } from '@apps/contracts/core/people';
import { canUseModule, type Subject } from '@apps/contracts/core/policy';
import type { UserRole } from '@apps/contracts/core/role';
import type { ModuleId } from '@apps/contracts/module-ids';
import { useAuthStore } from './auth-store';

/**
 * The signed-in person as a policy subject (`@apps/contracts/core/policy`): their user id and role
 * assignments (role name and module of each `userRoles` entry), and the managers they act for today
 * as a delegate (`delegators`), each with that manager's assignments. Screens ask the same
 * policy functions the server enforces with, e.g. `approvesTimesheets(subject)`.
 */
export function subjectOf(userId: string | undefined, userRoles: readonly UserRole[], delegators: readonly Delegator[] = []): Subject {
  return {
    id: userId ?? '',
    assignments: userRoles.map((a) => ({ role: a.role.name, moduleId: a.module })),
    delegators: delegators.map((d) => ({ id: d.managerId, assignments: d.assignments.map((a) => ({ role: a.role, moduleId: a.module })) })),
  };
}

/** The signed-in person as a policy subject; a new object only when the user, their roles or delegators change. */
export function useSubject(): Subject {
  const userId = useAuthStore((s) => s.user?.id);
  const userRoles = useAuthStore((s) => s.userRoles);
  const delegators = useAuthStore((s) => s.delegators);
  return useMemo(() => subjectOf(userId, userRoles, delegators), [userId, userRoles, delegators]);
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
