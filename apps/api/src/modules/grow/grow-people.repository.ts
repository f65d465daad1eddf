import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { holdsOneOf } from '../authority/grant.scope';

export type GrowPersonRow = { id: string; name: string | null; email: string };

/**
 * People lists of Grow: `members` are the assignment pairs of the people who keep Grow records, as
 * the authority computed them from the grants (`holdersOf`), bound as parameters.
 */

/** Active people holding one of `members`, by name then e-mail, except `excludeId`. */
export function listActiveGrowPeople(db: DbOrTx, members: readonly SubjectAssignment[], excludeId: string, limit: number, offset: number): Promise<GrowPersonRow[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true), ne(users.id, excludeId), holdsOneOf(users.id, members)))
    .orderBy(asc(users.name), asc(users.email), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** How many people `listActiveGrowPeople` would list in all. */
export async function countActiveGrowPeople(db: DbOrTx, members: readonly SubjectAssignment[], excludeId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.isActive, true), ne(users.id, excludeId), holdsOneOf(users.id, members)));
  return row?.value ?? 0;
}

/** The person when active and holding one of `members`; undefined otherwise. */
export async function findActiveGrowPerson(db: DbOrTx, members: readonly SubjectAssignment[], id: string): Promise<GrowPersonRow | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), holdsOneOf(users.id, members)));
  return row;
}
