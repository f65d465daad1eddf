import { describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/module-ids';
import { MODULE_IDS } from '@apps/contracts/module-ids';
import { hasChanges, planRoleChange, selectedModulesOf } from './role-plan';

function assignment(module: RoleModule, id = module): UserRole {
  return { id, userId: 'u', roleId: 'r', module, role: { id: 'r', name: 'Manager', description: null } };
}

describe('planRoleChange', () => {
  it('adds newly checked modules and removes unchecked ones', () => {
    const plan = planRoleChange([assignment('mytime'), assignment('grow')], ['grow', 'hire'], false);
    expect(plan.add).toEqual(['hire']);
    expect(plan.remove.map((a) => a.module)).toEqual(['mytime']);
  });

  it('makes no change when the selection equals the current assignments', () => {
    expect(hasChanges(planRoleChange([assignment('mytime')], ['mytime'], false))).toBe(false);
  });

  it("keeps an existing 'all' while every module stays checked", () => {
    const current = [assignment('all')];
    expect(selectedModulesOf(current)).toEqual([...MODULE_IDS]);
    expect(hasChanges(planRoleChange(current, [...MODULE_IDS], false))).toBe(false);
  });

  it("replaces 'all' by the remaining modules when one is unchecked", () => {
    const plan = planRoleChange([assignment('all')], MODULE_IDS.filter((m) => m !== 'hire'), false);
    expect(plan.remove.map((a) => a.module)).toEqual(['all']);
    expect(plan.add).toHaveLength(7);
  });

  it("targets 'all' for the Admin role and drops module-specific Admin rows", () => {
    const plan = planRoleChange([assignment('mytime')], [...MODULE_IDS], true);
    expect(plan.add).toEqual(['all']);
    expect(plan.remove.map((a) => a.module)).toEqual(['mytime']);
    expect(hasChanges(planRoleChange([assignment('all')], [...MODULE_IDS], true))).toBe(false);
  });
});
