import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/core';
import type { DirectoryPerson, ImportValues } from './user-import.plan';

/**
 * The writes and the one read of the people CSV import (`user-import.service.ts`), all in
 * the import's transaction under the reporting-line lock.
 */

/** Everyone in the directory (active or not) with the fields the import compares; one scan of `users`. */
export function loadDirectory(tx: Tx): Promise<DirectoryPerson[]> {
  return tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      managerId: users.managerId,
      jobTitle: users.jobTitle,
      department: users.department,
      officeLocation: users.officeLocation,
      isActive: users.isActive,
    })
    .from(users);
}

/** A new person's id and e-mail as the insert returned them. */
export interface InsertedPersonRow {
  id: string;
  email: string;
}

/**
 * Inserts new people (no directory object id yet: they link at first sign-in by e-mail) in one
 * multi-row statement; an e-mail that exists by now is skipped, so fewer rows come back than went in.
 */
export function insertPeople(tx: Tx, people: ReadonlyArray<{ email: string } & ImportValues>): Promise<InsertedPersonRow[]> {
  return tx
    .insert(users)
    .values(people.map((person) => ({ ...person, azureId: null })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
}

/** Sets the given profile fields of person `id` (the caller skips an empty `values`). */
export async function updatePerson(tx: Tx, id: string, values: ImportValues): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/**
 * Sets the managers of several people in one statement (`UPDATE ... FROM (VALUES ...)`; null clears);
 * the caller holds the reporting-line lock, checked the plan for cycles and keeps a call to a chunk
 * well under PostgreSQL's bind-parameter limit.
 */
export async function setManagers(tx: Tx, changes: ReadonlyArray<{ id: string; managerId: string | null }>): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map(({ id, managerId }) => sql`(${id}::uuid, ${managerId}::uuid)`);
  await tx.execute(sql`update ${users} set manager_id = v.manager_id from (values ${sql.join(rows, sql`, `)}) as v(id, manager_id) where ${users.id} = v.id`);
}

/** Every person's role assignments as `Role.module` keys, by user id (the import adds only missing ones). */
export async function loadHeldRoles(tx: Tx): Promise<Map<string, Set<string>>> {
  const rows = await tx
    .select({ userId: userRoles.userId, role: roles.name, module: userRoles.module })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId));
  const held = new Map<string, Set<string>>();
  for (const row of rows) {
    const keys = held.get(row.userId) ?? new Set<string>();
    keys.add(`${row.role}.${row.module}`);
    held.set(row.userId, keys);
  }
  return held;
}
