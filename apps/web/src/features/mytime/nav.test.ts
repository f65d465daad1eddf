import { describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/modules';
import { subjectOf } from '../../lib/auth/use-subject';
import { mytimeNav } from '../../test/modules';

const role = (name: string, module: RoleModule): UserRole => ({ id: `${name}-${module}`, userId: 'u', roleId: name, module, role: { id: name, name, description: null } });
const visiblePaths = (roles: UserRole[]) => mytimeNav.filter((item) => !item.visible || item.visible(subjectOf('u', roles))).map((item) => item.path.split('/')[2]);

describe('MyTime sidebar (SPEC.md section 6)', () => {
  it('shows approvals and project management only to those who may use them', () => {
    expect(visiblePaths([role('Employee', 'mytime')])).toEqual(['dashboard', 'timesheet', 'leave', 'projects']);
    expect(visiblePaths([role('Manager', 'mytime')])).toEqual(['dashboard', 'timesheet', 'leave', 'projects', 'approvals', 'team-calendar']);
    expect(visiblePaths([role('Manager', 'grow')])).not.toContain('team-calendar');
    expect(visiblePaths([role('Manager', 'all')])).not.toContain('project-management');
    expect(visiblePaths([role('Admin', 'mytime')])).toEqual(['dashboard', 'timesheet', 'leave', 'projects', 'project-management', 'holidays']);
    expect(visiblePaths([role('Admin', 'all')])).toEqual(['dashboard', 'timesheet', 'leave', 'projects', 'project-management', 'approvals', 'team-calendar', 'holidays']);
    expect(visiblePaths([role('Manager', 'all')])).not.toContain('holidays');
  });
});
