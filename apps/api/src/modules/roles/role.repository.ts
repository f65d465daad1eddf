import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, roles, userRoles } from '../../db/schema/core';

export type RoleRow = typeof roles.$inferSelect;
export type UserRoleRow = typeof userRoles.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
export type UserRoleWithRole = UserRoleRow & { role: RoleRow };

/** Every role ordered by name (SPEC.md section 7). */
export function listRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.name));
}

export function findRoleById(db: DbOrTx, id: string): Promise<RoleRow | undefined> {
  return db.select().from(roles).where(eq(roles.id, id)).then((rows) => rows[0]);
}

export function findRoleByName(db: DbOrTx, name: string): Promise<RoleRow | undefined> {
  return db.select().from(roles).where(eq(roles.name, name)).then((rows) => rows[0]);
}

/** A user's assignments with the role embedded, oldest first. */
export async function listUserRoles(db: DbOrTx, userId: string): Promise<UserRoleWithRole[]> {
  const rows = await db
    .select({ userRole: userRoles, role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name), asc(userRoles.module));
  return rows.map((row) => ({ ...row.userRole, role: row.role }));
}

/** Every assignment with its role (admin overview), by user then role name. */
export async function listAllUserRoles(db: DbOrTx): Promise<UserRoleWithRole[]> {
  const rows = await db
    .select({ userRole: userRoles, role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .orderBy(asc(userRoles.userId), asc(roles.name), asc(userRoles.module));
  return rows.map((row) => ({ ...row.userRole, role: row.role }));
}

export async function findUserRole(db: DbOrTx, id: string): Promise<UserRoleWithRole | undefined> {
  const rows = await db
    .select({ userRole: userRoles, role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.id, id));
  return rows[0] ? { ...rows[0].userRole, role: rows[0].role } : undefined;
}

/** Inserts an assignment; undefined when the same user, role and module already exist. */
export function insertUserRole(
  db: DbOrTx,
  values: { userId: string; roleId: string; module: string },
): Promise<UserRoleRow | undefined> {
  return db
    .insert(userRoles)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export function deleteUserRole(db: DbOrTx, id: string): Promise<UserRoleRow | undefined> {
  return db
    .delete(userRoles)
    .where(eq(userRoles.id, id))
    .returning()
    .then((rows) => rows[0]);
}

/**
 * Locks every Admin-on-'all' assignment for the rest of the transaction and returns how many active
 * users hold one, so two concurrent removals cannot both see "another admin remains".
 */
export async function lockAndCountGlobalAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.execute<{ user_id: string; is_active: boolean }>(sql`
    select ur.user_id, u.is_active
    from user_roles ur
    join roles r on r.id = ur.role_id
    join users u on u.id = ur.user_id
    where r.name = 'Admin' and ur.module = 'all'
    for update of ur
  `);
  return new Set(rows.rows.filter((row) => row.is_active).map((row) => row.user_id)).size;
}

/** Permission records of the given roles (SPEC.md section 7: permissions where role_id in list). */
export function listPermissionsByRoleIds(db: DbOrTx, roleIds: string[]): Promise<PermissionRow[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(permissions)
    .where(inArray(permissions.roleId, roleIds))
    .orderBy(asc(permissions.resource), asc(permissions.action));
}

export function findAssignment(
  db: DbOrTx,
  userId: string,
  roleId: string,
  module: string,
): Promise<UserRoleRow | undefined> {
  return db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId), eq(userRoles.module, module)))
    .then((rows) => rows[0]);
}
