import { eq, sql } from 'drizzle-orm';
import type { NotificationKind } from '@apps/contracts/core/notification';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../db/schema/notifications';
import { claimDueIds } from './outbox.repository';

/** A claimed push delivery with its notification and the subscription to send it to. */
export interface ClaimedPush {
  deliveryId: string;
  attempts: number;
  createdAt: Date;
  notificationId: string;
  recipientId: string;
  /** Whether the recipient's account is active now (a deactivated person's browsers get nothing). */
  recipientActive: boolean;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Claims up to `limit` due push deliveries for `leaseSeconds` (`claimDueIds`), with what each push needs. */
export async function claimDuePushes(db: DbOrTx, limit: number, leaseSeconds: number): Promise<ClaimedPush[]> {
  const ids = await claimDueIds(db, 'push', limit, leaseSeconds);
  if (ids.length === 0) return [];
  return db
    .select({
      deliveryId: notificationDeliveries.id,
      attempts: notificationDeliveries.attempts,
      createdAt: notificationDeliveries.createdAt,
      notificationId: notifications.id,
      recipientId: notifications.recipientId,
      recipientActive: users.isActive,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationDeliveries.subscriptionId))
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(sql`${notificationDeliveries.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Removes a delivery that is not to be sent (the person does not want this push, or was deactivated). */
export async function deleteDelivery(db: DbOrTx, id: string): Promise<void> {
  await db.delete(notificationDeliveries).where(eq(notificationDeliveries.id, id));
}
