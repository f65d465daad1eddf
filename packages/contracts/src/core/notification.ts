import { z } from 'zod';
import { IdSchema, queryFlag, TimestampSchema } from '../common';

/**
 * What a notification is about: one kind per event of the table, plus the
 * scheduled reminders. The web picks an icon per kind; the server picks the recipients.
 */
export const NOTIFICATION_KINDS = [
  'timesheet.submitted',
  'timesheet.approved',
  'timesheet.rejected',
  'leave.requested',
  'leave.approved',
  'leave.rejected',
  'leave.cancelled',
  'okr.approved',
  'review.started',
  'review.self_assessed',
  'review.finalized',
  'role.assigned',
  'role.removed',
  'account.deactivated',
  'account.reactivated',
  'reminder.timesheet_missing',
  'reminder.team_timesheets_missing',
  'reminder.decisions_waiting',
  'access.requested',
  'digest.weekly',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One in-app notification of the caller. `link` is an app path (`/mytime/approvals?...`),
 * never a full address and never a token; `readAt` is null while unread.
 */
export const NotificationSchema = z.object({
  id: IdSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Query of `GET /v1/notifications`: only unread ones when `unread=true`; newest first, a page of `limit`. */
export const NotificationListQuerySchema = z.object({
  unread: queryFlag().transform((value) => value === 'true'),
  limit: z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be at least 1').max(100, 'Must be at most 100').default(20),
  offset: z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').default(0),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** `GET /v1/notifications/unread-count`: the header's badge. */
export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `POST /v1/notifications/read-all`: how many were marked read. */
export const ReadAllResultSchema = z.object({ marked: z.number().int().min(0) });
export type ReadAllResult = z.infer<typeof ReadAllResultSchema>;

/** Whether e-mail is delivered (`SMTP_URL` set) and the deliveries that gave up, for User Management. */
export const EmailStatusSchema = z.object({
  enabled: z.boolean(),
  failed: z.array(
    z.object({ id: IdSchema, recipientEmail: z.string(), subject: z.string(), attempts: z.number().int(), lastError: z.string().nullable(), createdAt: TimestampSchema }),
  ),
});
export type EmailStatus = z.infer<typeof EmailStatusSchema>;

/**
 * What an outgoing Microsoft call did: the leave's Outlook event, the person's automatic replies, or a
 * notification in their Teams activity feed (Graph); an approval card sent to an approver in Teams, or
 * updated there (the Bot Connector).
 */
export const MICROSOFT_OPERATIONS = ['outlook.event.create', 'outlook.event.delete', 'outlook.replies.schedule', 'outlook.replies.reset', 'teams.activity.send', 'teams.card.send', 'teams.card.update'] as const;

/**
 * `GET /v1/notifications/microsoft-status` (Admins): whether Microsoft 365 (Graph, or the Teams bot) is
 * connected, and the calls that gave up (newest 50): whose, which operation, how often tried, the last answer.
 */
export const MicrosoftStatusSchema = z.object({
  enabled: z.boolean(),
  failed: z.array(
    z.object({
      id: IdSchema,
      recipientEmail: z.string(),
      operation: z.enum(MICROSOFT_OPERATIONS),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: TimestampSchema,
    }),
  ),
});
export type MicrosoftStatus = z.infer<typeof MicrosoftStatusSchema>;
