import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles } from '../../db/schema/core';

/**
 * The role assignments provisioning keeps in step with Entra's app roles
 * (`provisioning-roles.ts`): reads and writes in the caller's transaction.
 */

/** A role's id and name. */
export interface RoleRow {
  id: string;
  name: string;
}

/** A person's role assignment: which role on which module, given by hand (`manual`) or by `provisioning`. */
export interface AssignmentRow {
  id: string;
  roleId: string;
  module: string;
  source: 'manual' | 'provisioning';
}

/** The roles named `names` (the contracts' `ROLE_NAMES`). */
export function rolesNamed(db: DbOrTx, names: readonly string[]): Promise<RoleRow[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, [...names]));
}

/** Every role assignment of `userId`, whatever its source. */
export function assignmentsOf(db: DbOrTx, userId: string): Promise<AssignmentRow[]> {
  return db
    .select({ id: userRoles.id, roleId: userRoles.roleId, module: userRoles.module, source: userRoles.source })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
}

/** Assigns `roleId` on `module` to `userId` with source 'provisioning'; undefined when it is held already. */
export async function insertProvisionedAssignment(db: DbOrTx, values: { userId: string; roleId: string; module: string }): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(userRoles)
    .values({ ...values, source: 'provisioning' })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return created;
}

/** Removes assignment `id` when provisioning gave it (one given by hand is never touched). */
export async function deleteProvisionedAssignment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.id, id), eq(userRoles.source, 'provisioning')));
}
