import { describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import type { RoleModule } from '@apps/contracts/module-ids';
import { subjectOf } from '../../lib/auth/use-subject';
import { visibleNavItems } from './module-nav';
import { MYTIME_NAV_TEXTS } from '@apps/contracts/modules/mytime.module';
import { MYTIME_TEXTS } from '../../features/mytime/texts';

const role = (name: string, module: RoleModule): UserRole => ({ id: `${name}-${module}`, userId: 'u', roleId: name, module, role: { id: name, name, description: null } });
const labels = (moduleId: Parameters<typeof visibleNavItems>[0], roles: UserRole[]) => visibleNavItems(moduleId, subjectOf('u', roles)).map((item) => item.label);

describe('sidebar items follow the access policy', () => {
  it('offers Candidates on Hire only to recruiters, managers and admins', () => {
    expect(labels('hire', [role('Employee', 'hire')])).toEqual(['Dashboard', 'Jobs', 'Interviews']);
    expect(labels('hire', [role('Recruiter', 'hire')])).toEqual(['Dashboard', 'Jobs', 'Candidates', 'Interviews']);
    expect(labels('hire', [role('Manager', 'hire')])).toContain('Candidates');
    expect(labels('hire', [role('Admin', 'all')])).toContain('Candidates');
    expect(labels('hire', [role('Manager', 'grow'), role('Employee', 'hire')])).not.toContain('Candidates');
  });

  it('offers MyTime approvals and project management only to those who may use them', () => {
    expect(labels('mytime', [role('Employee', 'mytime')])).toEqual(['Dashboard', 'Timesheets', 'Leave', 'Projects']);
    expect(labels('mytime', [role('Admin', 'all')])).toEqual(['Dashboard', 'Timesheets', 'Leave', 'Projects', 'Project Management', 'Approvals', 'Team Calendar', 'Holidays']);
    // Holiday calendars are for Admin on mytime or all only, not for a Manager.
    expect(labels('mytime', [role('Admin', 'mytime')])).toContain('Holidays');
    expect(labels('mytime', [role('Manager', 'mytime')])).not.toContain('Holidays');
  });

  it('keeps every item of the other modules for anyone with a role on them', () => {
    expect(labels('grow', [role('Employee', 'grow')])).toEqual(['Dashboard', 'OKRs', 'Reviews', 'Learning', 'Career']);
    expect(labels('pipeline', [role('Employee', 'pipeline')])).toEqual(['Dashboard', 'Leads', 'Opportunities']);
  });
});

describe('one word for each thing', () => {
  it('the menu names the timesheet screen as its heading does', () => {
    expect(MYTIME_NAV_TEXTS.timesheet).toBe(MYTIME_TEXTS.timesheet.title);
  });
});
