import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { delegations, roles, userRoles, users } from '../../db/schema/core';

/**
 * The reads behind who is told about what: role assignments of active people, a manager's
 * delegates for a day and the active Admins on 'all'. The rules that choose among them live in
 * `notification-recipients.ts` and `reminders.service.ts`.
 */

/** One role assignment of an active person (`userId` holds `role` on `moduleId`). */
export interface ActiveAssignmentRow {
  userId: string;
  role: string;
  moduleId: RoleModule;
}

const assignmentColumns = { userId: userRoles.userId, role: roles.name, moduleId: userRoles.module };

/**
 * The role assignments of the active people among `userIds` (one query over `user_roles`, `roles`
 * and `users`), in no particular order; [] for no ids.
 */
export async function activeAssignmentsOf(db: DbOrTx, userIds: readonly string[]): Promise<ActiveAssignmentRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(assignmentColumns)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isActive, true), inArray(userRoles.userId, [...userIds])));
  return rows.map((row) => ({ ...row, moduleId: row.moduleId as RoleModule }));
}

/** Every role assignment of every active person (the reminders' "who keeps timesheets"), in no particular order. */
export async function allActiveAssignments(db: DbOrTx): Promise<ActiveAssignmentRow[]> {
  const rows = await db
    .select(assignmentColumns)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(users.isActive, true));
  return rows.map((row) => ({ ...row, moduleId: row.moduleId as RoleModule }));
}

/**
 * The active people `managerId` named delegate for `day` (`YYYY-MM-DD`, inside the delegation's
 * start and end dates), leaving out `exceptId` (the owner of the item); ids, possibly repeated.
 */
export async function activeDelegatesOf(db: DbOrTx, managerId: string, day: string, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ id: delegations.delegateId })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(
      and(
        eq(delegations.managerId, managerId),
        eq(users.isActive, true),
        ne(delegations.delegateId, exceptId),
        sql`${day}::date between ${delegations.startDate} and ${delegations.endDate}`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The active people holding Admin on 'all', leaving out `exceptId`; ids, possibly repeated. */
export async function activeAdminsOnAll(db: DbOrTx, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isActive, true), eq(roles.name, 'Admin'), eq(userRoles.module, 'all'), ne(userRoles.userId, exceptId)));
  return rows.map((row) => row.userId);
}
