import type { Notification, NotificationKind } from '@apps/contracts/core/notification';
import type { NotificationRow } from './notification.repository';

/** Row -> `Notification` DTO (timestamps as ISO 8601). */
export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
