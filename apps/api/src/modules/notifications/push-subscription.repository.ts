import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { pushSubscriptions } from '../../db/schema/notifications';

/** A stored subscription: whose it is, where to send, and its keys (base64url). */
export interface PushSubscriptionRow {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const columns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Stores the subscription for `userId`, or updates the one with the same endpoint: its keys, and its
 * owner (a browser profile someone else subscribed from before now pushes to this person only).
 */
export async function upsert(db: DbOrTx, row: Omit<PushSubscriptionRow, 'id'>): Promise<PushSubscriptionRow> {
  const [stored] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth } })
    .returning(columns);
  return stored!;
}

/** Deletes the subscription with `endpoint` if it is `userId`'s. @returns whether one was deleted. */
export async function deleteOwn(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Deletes a subscription (the push service said it is gone), with its pending deliveries (cascade). */
export async function deleteById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * The subscriptions (ids and owners) of the people `userIds`. One person (most notifications) is a
 * prepared statement: it runs with every audited change that notifies someone.
 */
export async function listIdsByUsers(db: DbOrTx, userIds: readonly string[]): Promise<Array<{ id: string; userId: string }>> {
  const [one] = userIds;
  if (one === undefined) return [];
  const select = (on: DbOrTx) => on.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions);
  if (userIds.length === 1) {
    return preparedFor(db, 'push_subscriptions_of_one', (on) => select(on).where(eq(pushSubscriptions.userId, sql.placeholder('userId'))).prepare('push_subscriptions_of_one')).execute({ userId: one });
  }
  return select(db).where(inArray(pushSubscriptions.userId, [...userIds]));
}
