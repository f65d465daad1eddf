import { eq } from 'drizzle-orm';
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
