import { desc, max, sql } from 'drizzle-orm';
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

/** Keeps the log bounded: removes events older than `days` days. */
export async function pruneOlderThan(db: DbOrTx, days: number): Promise<void> {
  await db.delete(provisioningEvents).where(sql`${provisioningEvents.createdAt} < now() - make_interval(days => ${days})`);
}
