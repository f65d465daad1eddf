import { asc, eq, inArray } from 'drizzle-orm';
import type { RoleModule } from '@apps/contracts/module-ids';
import type { DbOrTx, Tx } from '../../db/client';
import { roleDefaults } from '../../db/schema/access';
import { roles, userRoles, users } from '../../db/schema/core';

/** A default role with its role's id and name. */
export interface RoleDefaultRow {
  roleId: string;
  roleName: string;
  module: RoleModule;
}

/** The default roles, by role name then module. */
export function listRoleDefaults(db: DbOrTx): Promise<RoleDefaultRow[]> {
  return db
    .select({ roleId: roleDefaults.roleId, roleName: roles.name, module: roleDefaults.module })
    .from(roleDefaults)
    .innerJoin(roles, eq(roles.id, roleDefaults.roleId))
    .orderBy(asc(roles.name), asc(roleDefaults.module));
}

/** Replaces the whole list of default roles with `items` (role ids already resolved). */
export async function replaceRoleDefaults(tx: Tx, items: ReadonlyArray<{ roleId: string; module: RoleModule }>): Promise<void> {
  await tx.delete(roleDefaults);
  if (items.length > 0) await tx.insert(roleDefaults).values([...items]);
}

/** The roles named `names` that exist. */
export function rolesByName(db: DbOrTx, names: readonly string[]): Promise<Array<typeof roles.$inferSelect>> {
  if (names.length === 0) return Promise.resolve([]);
  return db.select().from(roles).where(inArray(roles.name, [...names]));
}

/** The ids among `userIds` that name an existing person. */
export async function existingUserIds(db: DbOrTx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, [...userIds]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Inserts the assignment of one role on one module for each person (one statement); a person who
 * already holds it is skipped. Returns the rows written.
 */
export function insertAssignments(
  tx: DbOrTx,
  rows: ReadonlyArray<{ userId: string; roleId: string; module: RoleModule }>,
): Promise<Array<typeof userRoles.$inferSelect>> {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.insert(userRoles).values([...rows]).onConflictDoNothing().returning();
}
