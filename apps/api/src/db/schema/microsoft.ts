import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MICROSOFT_OPERATIONS } from '@apps/contracts/core/notification';
import { users } from './core';
import { enumCheck } from './enum-check';
import { leaveRequests } from './mytime';
import { notifications } from './notifications';

/** What one outgoing Microsoft Graph call does (the contracts' list: the Admins' status names them). */
export type MicrosoftOperation = (typeof MICROSOFT_OPERATIONS)[number];

/** States of a Microsoft delivery, as of an e-mail: waiting (or retrying), done, or given up. */
export const MICROSOFT_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The outbox of Microsoft Graph calls (decision 0116, the claim of decision 0060): one row per call,
 * written in the transaction of the change that causes it, claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease. `seq` orders the calls of one leave request: a call waits while an earlier one of the same
 * request is pending, so an event is never deleted before it was created. `payload` is the request
 * body made at write time (in the person's language and time zone).
 */
export const microsoftDeliveries = pgTable(
  'microsoft_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveRequestId: uuid('leave_request_id').references(() => leaveRequests.id, { onDelete: 'cascade' }),
    /** The notification a Teams activity call carries: a notification taken back (an undone approval) takes its call with it. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    operation: text('operation').$type<MicrosoftOperation>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<(typeof MICROSOFT_DELIVERY_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('microsoft_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('microsoft_deliveries_leave_idx').on(t.leaveRequestId, t.seq).where(sql`${t.status} = 'pending'`),
    // Deleting a notification finds its call here (the cascade).
    index('microsoft_deliveries_notification_idx').on(t.notificationId).where(sql`${t.notificationId} is not null`),
    index('microsoft_deliveries_failed_idx').on(t.createdAt.desc()).where(sql`${t.status} = 'failed'`),
    enumCheck('microsoft_deliveries_operation_check', t.operation, MICROSOFT_OPERATIONS),
    enumCheck('microsoft_deliveries_status_check', t.status, MICROSOFT_DELIVERY_STATUSES),
  ],
);

/**
 * The Outlook side of one approved leave request: the event Graph created (`event_id`, null until the
 * create call is done) and the internal automatic reply this app scheduled, compared before a reset so
 * a reply the person wrote is never overwritten.
 */
export const outlookLeaveEvents = pgTable('outlook_leave_events', {
  leaveRequestId: uuid('leave_request_id')
    .primaryKey()
    .references(() => leaveRequests.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventId: text('event_id'),
  replyMessage: text('reply_message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
