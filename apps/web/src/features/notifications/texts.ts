import { intlFor } from '../../lib/i18n/intl';
import { notificationMessages as m } from './messages';

const en = intlFor('en');

/**
 * The notifications feature's texts in English, as an English reader sees them: what tests look for.
 * The bell and panel format `messages.ts` in the person's language.
 */
export const NOTIFICATION_TEXTS = {
  bell: m.bell.defaultMessage,
  bellWithUnread: (count: number) => en.formatMessage(m.bellWithUnread, { count }),
  heading: m.heading.defaultMessage,
  markAllRead: m.markAllRead.defaultMessage,
  markRead: m.markRead.defaultMessage,
  empty: en.formatMessage(m.empty),
  emptyHint: m.emptyHint.defaultMessage,
  loading: m.loading.defaultMessage,
  error: m.error.defaultMessage,
  retry: m.retry.defaultMessage,
  unread: m.unread.defaultMessage,
};
