/** Every UI text of the notifications feature; tests import them. */
export const NOTIFICATION_TEXTS = {
  bell: 'Notifications',
  bellWithUnread: (count: number) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  empty: "You're all caught up",
  emptyHint: 'New notifications about your timesheets, leave, OKRs, reviews and roles appear here.',
  loading: 'Loading notifications...',
  error: 'Notifications could not be loaded.',
  retry: 'Try again',
  unread: 'Unread',
} as const;
