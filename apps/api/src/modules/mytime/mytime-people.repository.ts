import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';

/** True when a user with this id exists. */
export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return rows.length > 0;
}

/**
 * Locks the person's user row (`FOR NO KEY UPDATE`) until the transaction ends, so two requests that
 * check "does this overlap or exceed what exists" for the same person run one after the other.
 * Foreign-key checks (`KEY SHARE`) are not blocked. Returns false when the user does not exist.
 */
export async function lockPerson(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return rows.length > 0;
}

/**
 * The ids of team `managerId` (the manager and their direct reports, as `teamOf`), active or not:
 * the people the team calendar shows.
 */
export async function teamMemberIds(db: DbOrTx, managerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, managerId), eq(users.managerId, managerId)));
  return rows.map((row) => row.id);
}

/** The person's manager id (null when none or unknown). */
export async function managerIdOf(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db.select({ managerId: users.managerId }).from(users).where(eq(users.id, id));
  return rows[0]?.managerId ?? null;
}
