import { and, asc, eq, sql } from 'drizzle-orm';
import { grantHolders, type SubjectAssignment } from '@apps/contracts/core/policy';
import type { DbOrTx, Tx } from '../../db/client';
import { holdsOneOf } from '../authority/grant.scope';
import { permissions, roles, userRoles } from '../../db/schema/core';
import { preparedFor } from '../../lib/prepared';

export type RoleRow = typeof roles.$inferSelect;
export type UserRoleRow = typeof userRoles.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
export type UserRoleWithRole = UserRoleRow & { role: RoleRow };

/** Every role ordered by name. */
export function listRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.name));
}

export function findRoleById(db: DbOrTx, id: string): Promise<RoleRow | undefined> {
  return db.select().from(roles).where(eq(roles.id, id)).then((rows) => rows[0]);
}

export function findRoleByName(db: DbOrTx, name: string): Promise<RoleRow | undefined> {
  return db.select().from(roles).where(eq(roles.name, name)).then((rows) => rows[0]);
}

function selectUserRoles(db: DbOrTx) {
  return db
    .select({ userRole: userRoles, role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, sql.placeholder('userId')))
    .orderBy(asc(roles.name), asc(userRoles.module));
}

/** A user's assignments with the role embedded, by role name then module; prepared outside transactions. */
export async function listUserRoles(db: DbOrTx, userId: string): Promise<UserRoleWithRole[]> {
  const query = preparedFor(db, 'user_roles_of', (on) => selectUserRoles(on).prepare('user_roles_of'));
  const rows = await query.execute({ userId });
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
 * Key of the transaction-level advisory lock that serialises every change able to end an Admin's
 * power (an arbitrary constant: "ADMIN" in ASCII).
 */
const ADMIN_CHANGES_LOCK = 0x41444d494e;

/** Waits for, then holds until the transaction ends, the lock of changes that can end an Admin's power. */
export async function lockAdminChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(ADMIN_CHANGES_LOCK))})`);
}

/**
 * The user administrators' assignment pairs (holders of `users:manage`: Admin on 'all'), read from
 * the grants; the admin invariant passes the authority's `userAdministrators()`, the same pairs.
 */
const USER_ADMINISTRATORS = grantHolders('users:manage');

/** How many active users hold one of `holders` (default: the user administrators). */
export async function countActiveGlobalAdmins(db: DbOrTx, holders: readonly SubjectAssignment[] = USER_ADMINISTRATORS): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from users u where u.is_active and ${holdsOneOf(sql`u.id`, holders)}
  `);
  return Number(result.rows[0]?.count ?? 0);
}

/** True when `userId` is an active user holding one of `holders` (default: the user administrators). */
export async function isActiveGlobalAdmin(db: DbOrTx, userId: string, holders: readonly SubjectAssignment[] = USER_ADMINISTRATORS): Promise<boolean> {
  const result = await db.execute<{ found: number }>(sql`
    select 1 as found from users u where u.id = ${userId} and u.is_active and ${holdsOneOf(sql`u.id`, holders)}
  `);
  return result.rows.length > 0;
}

/** Permission records of the given roles (permissions where role_id in list). */
export function listPermissionsByRoleIds(db: DbOrTx, roleIds: string[]): Promise<PermissionRow[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  // One prepared statement for any number of roles (`= any($1)`, not `in ($1, $2, ...)`): every sign-in runs it.
  const query =
    preparedFor(db, 'permissions_of_roles', (on) => selectPermissionsOfRoles(on).prepare('permissions_of_roles'));
  return query.execute({ roleIds });
}

function selectPermissionsOfRoles(db: DbOrTx) {
  return db
    .select()
    .from(permissions)
    .where(sql`${permissions.roleId} = any(${sql.placeholder('roleIds')}::uuid[])`)
    .orderBy(asc(permissions.resource), asc(permissions.action), asc(permissions.module));
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
