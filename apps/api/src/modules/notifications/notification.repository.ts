import { and, count, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { sameId } from '@apps/contracts/ids';
import type { NotificationKind } from '@apps/contracts/core/notification';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';
import { listIdsByUsers } from './push-subscription.repository';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification to write: in the app unless `inApp` is false, by e-mail when `email` is true. An in-app
 * notification is also pushed to every browser its recipient subscribed from.
 */
export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  inApp?: boolean;
  email?: boolean;
  /** Makes the write idempotent (reminders): a second write with the same key is skipped. */
  dedupeKey?: string;
  /** Holds the e-mail and push back this many seconds (a change that can still be undone sends nothing before). */
  emailDelaySeconds?: number;
}

/**
 * Writes the notifications and their e-mail and push deliveries (the outbox) with `db`, the caller's
 * transaction. Rows whose `dedupeKey` already exists are skipped with their deliveries.
 * @returns the rows written (id, recipient, kind, dedupe key).
 */
export async function insertNotifications(db: DbOrTx, items: readonly NewNotification[]): Promise<WrittenNotification[]> {
  if (items.length === 0) return [];
  const values = items.map((item) => ({
    recipientId: item.recipientId,
    kind: item.kind,
    title: item.title,
    body: item.body,
    link: item.link,
    inApp: item.inApp ?? true,
    dedupeKey: item.dedupeKey ?? null,
  }));
  const [one] = values;
  // One notification (most audited changes): prepared, also inside the change's transaction.
  const written: WrittenNotification[] =
    values.length === 1 && one
      ? await preparedFor(db, 'notification_insert_one', (on) => insertOne(on).prepare('notification_insert_one')).execute(one)
      : await db.insert(notifications).values(values).onConflictDoNothing().returning(writtenColumns);
  const wantsEmail = new Set(items.filter((item) => item.email !== false).map((item) => `${item.recipientId}|${item.kind}|${item.dedupeKey ?? ''}`));
  const delays = new Map(items.filter((item) => item.emailDelaySeconds).map((item) => [`${item.recipientId}|${item.kind}|${item.dedupeKey ?? ''}`, item.emailDelaySeconds ?? 0]));
  const deliveries = written
    .filter((row) => wantsEmail.has(`${row.recipientId}|${row.kind}|${row.dedupeKey ?? ''}`))
    .map((row) => {
      const delay = delays.get(`${row.recipientId}|${row.kind}|${row.dedupeKey ?? ''}`);
      return delay ? { notificationId: row.id, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` } : { notificationId: row.id };
    });
  const [delivery] = deliveries;
  if (deliveries.length === 1 && delivery && !('nextAttemptAt' in delivery)) {
    await preparedFor(db, 'notification_delivery_insert_one', (on) =>
      on.insert(notificationDeliveries).values({ notificationId: sql.placeholder('notificationId') }).prepare('notification_delivery_insert_one'),
    ).execute(delivery);
  } else if (deliveries.length > 0) await db.insert(notificationDeliveries).values(deliveries);
  await insertPushDeliveries(db, items, written);
  return written;
}

/** One push delivery per subscription of the recipient of each in-app notification written, due with its e-mail. */
async function insertPushDeliveries(db: DbOrTx, items: readonly NewNotification[], written: readonly WrittenNotification[]): Promise<void> {
  const keyOf = (row: { recipientId: string; kind: string; dedupeKey?: string | null }) => `${row.recipientId}|${row.kind}|${row.dedupeKey ?? ''}`;
  const inApp = new Map(items.filter((item) => item.inApp !== false).map((item) => [keyOf(item), item.emailDelaySeconds ?? 0]));
  const pushable = written.filter((row) => inApp.has(keyOf(row)));
  const subscriptions = await listIdsByUsers(db, [...new Set(pushable.map((row) => row.recipientId))]);
  if (subscriptions.length === 0) return;
  const deliveries = pushable.flatMap((row) => {
    const delay = inApp.get(keyOf(row)) ?? 0;
    return subscriptions
      .filter((subscription) => sameId(subscription.userId, row.recipientId))
      .map((subscription) => ({
        notificationId: row.id,
        channel: 'push' as const,
        subscriptionId: subscription.id,
        ...(delay ? { nextAttemptAt: sql`now() + make_interval(secs => ${delay})` } : {}),
      }));
  });
  if (deliveries.length > 0) await db.insert(notificationDeliveries).values(deliveries);
}

const writtenColumns = { id: notifications.id, dedupeKey: notifications.dedupeKey, recipientId: notifications.recipientId, kind: notifications.kind };
/** A notification row just written: its id and what tells it from the others of its batch (recipient, kind, dedupe key). */
export type WrittenNotification = { id: string; dedupeKey: string | null; recipientId: string; kind: NotificationKind };

function insertOne(db: DbOrTx) {
  return db
    .insert(notifications)
    .values({
      recipientId: sql.placeholder('recipientId'),
      kind: sql.placeholder('kind'),
      title: sql.placeholder('title'),
      body: sql.placeholder('body'),
      link: sql.placeholder('link'),
      inApp: sql.placeholder('inApp'),
      dedupeKey: sql.placeholder('dedupeKey'),
    })
    .onConflictDoNothing()
    .returning(writtenColumns);
}

/**
 * The recipient's (a value, or a placeholder of a prepared statement) in-app notifications. `in_app` is
 * written as the column itself, not compared with a parameter, so that a generic plan of a prepared
 * statement still matches the partial index `notifications_recipient_unread_idx`.
 */
const visibleTo = (recipientId: string | Placeholder) => and(eq(notifications.recipientId, recipientId), sql`${notifications.inApp}`);
const unreadOf = (recipientId: string | Placeholder) => and(visibleTo(recipientId), isNull(notifications.readAt));

const selectByRecipient = (db: DbOrTx, unread: boolean) =>
  db
    .select()
    .from(notifications)
    .where((unread ? unreadOf : visibleTo)(sql.placeholder('recipientId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

const countUnreadOf = (db: DbOrTx) => db.select({ n: count() }).from(notifications).where(unreadOf(sql.placeholder('recipientId')));

/**
 * The recipient's in-app notifications, newest first (index on recipient and time); prepared, one
 * statement for all and one for unread only: the bell reads them on every page.
 */
export async function listByRecipient(db: DbOrTx, recipientId: string, page: { unread: boolean; limit: number; offset: number }): Promise<NotificationRow[]> {
  const name = page.unread ? 'notifications_unread_of' : 'notifications_of';
  const query = preparedFor(db, name, (on) => selectByRecipient(on, page.unread).prepare(name));
  return query.execute({ recipientId, limit: page.limit, offset: page.offset });
}

/** How many in-app notifications of the recipient are unread (served by a partial index); prepared. */
export async function countUnread(db: DbOrTx, recipientId: string): Promise<number> {
  const query = preparedFor(db, 'notifications_unread_count', (on) => countUnreadOf(on).prepare('notifications_unread_count'));
  const [row] = await query.execute({ recipientId });
  return Number(row?.n ?? 0);
}

/** Marks one of the recipient's notifications read (kept when already read). @returns the row, or undefined when not theirs. */
export async function markRead(db: DbOrTx, recipientId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), visibleTo(recipientId)))
    .returning();
  return row;
}

/** Marks every unread notification of the recipient read. @returns how many. */
export async function markAllRead(db: DbOrTx, recipientId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(unreadOf(recipientId))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Deletes the notifications whose dedupe key starts with `keyPrefix` (a change taken back), with their
 * e-mail deliveries (cascade); an e-mail already sent stays sent.
 */
export async function deleteByDedupePrefix(db: DbOrTx, keyPrefix: string): Promise<void> {
  await db.delete(notifications).where(sql`left(${notifications.dedupeKey}, ${keyPrefix.length}) = ${keyPrefix}`);
}
