import { inArray } from 'drizzle-orm';
import { ROLE_NAMES, type RoleName } from '@apps/contracts/core/role';
import { grantRecords } from '@apps/contracts/core/role-grants';
import type { Db } from '../client';
import { permissions, roles } from '../schema/core';

const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  Admin: 'Manages users and role assignments; on a module, manages its settings (e.g. MyTime projects)',
  Manager: 'Approves timesheets and leave, reviews and approves OKRs, runs performance reviews, hires',
  Employee: 'Fills timesheets, requests leave, keeps OKRs, learning and career goals',
  Recruiter: 'Opens job postings and tracks candidates',
};

/**
 * Seeds the four roles and writes their permission records from the contracts' ROLE_GRANTS (decision
 * 0015): missing records are added and records the policy no longer grants are removed, so the table
 * always tells what the server enforces. Safe to run on every start, by several instances at once.
 */
export async function seedRolesAndPermissions(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.name, role.id]));
  const wanted = grantRecords().flatMap((record) => {
    const roleId = roleIds.get(record.role);
    return roleId ? [{ roleId, module: record.module, resource: record.resource, action: record.action }] : [];
  });
  const key = (r: { roleId: string; module: string; resource: string; action: string }) => `${r.roleId} ${r.module} ${r.resource} ${r.action}`;
  const wantedKeys = new Set(wanted.map(key));
  const stale = (await db.select().from(permissions)).filter((row) => !wantedKeys.has(key(row)));
  if (stale.length > 0) await db.delete(permissions).where(inArray(permissions.id, stale.map((row) => row.id)));
  if (wanted.length > 0) await db.insert(permissions).values(wanted).onConflictDoNothing();
}
