import { withValues } from '../../lib/i18n/intl';

/** The bell and its panel in English; the notifications' own titles and texts come from the server. */
export const notificationMessages = withValues({
  bell: { id: 'notifications.bell', defaultMessage: 'Notifications' },
  bellWithUnread: {
    id: 'notifications.bellWithUnread',
    defaultMessage: '{count, plural, one {Notifications, {count} unread} other {Notifications, {count} unread}}',
  },
  heading: { id: 'notifications.heading', defaultMessage: 'Notifications' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read' },
  markReadNamed: { id: 'notifications.markReadNamed', defaultMessage: 'Mark as read: {title}' },
  empty: { id: 'notifications.empty', defaultMessage: "You're all caught up" },
  emptyHint: { id: 'notifications.emptyHint', defaultMessage: 'New notifications about your timesheets, leave, OKRs, reviews and roles appear here.' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications...' },
  error: { id: 'notifications.error', defaultMessage: 'Notifications could not be loaded.' },
  retry: { id: 'notifications.retry', defaultMessage: 'Try again' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread' },
});
