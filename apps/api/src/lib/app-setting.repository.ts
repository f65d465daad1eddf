import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appSettings } from '../db/schema/core';

/** The stored JSON value of setting `key`, or undefined when it is not set. */
export async function findSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

/**
 * Stores `value` (JSON) under `key` unless the key is set already (a concurrent first start wins; read
 * it back with `findSetting`).
 */
export async function insertSettingIfMissing(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}
