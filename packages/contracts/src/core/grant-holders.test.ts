import { describe, expect, it } from 'vitest';
import { ALL_MODULES, MODULE_IDS, type RoleModule } from '../module-ids';
import { can, givenOnAllModulesOnly, grantHolders, roleModuleError } from './policy';
import { everyoneDeciders } from './reporting-line';
import { ACTIONS, RESOURCE_MODULES, ROLE_GRANTS, type Resource } from './role-grants';

const PLACES: RoleModule[] = [ALL_MODULES, ...MODULE_IDS];

describe('grantHolders', () => {
  it('lists exactly the (role, module) assignments that carry each grant', () => {
    for (const resource of Object.keys(RESOURCE_MODULES) as Resource[]) {
      for (const action of ACTIONS) {
        const holders = grantHolders(`${resource}:${action}`).map((a) => `${a.role}@${a.moduleId}`);
        const expected = Object.keys(ROLE_GRANTS).flatMap((role) =>
          PLACES.filter((moduleId) => can({ id: 'x', assignments: [{ role, moduleId }] }, action, resource)).map((moduleId) => `${role}@${moduleId}`),
        );
        expect(holders.sort()).toEqual(expected.sort());
      }
    }
  });

  it('names Manager on mytime or all and Admin on all for timesheet approval', () => {
    expect(grantHolders('timesheets:approve').map((a) => `${a.role}@${a.moduleId}`).sort()).toEqual(['Admin@all', 'Manager@all', 'Manager@mytime']);
  });
});

describe('everyoneDeciders', () => {
  it('is Admin on all for approvals and nobody for a grant Admin on all lacks', () => {
    expect(everyoneDeciders('approve', 'timesheets')).toEqual([{ role: 'Admin', moduleId: 'all' }]);
    expect(everyoneDeciders('write', 'timesheets')).toEqual([{ role: 'Admin', moduleId: 'all' }]);
    expect(everyoneDeciders('self-assess', 'jobs')).toEqual([]);
  });
});

describe('givenOnAllModulesOnly and roleModuleError', () => {
  it('is true for the role that administers users on all (Admin), false for the others', () => {
    expect(givenOnAllModulesOnly('Admin')).toBe(true);
    for (const role of ['Manager', 'Employee', 'Recruiter', 'Pilot', '']) expect(givenOnAllModulesOnly(role)).toBe(false);
  });

  it("refuses Admin on a single module with the form's note, and nothing else", () => {
    expect(roleModuleError('Admin', 'mytime')).toBe('Admin role automatically has access to all modules');
    expect(roleModuleError('Admin', 'all')).toBeNull();
    expect(roleModuleError('Manager', 'mytime')).toBeNull();
  });
});
