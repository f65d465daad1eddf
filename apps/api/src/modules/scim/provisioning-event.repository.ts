import { desc, inArray, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { provisioningEvents } from '../../db/schema/provisioning';

export type ProvisioningEventRow = typeof provisioningEvents.$inferSelect;

export async function insert(db: DbOrTx, values: Omit<ProvisioningEventRow, 'id' | 'createdAt'>): Promise<void> {
  await db.insert(provisioningEvents).values(values);
}

/** The newest events, newest first (User Management shows the last 100). */
export function listRecent(db: DbOrTx, limit: number): Promise<ProvisioningEventRow[]> {
  return db.select().from(provisioningEvents).orderBy(desc(provisioningEvents.createdAt)).limit(limit);
}

/** When the last SCIM request was logged, if ever. */
export async function lastEventAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: max(provisioningEvents.createdAt) }).from(provisioningEvents);
  return row?.at ?? null;
}

/** Removes events logged before `cutoff`. @returns how many. */
export async function deleteOlderThan(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db.delete(provisioningEvents).where(lt(provisioningEvents.createdAt, cutoff)).returning({ id: provisioningEvents.id });
  return rows.length;
}

/** Removes every event but the newest `keep` (by time, then id). @returns how many. */
export async function deleteBeyondNewest(db: DbOrTx, keep: number): Promise<number> {
  const rows = await db
    .delete(provisioningEvents)
    .where(
      inArray(
        provisioningEvents.id,
        db.select({ id: provisioningEvents.id }).from(provisioningEvents).orderBy(desc(provisioningEvents.createdAt), desc(provisioningEvents.id)).offset(keep),
      ),
    )
    .returning({ id: provisioningEvents.id });
  return rows.length;
}
