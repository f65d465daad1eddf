import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind } from '@apps/contracts/core/notification';
import { users } from './core';
import { enumCheck } from './enum-check';

/**
 * One notification for one person, written in the same transaction as the change that
 * causes it. `in_app` false: e-mail only (deactivation). `dedupe_key`: a reminder's "person + week",
 * unique, so whichever instance runs the schedule writes it once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    inApp: boolean('in_app').notNull().default(true),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_recipient_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null and ${t.inApp}`),
    uniqueIndex('notifications_dedupe_key_key').on(t.dedupeKey),
    enumCheck('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
  ],
);

/**
 * One browser's Web Push subscription (the W3C `PushSubscription`): where the push service accepts
 * messages for it (`endpoint`, an https URL, unique: a browser profile has one per application
 * server key) and its message encryption keys (`p256dh`, the browser's P-256 public key, and `auth`,
 * the shared secret, both base64url). Belongs to the person who last subscribed with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** How a notification leaves the app: an e-mail, or a Web Push message to one subscription. */
export const DELIVERY_CHANNELS = ['email', 'push'] as const;

/** States of an e-mail delivery: waiting (or retrying), sent, or given up after the retry window. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The transactional outbox of e-mail and push: one row per notification to deliver by e-mail, and
 * one per push subscription of the recipient (`subscription_id`; removing the subscription removes
 * its deliveries), written with the notification. Workers claim due rows with `FOR UPDATE SKIP LOCKED` (decision
 * 0060); `message_id` is fixed at insert, so a repeated delivery carries the same Message-ID.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<(typeof DELIVERY_CHANNELS)[number]>().notNull().default('email'),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof DELIVERY_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is leased until then; a worker that dies leaves it to be claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each channel's worker claims its own due rows.
    index('notification_deliveries_due_idx').on(t.channel, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_notification_idx').on(t.notificationId),
    index('notification_deliveries_subscription_idx').on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    enumCheck('notification_deliveries_status_check', t.status, DELIVERY_STATUSES),
    enumCheck('notification_deliveries_channel_check', t.channel, DELIVERY_CHANNELS),
    check('notification_deliveries_subscription_check', sql`(${t.channel} = 'push') = (${t.subscriptionId} is not null)`),
  ],
);
