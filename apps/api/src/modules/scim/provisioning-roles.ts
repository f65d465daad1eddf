import { ROLE_NAMES, type RoleName } from '@apps/contracts/core/role';
import { ALL_MODULES, MODULE_IDS, type RoleModule } from '@apps/contracts/modules';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import * as roleRepository from './provisioned-role.repository';

/** An app role value understood as a role assignment: `<Role>.<module>`, e.g. `Manager.mytime`. */
export interface WantedRole {
  roleName: RoleName;
  module: RoleModule;
}

const MODULES: readonly string[] = [...MODULE_IDS, ALL_MODULES];

/**
 * Parses Entra app role values (`Admin.all`, `Manager.mytime`, `Recruiter.hire`; case-insensitive).
 * Returns the roles understood and the values that are not (ignored and reported in the log).
 */
export function parseAppRoles(values: readonly string[]): { wanted: WantedRole[]; unknown: string[] } {
  const wanted = new Map<string, WantedRole>();
  const unknown: string[] = [];
  for (const raw of values) {
    const [rolePart, modulePart, ...rest] = raw.trim().split('.');
    const roleName = ROLE_NAMES.find((name) => name.toLowerCase() === rolePart?.toLowerCase());
    const module = MODULES.find((m) => m === modulePart?.toLowerCase()) as RoleModule | undefined;
    if (!roleName || !module || rest.length > 0) {
      unknown.push(raw);
      continue;
    }
    wanted.set(`${roleName}.${module}`, { roleName, module });
  }
  return { wanted: [...wanted.values()], unknown };
}

/** What a sync changed, for the provisioning log. */
export interface RoleSyncResult {
  added: string[];
  removed: string[];
}

/**
 * Makes the person's provisioning-sourced assignments exactly `wanted`: missing ones are
 * added with source 'provisioning', extra provisioning ones removed; assignments given by hand are
 * never touched (a wanted role already held by hand stays manual). Audited with the token as actor.
 */
export async function syncProvisionedRoles(
  tx: DbOrTx,
  userId: string,
  wanted: readonly WantedRole[],
  actorId: string,
): Promise<RoleSyncResult> {
  const roleRows = await roleRepository.rolesNamed(tx, ROLE_NAMES);
  const roleIdByName = new Map(roleRows.map((row) => [row.name, row.id]));
  const roleNameById = new Map(roleRows.map((row) => [row.id, row.name]));
  const current = await roleRepository.assignmentsOf(tx, userId);
  const key = (roleId: string, module: string) => `${roleId}|${module}`;
  const held = new Map(current.map((row) => [key(row.roleId, row.module), row]));
  const wantedKeys = new Set<string>();
  const result: RoleSyncResult = { added: [], removed: [] };

  for (const role of wanted) {
    const roleId = roleIdByName.get(role.roleName);
    if (!roleId) continue;
    const k = key(roleId, role.module);
    wantedKeys.add(k);
    if (held.has(k)) continue;
    const created = await roleRepository.insertProvisionedAssignment(tx, { userId, roleId, module: role.module });
    if (!created) continue;
    result.added.push(`${role.roleName}.${role.module}`);
    await writeAudit(tx, {
      actorId,
      action: 'user_role.assigned',
      entity: 'user_role',
      entityId: created.id,
      after: { userId, roleId, role: role.roleName, module: role.module, source: 'provisioning' },
    });
  }
  for (const row of current) {
    if (row.source !== 'provisioning' || wantedKeys.has(key(row.roleId, row.module))) continue;
    await roleRepository.deleteProvisionedAssignment(tx, row.id);
    const roleName = roleNameById.get(row.roleId) ?? row.roleId;
    result.removed.push(`${roleName}.${row.module}`);
    await writeAudit(tx, {
      actorId,
      action: 'user_role.removed',
      entity: 'user_role',
      entityId: row.id,
      before: { userId, roleId: row.roleId, role: roleName, module: row.module, source: 'provisioning' },
    });
  }
  return result;
}
