import { deliversBy } from '@apps/contracts/core/notification-preferences';
import type { DbOrTx } from '../../db/client';
import { notificationChoicesOf } from '../settings/user-settings.service';
import { insertNotifications, type NewNotification } from './notification.repository';

/**
 * Writes notifications and their e-mail deliveries (the outbox) in `db`, the caller's transaction,
 * after applying each recipient's notification choices (`withDeliveryChoices`). Every notification
 * is written through here, so no e-mail leaves against a person's choice.
 * @returns the ids written (rows skipped by their dedupe key are not).
 */
export async function writeNotifications(db: DbOrTx, items: readonly NewNotification[]): Promise<string[]> {
  return insertNotifications(db, await withDeliveryChoices(db, items));
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
