import { sameId } from '@apps/contracts/common';
import type { User } from '@apps/contracts/core/user';
import type { UserRolesResponse } from '@apps/contracts/core/role';
import type { Db } from '../../db/client';
import { mayReadRolesOf } from '@apps/contracts/core/users.policy';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { userRefusals as U, usersRefusal } from './refusal.messages';
import { keepingAnActiveAdmin, lockAdminChanges } from '../roles/admin-invariant.service';
import { assignmentsOf } from '../roles/role.service';
import { toUserDto } from './user.mapper';
import * as reportingLine from '../authority/reporting-line.service';
import * as userRepository from './user.repository';

/**
 * A user's roles and assignments. Callers read their
 * own; Admin on 'all' reads anyone's.
 * @throws NotFoundError for a missing user or someone else's roles.
 */
export async function getUserRoles(db: Db, caller: Caller, userId: string): Promise<UserRolesResponse> {
  if (!mayReadRolesOf(caller, userId)) throw new NotFoundError('User');
  const user = await userRepository.findById(db, userId);
  if (!user) throw new NotFoundError('User');
  const assignments = await assignmentsOf(db, userId);
  const distinct = new Map(assignments.map((a) => [a.role.id, a.role]));
  return { roles: [...distinct.values()], userRoles: assignments };
}

/**
 * Changes a user (admin, `PATCH /v1/users/{id}`): activates or deactivates them (SPEC.md section 5;
 * a deactivated user is refused on their next call, and their direct reports move up to their own
 * manager), and sets their reporting line and profile. One transaction, audited.
 * @throws ConflictError 'You cannot deactivate your own account', or
 *   `LAST_ADMIN_MESSAGE` when it would leave no active Admin on 'all'.
 * @throws ValidationError `managerId`: oneself, unknown or inactive, or a cycle.
 * @throws NotFoundError when the user does not exist.
 */
export async function updateUser(db: Db, caller: Caller, userId: string, changes: UserChanges): Promise<User> {
  const { isActive, managerId, ...profile } = changes;
  if (sameId(userId, caller.user.id) && isActive === false) throw new ConflictError(usersRefusal(U.deactivateSelf));
  return db.transaction(async (tx) => {
    // Lock order (no deadlock between two such paths): the Admin-changes lock before the reporting-line lock.
    if (isActive === false) await lockAdminChanges(tx);
    const before = await userRepository.findById(tx, userId);
    if (!before) throw new NotFoundError('User');
    if (managerId !== undefined) {
      const previous = await reportingLine.setManager(tx, userId, managerId);
      if (!sameNullableId(previous, managerId)) {
        await writeAudit(tx, {
          actorId: caller.user.id,
          action: 'user.manager_changed',
          entity: 'user',
          entityId: userId,
          before: { managerId: previous },
          after: { managerId },
        });
      }
    }
    const profileChanged = Object.entries(profile).some(([key, value]) => value !== undefined && before[key as keyof typeof profile] !== value);
    if (profileChanged) {
      await userRepository.update(tx, userId, profile);
      await writeAudit(tx, { actorId: caller.user.id, action: 'user.profile_changed', entity: 'user', entityId: userId, before: pick(before, profile), after: profile });
    }
    if (isActive !== undefined && before.isActive !== isActive) {
      const update = () => userRepository.update(tx, userId, { isActive });
      if (isActive) await update();
      else {
        await keepingAnActiveAdmin(tx, userId, update);
        await reportingLine.moveReportsUp(tx, caller.user.id, userId);
      }
      await writeAudit(tx, {
        actorId: caller.user.id,
        action: isActive ? 'user.activated' : 'user.deactivated',
        entity: 'user',
        entityId: userId,
        before: { isActive: before.isActive },
        after: { isActive },
      });
    }
    const after = await userRepository.findById(tx, userId);
    if (!after) throw new NotFoundError('User');
    return toUserDto(after);
  });
}

/** What `PATCH /v1/users/{id}` may change (each optional). */
export interface UserChanges {
  isActive?: boolean;
  managerId?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  officeLocation?: string | null;
}

function sameNullableId(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : sameId(a, b);
}

function pick(row: userRepository.UserRow, keys: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, row[key as keyof userRepository.UserRow]]));
}

/**
 * Deletes a user and their role rows (admin). People with work records (timesheets, leave, ...) keep
 * them: the database refuses and the admin is told to deactivate instead.
 * @throws ConflictError 'You cannot delete your own account', when records still reference the user, or
 *   `LAST_ADMIN_MESSAGE` when it would leave no active Admin on 'all'.
 * @throws NotFoundError when the user does not exist.
 */
export async function deleteUser(db: Db, caller: Caller, userId: string): Promise<{ id: string }> {
  if (sameId(userId, caller.user.id)) throw new ConflictError(usersRefusal(U.deleteSelf));
  try {
    return await db.transaction(async (tx) => {
      const assignments = await assignmentsOf(tx, userId);
      // Lock order: the Admin-changes lock (keepingAnActiveAdmin) before the reporting-line lock (moveReportsUp).
      const deleted = await keepingAnActiveAdmin(tx, userId, async () => {
        await reportingLine.moveReportsUp(tx, caller.user.id, userId);
        return userRepository.deleteWithRoles(tx, userId);
      });
      if (!deleted) throw new NotFoundError('User');
      await writeAudit(tx, {
        actorId: caller.user.id,
        action: 'user.deleted',
        entity: 'user',
        entityId: userId,
        before: { ...toUserDto(deleted), userRoles: assignments },
      });
      return { id: userId };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503') {
      throw new ConflictError(usersRefusal(U.hasWorkRecords));
    }
    throw error;
  }
}
