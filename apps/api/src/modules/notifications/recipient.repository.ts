import { and, eq, inArray } from 'drizzle-orm';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/core';

/**
 * The reads behind who is told about what: role assignments of active people, for the policy to
 * decide who of a reporting line may approve. The rules that choose among them live in
 * `notification-recipients.ts`; delegates and grant holders come from the authority.
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
