import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';
import { userSettings } from '../../db/schema/settings';
import type { EmailContent } from './email-message';
import { claimDueIds } from './outbox.repository';

/** A claimed delivery with what its mail needs. */
export interface ClaimedDelivery extends EmailContent {
  attempts: number;
  createdAt: Date;
}

/** Claims up to `limit` due e-mail deliveries for `leaseSeconds` (`claimDueIds`), with what each mail needs. */
export async function claimDue(db: DbOrTx, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const ids = await claimDueIds(db, 'email', limit, leaseSeconds);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      deliveryId: notificationDeliveries.id,
      attempts: notificationDeliveries.attempts,
      createdAt: notificationDeliveries.createdAt,
      to: users.email,
      recipientName: users.name,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      language: userSettings.language,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .leftJoin(userSettings, eq(userSettings.userId, notifications.recipientId))
    .where(sql`${notificationDeliveries.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return rows;
}

/** Records a sent mail (or push message); only the holder of the lease may (a late worker after a lapsed lease may not undo). */
export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db.update(notificationDeliveries).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(notificationDeliveries.id, id));
}

/** Schedules another attempt in `delayMs`, or gives up (`failed`) when `giveUp`. */
export async function markAttemptFailed(db: DbOrTx, id: string, error: string, delayMs: number, giveUp: boolean): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(
      giveUp
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, lockedUntil: null, lastError: error },
    )
    .where(eq(notificationDeliveries.id, id));
}

/** E-mail deliveries that gave up, newest first (shown to admins). */
export async function listFailed(db: DbOrTx, limit: number) {
  return db
    .select({
      id: notificationDeliveries.id,
      recipientEmail: users.email,
      subject: notifications.title,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      createdAt: notificationDeliveries.createdAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(and(eq(notificationDeliveries.channel, 'email'), eq(notificationDeliveries.status, 'failed')))
    .orderBy(sql`${notificationDeliveries.createdAt} desc`)
    .limit(limit);
}
