import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleId, RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx } from '../../db/client';
import { accessRequests } from '../../db/schema/access';
import { roles, userRoles, users } from '../../db/schema/core';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

/**
 * Opens a request of `userId` for `module`; undefined when one is open already (the partial unique
 * index `access_requests_open_key` decides, so two clicks at once still make one request).
 */
export function insertOpen(db: DbOrTx, userId: string, module: ModuleId): Promise<AccessRequestRow | undefined> {
  return db
    .insert(accessRequests)
    .values({ userId, module })
    .onConflictDoNothing({ target: [accessRequests.userId, accessRequests.module], where: sql`${accessRequests.status} = 'open'` })
    .returning()
    .then((rows) => rows[0]);
}

/** The open request of `userId` for `module`, if any. */
export function findOpen(db: DbOrTx, userId: string, module: ModuleId): Promise<AccessRequestRow | undefined> {
  return db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.module, module), eq(accessRequests.status, 'open')))
    .then((rows) => rows[0]);
}

/** The open requests of `userId`, by module. */
export function listOpenOf(db: DbOrTx, userId: string): Promise<AccessRequestRow[]> {
  return db
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.status, 'open')))
    .orderBy(asc(accessRequests.module));
}

/**
 * Closes the open requests of `userIds` that a role on `module` answers: that module's, or every
 * module's when `module` is 'all'.
 */
export async function closeAnswered(db: DbOrTx, userIds: readonly string[], module: RoleModule): Promise<void> {
  if (userIds.length === 0) return;
  const where = and(
    inArray(accessRequests.userId, [...userIds]),
    eq(accessRequests.status, 'open'),
    module === 'all' ? undefined : eq(accessRequests.module, module),
  );
  await db.update(accessRequests).set({ status: 'closed', closedAt: sql`now()` }).where(where);
}

/** One assignment on 'all' of an active person, with their e-mail address. */
export interface GlobalAssignmentRow {
  userId: string;
  email: string;
  role: string;
}

/**
 * The role assignments on 'all' of active people (one query), for the policy to pick the user
 * administrators among them; in no particular order.
 */
export function activeGlobalAssignments(db: DbOrTx): Promise<GlobalAssignmentRow[]> {
  return db
    .select({ userId: users.id, email: users.email, role: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isActive, true), eq(userRoles.module, 'all')));
}
