import type { BulkAssignResult, BulkAssignRole, RoleDefault, RoleDefaults } from '@apps/contracts/core/role-defaults';
import type { RoleModule } from '@apps/contracts/module-ids';
import { roleModuleError } from '@apps/contracts/core/policy';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit, writeAudits, type AuditEntry } from '../../lib/audit';
import { ValidationError } from '../../lib/errors';
import { roleRefusals as R, rolesRefusal } from './refusal.messages';
import { closeAnsweredRequests } from '../access/access-request.service';
import { toUserRoleDto } from './role.mapper';
import * as defaultsRepository from './role-defaults.repository';

/** Rows per multi-row insert of assignments (well under PostgreSQL's bind-parameter limit). */
const INSERT_CHUNK = 1_000;

/** The default roles, by role name then module (`GET /v1/role-defaults`). */
export async function getRoleDefaults(db: DbOrTx): Promise<RoleDefaults> {
  const rows = await defaultsRepository.listRoleDefaults(db);
  return { items: rows.map(({ roleName, module }) => ({ roleName: roleName as RoleDefault['roleName'], module })) };
}

/**
 * Replaces the default roles with `input.items` (`PUT /v1/role-defaults`, Admin on 'all'), audited as
 * `role_defaults.changed` with the list before and after. People who exist already keep their roles.
 * @throws ValidationError `items` when a role name is not in this database or a role given on 'all'
 *   only (Admin) names a single module.
 */
export async function setRoleDefaults(db: Db, caller: Caller, input: RoleDefaults): Promise<RoleDefaults> {
  return db.transaction(async (tx) => {
    const before = await getRoleDefaults(tx);
    const roleRows = await defaultsRepository.rolesByName(tx, [...new Set(input.items.map((item) => item.roleName))]);
    const idOf = new Map(roleRows.map((row) => [row.name, row.id]));
    const missing = input.items.filter((item) => !idOf.has(item.roleName));
    if (missing.length > 0) throw new ValidationError({ items: missing.map((item) => rolesRefusal(R.unknownRole, { role: item.roleName })) });
    const onOneModule = new Set(input.items.filter((item) => roleModuleError(item.roleName, item.module)).map((item) => item.roleName));
    if (onOneModule.size > 0) throw new ValidationError({ items: [...onOneModule].map((role) => rolesRefusal(R.allModulesOnly, { role })) });
    await defaultsRepository.replaceRoleDefaults(
      tx,
      input.items.map((item) => ({ roleId: idOf.get(item.roleName)!, module: item.module })),
    );
    const after = await getRoleDefaults(tx);
    await writeAudit(tx, { actorId: caller.user.id, action: 'role_defaults.changed', entity: 'role_defaults', entityId: 'all', before, after });
    return after;
  });
}

/** How a person was created, recorded with each default role they were given. */
export type CreatedVia = 'sign-in' | 'import' | 'provisioning';

/**
 * Gives the default roles to people just created, in the caller's transaction: one assignment per
 * default role and person (source 'manual', so provisioning never removes it), each audited as
 * `user_role.assigned` with `reason: 'default'` and how the person was created.
 * @param actorId who created them: the importing admin, the provisioning token, or null for a sign-in.
 */
export async function applyRoleDefaults(tx: DbOrTx, userIds: readonly string[], actorId: string | null, via: CreatedVia): Promise<void> {
  if (userIds.length === 0) return;
  const defaults = await defaultsRepository.listRoleDefaults(tx);
  if (defaults.length === 0) return;
  const rows = userIds.flatMap((userId) => defaults.map((d) => ({ userId, roleId: d.roleId, module: d.module })));
  const nameOf = new Map(defaults.map((d) => [d.roleId, d.roleName]));
  await insertAudited(tx, rows, nameOf, actorId, { reason: 'default', via });
}

/**
 * Gives one role on one module to every listed person (`POST /v1/user-roles/bulk`, Admin on 'all'), in
 * one transaction: all or nothing. People who hold it already are counted, not changed. Each new
 * assignment is audited; open access requests it answers are closed.
 * @throws ValidationError `userIds` when an id names nobody (nothing is assigned), `roleName` when the
 *   role is not in this database, `module` when the role is given on 'all' only (Admin).
 */
export async function bulkAssignRole(db: Db, caller: Caller, input: BulkAssignRole): Promise<BulkAssignResult> {
  const userIds = [...new Set(input.userIds)];
  return db.transaction(async (tx) => {
    const [role] = await defaultsRepository.rolesByName(tx, [input.roleName]);
    if (!role) throw new ValidationError({ roleName: [rolesRefusal(R.unknownRole, { role: input.roleName })] });
    if (roleModuleError(role.name, input.module)) throw new ValidationError({ module: [rolesRefusal(R.allModulesOnly, { role: role.name })] });
    const existing = await defaultsRepository.existingUserIds(tx, userIds);
    const unknown = userIds.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      throw new ValidationError({ userIds: [rolesRefusal(R.peopleGone, { count: String(unknown.length) })] });
    }
    const module: RoleModule = input.module;
    const created = await defaultsRepository.insertAssignments(tx, userIds.map((userId) => ({ userId, roleId: role.id, module })));
    const assigned = created.map((row) => toUserRoleDto({ ...row, role }));
    await writeAudits(
      tx,
      assigned.map((dto) => ({ actorId: caller.user.id, action: 'user_role.assigned', entity: 'user_role', entityId: dto.id, after: { ...dto, reason: 'bulk' } })),
    );
    await closeAnsweredRequests(tx, userIds, module);
    return { assigned, alreadyHeld: userIds.length - created.length };
  });
}

/**
 * Gives each listed person the named role on the module (in the caller's transaction); an assignment
 * held already is skipped. Each new one is audited as `user_role.assigned` with `reason`.
 * @param actorId who gives them (the importing admin).
 */
export async function assignRolesByName(
  tx: DbOrTx,
  wanted: ReadonlyArray<{ userId: string; roleName: string; module: RoleModule }>,
  actorId: string,
  reason: string,
): Promise<void> {
  if (wanted.length === 0) return;
  const roleRows = await defaultsRepository.rolesByName(tx, [...new Set(wanted.map((role) => role.roleName))]);
  const roleIdOf = new Map(roleRows.map((row) => [row.name, row.id]));
  const nameOf = new Map(roleRows.map((row) => [row.id, row.name]));
  const rows = wanted.filter((role) => roleIdOf.has(role.roleName)).map((role) => ({ userId: role.userId, roleId: roleIdOf.get(role.roleName)!, module: role.module }));
  await insertAudited(tx, rows, nameOf, actorId, { reason });
}

/**
 * Inserts the assignments (held ones are skipped by the repository) in chunks and audits each new one
 * as `user_role.assigned`, its `after` holding the role's name from `nameOf` and the `why` fields.
 */
async function insertAudited(
  tx: DbOrTx,
  rows: ReadonlyArray<{ userId: string; roleId: string; module: RoleModule }>,
  nameOf: ReadonlyMap<string, string>,
  actorId: string | null,
  why: Record<string, string>,
): Promise<void> {
  const audits: AuditEntry[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    for (const created of await defaultsRepository.insertAssignments(tx, rows.slice(start, start + INSERT_CHUNK))) {
      audits.push({
        actorId,
        action: 'user_role.assigned',
        entity: 'user_role',
        entityId: created.id,
        after: { userId: created.userId, roleId: created.roleId, role: nameOf.get(created.roleId), module: created.module, source: created.source, ...why },
      });
    }
  }
  await writeAudits(tx, audits);
}
