import type { Notification, NotificationListQuery, ReadAllResult, UnreadCount } from '@apps/contracts/core/notification';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { onAudit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { notifyOnAudit } from './notification-events';
import { toNotificationDto } from './notification.mapper';
import * as notificationRepository from './notification.repository';

/** Who is asked to decide a timesheet or leave request (the line's nearest approver and their delegates today): other modules' channels use the same people. */
export { approversOf } from './notification-recipients';

/**
 * Starts writing notifications with every audited change, in its transaction. Called once
 * when the app is built; calling it again changes nothing.
 */
export function registerNotificationEvents(): void {
  onAudit(notifyOnAudit);
}

/** The caller's own in-app notifications, newest first; only unread ones with `unread`. */
export async function listNotifications(db: DbOrTx, caller: Caller, query: NotificationListQuery): Promise<Notification[]> {
  const rows = await notificationRepository.listByRecipient(db, caller.user.id, query);
  return rows.map(toNotificationDto);
}

/** The number of the caller's unread in-app notifications (the header's bell). */
export async function countUnreadNotifications(db: DbOrTx, caller: Caller): Promise<UnreadCount> {
  return { unread: await notificationRepository.countUnread(db, caller.user.id) };
}

/**
 * Marks one of the caller's notifications read; reading it again keeps the first time.
 * @throws NotFoundError when it does not exist or belongs to someone else.
 */
export async function markNotificationRead(db: DbOrTx, caller: Caller, id: string): Promise<Notification> {
  const row = await notificationRepository.markRead(db, caller.user.id, id);
  if (!row) throw new NotFoundError('Notification');
  return toNotificationDto(row);
}

/** Marks every unread notification of the caller read. */
export async function markAllNotificationsRead(db: DbOrTx, caller: Caller): Promise<ReadAllResult> {
  return { marked: await notificationRepository.markAllRead(db, caller.user.id) };
}
