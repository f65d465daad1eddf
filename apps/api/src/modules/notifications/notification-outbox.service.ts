import { deliversBy } from '@apps/contracts/core/notification-preferences';
import type { DbOrTx } from '../../db/client';
import { notificationChoicesOf, readerChoicesOf } from '../settings/user-settings.service';
import { localized, notificationTranslator, type NotificationDraft } from './notification.i18n';
import { insertNotifications, type NewNotification } from './notification.repository';

/**
 * Writes notifications and their e-mail deliveries (the outbox) in `db`, the caller's transaction,
 * after applying each recipient's notification choices (`withDeliveryChoices`). Every notification
 * is written through here, so no e-mail leaves against a person's choice.
 * @returns the ids written (rows skipped by their dedupe key are not).
 */
export async function writeNotifications(db: DbOrTx, items: readonly NotificationDraft[]): Promise<string[]> {
  return insertNotifications(db, await withDeliveryChoices(db, await inReadersLanguages(db, items)));
}

/**
 * The drafts with their titles and texts made in each recipient's language and time zone (Settings),
 * read in one query for the whole batch; fixed strings stay as they are.
 */
export async function inReadersLanguages(db: DbOrTx, items: readonly NotificationDraft[]): Promise<NewNotification[]> {
  const made = items.filter((item) => typeof item.title !== 'string' || typeof item.body !== 'string');
  const readers = made.length === 0 ? new Map() : await readerChoicesOf(db, made.map((item) => item.recipientId));
  return items.map((item) => {
    if (typeof item.title === 'string' && typeof item.body === 'string') return { ...item, title: item.title, body: item.body };
    const t = notificationTranslator(readers.get(item.recipientId) ?? { language: 'en' });
    return { ...item, title: localized(item.title, t), body: localized(item.body, t) };
  });
}

/**
 * The items as their recipients chose (Settings, Notifications): no e-mail when the person turned
 * e-mail off or unchecked the notification's type (`deliversBy`); the in-app notification stays.
 * An e-mail-only item (`inApp: false`) that may not be mailed is dropped. One query for all recipients.
 */
export async function withDeliveryChoices(db: DbOrTx, items: readonly NewNotification[]): Promise<NewNotification[]> {
  const mailed = items.filter((item) => item.email !== false);
  if (mailed.length === 0) return [...items];
  const choices = await notificationChoicesOf(db, mailed.map((item) => item.recipientId));
  return items.flatMap((item) => {
    const chosen = choices.get(item.recipientId);
    if (item.email === false || !chosen || deliversBy(chosen, item.kind, 'email')) return [item];
    return item.inApp === false ? [] : [{ ...item, email: false }];
  });
}
