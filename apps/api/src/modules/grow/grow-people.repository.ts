import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRoles, users } from '../../db/schema/core';

export type GrowPersonRow = { id: string; name: string | null; email: string };

const growAccess = or(eq(userRoles.module, 'grow'), eq(userRoles.module, 'all'));

/** Active people holding any role on grow or 'all', by name then e-mail, except `excludeId`. */
export function listActiveGrowPeople(db: DbOrTx, excludeId: string, limit: number, offset: number): Promise<GrowPersonRow[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.isActive, true), ne(users.id, excludeId), growAccess))
    .orderBy(asc(users.name), asc(users.email), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** How many people `listActiveGrowPeople` would list in all. */
export async function countActiveGrowPeople(db: DbOrTx, excludeId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.isActive, true), ne(users.id, excludeId), growAccess));
  return row?.value ?? 0;
}

/** The person when active and holding any role on grow or 'all'; undefined otherwise. */
export async function findActiveGrowPerson(db: DbOrTx, id: string): Promise<GrowPersonRow | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.isActive, true),
        inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(and(eq(userRoles.userId, id), growAccess))),
      ),
    );
  return row;
}
