import { roleModuleError } from '@apps/contracts/core/policy';
import type { AssignRole, Permission, Role, UserRole } from '@apps/contracts/core/role';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { roleRefusals as R, rolesRefusal } from './refusal.messages';
import { toPermissionDto, toRoleDto, toUserRoleDto } from './role.mapper';
import * as assigneeRepository from './assignee.repository';
import * as roleRepository from './role.repository';
import { keepingAnActiveAdmin } from './admin-invariant.service';
import { closeAnsweredRequests } from '../access/access-request.service';

/** Every role ordered by name. */
export async function listRoles(db: Db): Promise<Role[]> {
  return (await roleRepository.listRoles(db)).map(toRoleDto);
}

/** Permission records of the given role ids. */
export async function listPermissions(db: Db, roleIds: string[]): Promise<Permission[]> {
  return (await roleRepository.listPermissionsByRoleIds(db, [...new Set(roleIds)])).map(toPermissionDto);
}

/**
 * A person's role assignments with the role embedded, by role name then module (their user
 * management view and the audit of their deletion).
 */
export async function assignmentsOf(db: DbOrTx, userId: string): Promise<UserRole[]> {
  return (await roleRepository.listUserRoles(db, userId)).map(toUserRoleDto);
}

/**
 * Gives `userId` Admin on 'all' inside the caller's transaction, for the bootstrap paths (the sign-in
 * of a configured administrator, `npm run admin:grant`), which audit it themselves.
 * @returns the Admin role and the new assignment row (`created`, undefined when they already held it);
 *   undefined when the Admin role does not exist (roles not seeded).
 */
export async function grantGlobalAdmin(tx: Tx, userId: string): Promise<GlobalAdminGrant | undefined> {
  const admin = await roleRepository.findRoleByName(tx, 'Admin');
  if (!admin) return undefined;
  const created = await roleRepository.insertUserRole(tx, { userId, roleId: admin.id, module: 'all' });
  return { role: admin, created };
}

/** What `grantGlobalAdmin` did: the Admin role's row, and the assignment row when it was new. */
export interface GlobalAdminGrant {
  role: roleRepository.RoleRow;
  created: roleRepository.UserRoleRow | undefined;
}

/** Every role assignment with the role embedded (admin overview of Manage Roles). */
export async function listAllAssignments(db: Db): Promise<UserRole[]> {
  return (await roleRepository.listAllUserRoles(db)).map(toUserRoleDto);
}

/**
 * Gives a user a role on a module or 'all' (admin); closes the
 * person's open access requests it answers.
 * @throws NotFoundError when the user or role does not exist.
 * @throws ConflictError when the user already holds that role on that module.
 * @throws ValidationError `module` when the role is given on 'all' only (`roleModuleError`: Admin).
 */
export async function assignRole(db: Db, caller: Caller, input: AssignRole): Promise<UserRole> {
  return db.transaction(async (tx) => {
    const user = await assigneeRepository.findAssignee(tx, input.userId);
    if (!user) throw new NotFoundError('User');
    const role = await roleRepository.findRoleById(tx, input.roleId);
    if (!role) throw new NotFoundError('Role');
    if (roleModuleError(role.name, input.module)) throw new ValidationError({ module: [rolesRefusal(R.allModulesOnly, { role: role.name })] });
    const created = await roleRepository.insertUserRole(tx, input);
    if (!created) throw new ConflictError(rolesRefusal(R.alreadyHas, { person: user.name ?? user.email, role: role.name, module: input.module }));
    const dto = toUserRoleDto({ ...created, role });
    await closeAnsweredRequests(tx, [input.userId], input.module);
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'user_role.assigned',
      entity: 'user_role',
      entityId: created.id,
      after: dto,
    });
    return dto;
  });
}

/**
 * Removes one role assignment (admin). The last active Admin on 'all' cannot be removed, so the
 * organisation is never left without an administrator (`keepingAnActiveAdmin`).
 * @throws NotFoundError when the assignment does not exist.
 * @throws ConflictError `LAST_ADMIN_MESSAGE` when it would leave no active Admin on 'all'.
 */
export async function removeRole(db: Db, caller: Caller, userRoleId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const existing = await roleRepository.findUserRole(tx, userRoleId);
    if (!existing) throw new NotFoundError(rolesRefusal(R.assignmentNotFound));
    const deleted = await keepingAnActiveAdmin(tx, existing.userId, () => roleRepository.deleteUserRole(tx, userRoleId));
    if (!deleted) throw new NotFoundError(rolesRefusal(R.assignmentNotFound));
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'user_role.removed',
      entity: 'user_role',
      entityId: userRoleId,
      before: toUserRoleDto(existing),
    });
    return { id: userRoleId };
  });
}
