/** Query keys of the notifications feature; mutations invalidate through them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** How often the header asks for the unread count, in milliseconds. */
export const UNREAD_POLL_MS = 30_000;
