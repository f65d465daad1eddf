import type { NotificationKind } from '@apps/contracts/core/notification';
import { deliversBy } from '@apps/contracts/core/notification-preferences';
import type { DbOrTx } from '../../db/client';
import { notificationChoicesOf } from '../settings/user-settings.service';

/**
 * Whether `userId` wants a push message of a notification of `type`: the person's settings have Push
 * on and the notification type's own checkbox on (`deliversBy`; the defaults for people who never saved).
 * Asked by the push worker just before it sends, so a choice changed after the notification was written
 * is obeyed.
 * @returns true to send, false to drop the delivery.
 */
export async function pushWanted(db: DbOrTx, userId: string, type: NotificationKind): Promise<boolean> {
  const choices = (await notificationChoicesOf(db, [userId])).get(userId)!;
  return deliversBy(choices, type, 'push');
}
