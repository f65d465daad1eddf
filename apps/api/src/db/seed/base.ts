import { ROLE_NAMES, type RoleName } from '@apps/contracts/core/role';
import type { Db } from '../client';
import { permissions, roles } from '../schema/core';

const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  Admin: 'Manages users and role assignments; on a module, manages its settings (e.g. MyTime projects)',
  Manager: 'Approves timesheets and leave, reviews and approves OKRs, runs performance reviews, hires',
  Employee: 'Fills timesheets, requests leave, keeps OKRs, learning and career goals',
  Recruiter: 'Opens job postings and tracks candidates',
};

/**
 * The permission records of each role (`resource:action`), documented in the README's
 * "Roles and permissions" table. The server enforces rules by role and module; these records tell the
 * web app what to offer (SPEC.md section 6 "Permission check").
 */
export const ROLE_PERMISSIONS: Record<RoleName, readonly string[]> = {
  Admin: [
    'users:read', 'users:manage', 'roles:manage', 'projects:manage', 'timesheets:approve', 'leaves:approve',
    'okrs:approve', 'reviews:manage', 'jobs:manage', 'candidates:manage',
  ],
  Manager: [
    'timesheets:write', 'timesheets:approve', 'leaves:write', 'leaves:approve', 'okrs:write', 'okrs:approve',
    'reviews:manage', 'jobs:manage', 'candidates:manage',
  ],
  Employee: ['timesheets:write', 'leaves:write', 'okrs:write', 'reviews:self-assess', 'jobs:read'],
  Recruiter: ['jobs:read', 'jobs:manage', 'candidates:manage'],
};

/** Seeds the four roles and their permission records; safe to run on every start. */
export async function seedRolesAndPermissions(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  const rows = await db.select().from(roles);
  const values = rows.flatMap((role) =>
    (ROLE_PERMISSIONS[role.name as RoleName] ?? []).map((entry) => {
      const [resource, action] = entry.split(':') as [string, string];
      return { roleId: role.id, resource, action };
    }),
  );
  if (values.length > 0) await db.insert(permissions).values(values).onConflictDoNothing();
}
