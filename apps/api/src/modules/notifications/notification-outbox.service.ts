import type { NotificationKind } from '@apps/contracts/core/notification';
import { deliversBy } from '@apps/contracts/core/notification-preferences';
import type { DbOrTx } from '../../db/client';
import { notificationChoicesOf, readerChoicesOf } from '../settings/user-settings.service';
import { localized, notificationTranslator, type NotificationDraft } from './notification.i18n';
import { insertNotifications, type NewNotification } from './notification.repository';
import { countPendingByChannel } from './outbox.repository';

/** A notification just written, as a listener sees it: in its recipient's language, after their choices. */
export interface WrittenNotice {
  id: string;
  recipientId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path (`/mytime/approvals`), or null. */
  link: string | null;
  /** False: e-mail only (the person cannot read it in the app). */
  inApp: boolean;
  /** Seconds its e-mail and push are held back (a change that can still be undone); 0 for none. */
  delaySeconds: number;
}

/** Runs in the transaction that wrote the notifications; what it writes lands with them or not at all. */
export type NotificationListener = (db: DbOrTx, written: readonly WrittenNotice[]) => Promise<void>;

const listeners = new Set<NotificationListener>();

/**
 * Adds `listener` to every later `writeNotifications` (idempotent: the same function is added once): the
 * seam through which an optional channel (the Teams activity feed, loaded only when configured) writes its
 * own outbox rows without this module knowing it.
 * @returns a function that removes it again (a listener of one app instance, removed when it closes).
 */
export function onNotificationsWritten(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener, in the caller's transaction, about the notifications written. */
async function announceWritten(db: DbOrTx, written: readonly WrittenNotice[]): Promise<void> {
  if (written.length === 0) return;
  for (const listener of listeners) await listener(db, written);
}

/**
 * Writes notifications and their e-mail deliveries (the outbox) in `db`, the caller's transaction,
 * after applying each recipient's notification choices (`withDeliveryChoices`), then tells the
 * `onNotificationsWritten` listeners (the Teams activity feed) in the same transaction. Every
 * notification is written through here, so no e-mail leaves against a person's choice.
 * @returns the ids written (rows skipped by their dedupe key are not).
 */
export async function writeNotifications(db: DbOrTx, drafts: readonly NotificationDraft[]): Promise<string[]> {
  const items = await withDeliveryChoices(db, await inReadersLanguages(db, drafts));
  const written = await insertNotifications(db, items);
  if (listeners.size > 0 && written.length > 0) {
    const keyOf = (row: { recipientId: string; kind: string; dedupeKey?: string | null }) => `${row.recipientId}|${row.kind}|${row.dedupeKey ?? ''}`;
    const byKey = new Map(items.map((item) => [keyOf(item), item]));
    await announceWritten(
      db,
      written.flatMap((row) => {
        const item = byKey.get(keyOf(row));
        if (!item) return [];
        return [{ id: row.id, recipientId: row.recipientId, kind: row.kind, title: item.title, body: item.body, link: item.link, inApp: item.inApp ?? true, delaySeconds: item.emailDelaySeconds ?? 0 }];
      }),
    );
  }
  return written.map((row) => row.id);
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

/** Deliveries waiting in the outbox (shared by every instance) by channel, 0 for a channel with none (metrics read it at scrape time). */
export async function pendingDeliveries(db: DbOrTx): Promise<Record<'email' | 'push', number>> {
  const pending = { email: 0, push: 0 };
  for (const { channel, count } of await countPendingByChannel(db)) pending[channel] = count;
  return pending;
}
