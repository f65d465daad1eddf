import type { AssignRole, Permission, Role, UserRole } from '@apps/contracts/core/role';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import * as userRepository from '../users/user.repository';
import { toPermissionDto, toRoleDto, toUserRoleDto } from './role.mapper';
import * as roleRepository from './role.repository';
import { keepingAnActiveAdmin } from './admin-invariant.service';
import { closeAnsweredRequests } from '../access/access-request.service';

/** Every role ordered by name. */
export async function listRoles(db: Db): Promise<Role[]> {
  return (await roleRepository.listRoles(db)).map(toRoleDto);
}

/** Permission records of the given role ids (SPEC.md section 6 "Permission check"). */
export async function listPermissions(db: Db, roleIds: string[]): Promise<Permission[]> {
  return (await roleRepository.listPermissionsByRoleIds(db, [...new Set(roleIds)])).map(toPermissionDto);
}

/**
 * Gives Admin on 'all' to the user with `email`, creating the user by e-mail when they have not signed
 * in yet (their first sign-in finds them by e-mail, SPEC.md section 4), and reactivates the account
 * when it was deactivated, so it recovers an organisation whose admins were all deactivated.
 * For `npm run admin:grant`.
 * @returns the user's e-mail, whether they signed in before, whether the assignment was new, and
 *   whether the account was reactivated.
 */
export async function grantGlobalAdminByEmail(
  db: Db,
  email: string,
): Promise<{ email: string; signedIn: boolean; created: boolean; reactivated: boolean }> {
  return db.transaction(async (tx) => {
    const user =
      (await userRepository.findByEmail(tx, email)) ??
      (await userRepository.insert(tx, { email: email.toLowerCase(), azureId: null, name: null })) ??
      (await userRepository.findByEmail(tx, email));
    if (!user) throw new ConflictError('The user could not be created');
    const admin = await roleRepository.findRoleByName(tx, 'Admin');
    if (!admin) throw new NotFoundError('Role Admin');
    const created = await roleRepository.insertUserRole(tx, { userId: user.id, roleId: admin.id, module: 'all' });
    if (created) {
      await writeAudit(tx, {
        actorId: null,
        action: 'user_role.assigned',
        entity: 'user_role',
        entityId: created.id,
        after: { ...toUserRoleDto({ ...created, role: admin }), reason: 'admin:grant' },
      });
    }
    const reactivated = !user.isActive;
    if (reactivated) {
      await userRepository.update(tx, user.id, { isActive: true });
      await writeAudit(tx, {
        actorId: null,
        action: 'user.activated',
        entity: 'user',
        entityId: user.id,
        before: { isActive: false },
        after: { isActive: true, reason: 'admin:grant' },
      });
    }
    return { email: user.email, signedIn: user.azureId !== null, created: Boolean(created), reactivated };
  });
}

/** Every role assignment with the role embedded (admin overview of Manage Roles). */
export async function listAllAssignments(db: Db): Promise<UserRole[]> {
  return (await roleRepository.listAllUserRoles(db)).map(toUserRoleDto);
}

/**
 * Gives a user a role on a module or 'all' (admin; SPEC.md section 2 "Manage Roles"); closes the
 * person's open access requests it answers.
 * @throws NotFoundError when the user or role does not exist.
 * @throws ConflictError when the user already holds that role on that module.
 */
export async function assignRole(db: Db, caller: Caller, input: AssignRole): Promise<UserRole> {
  return db.transaction(async (tx) => {
    const user = await userRepository.findById(tx, input.userId);
    if (!user) throw new NotFoundError('User');
    const role = await roleRepository.findRoleById(tx, input.roleId);
    if (!role) throw new NotFoundError('Role');
    const created = await roleRepository.insertUserRole(tx, input);
    if (!created) throw new ConflictError(`${user.name ?? user.email} already has ${role.name} on ${input.module}`);
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
    if (!existing) throw new NotFoundError('Role assignment');
    const deleted = await keepingAnActiveAdmin(tx, existing.userId, () => roleRepository.deleteUserRole(tx, userRoleId));
    if (!deleted) throw new NotFoundError('Role assignment');
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
