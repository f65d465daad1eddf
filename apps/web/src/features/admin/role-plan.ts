import type { UserRole } from '@apps/contracts/core/role';
import { MODULE_IDS, type ModuleId, type RoleModule } from '@apps/contracts/module-ids';

/** What saving the quick-assign form does: assignments to add and ids to remove. */
export interface RolePlan {
  add: RoleModule[];
  remove: UserRole[];
}

/** The user's assignments of one role. */
export function assignmentsOf(all: readonly UserRole[], userId: string, roleId: string): UserRole[] {
  return all.filter((a) => a.userId === userId && a.roleId === roleId);
}

/** The checkboxes to show for existing assignments: 'all' shows every module checked. */
export function selectedModulesOf(assignments: readonly UserRole[]): ModuleId[] {
  if (assignments.some((a) => a.module === 'all')) return [...MODULE_IDS];
  return MODULE_IDS.filter((id) => assignments.some((a) => a.module === id));
}

/**
 * Plans a quick-assign save. Admin always targets 'all' (Admin
 * gives all modules). Another role targets the checked modules, except that an existing 'all' is kept
 * when every module stays checked.
 */
export function planRoleChange(current: readonly UserRole[], selected: readonly ModuleId[], isAdminRole: boolean): RolePlan {
  const currentModules = new Set<RoleModule>(current.map((a) => a.module));
  let target: Set<RoleModule>;
  if (isAdminRole) target = new Set<RoleModule>(['all']);
  else if (currentModules.has('all') && selected.length === MODULE_IDS.length) target = currentModules;
  else target = new Set<RoleModule>(selected);
  return {
    add: [...target].filter((m) => !currentModules.has(m)),
    remove: current.filter((a) => !target.has(a.module)),
  };
}

/** True when saving would change something (Save is disabled otherwise). */
export function hasChanges(plan: RolePlan): boolean {
  return plan.add.length > 0 || plan.remove.length > 0;
}
