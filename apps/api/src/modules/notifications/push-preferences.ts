import type { NotificationKind } from '@apps/contracts/core/notification';
import type { DbOrTx } from '../../db/client';

/**
 * Whether `userId` wants a push message of a notification of `type`: reads the person's settings (Push
 * on, and the notification type's own toggle on). Asked by the push worker just before it sends, so a
 * choice changed after the notification was written is obeyed. Until people have settings, everyone
 * with a subscription gets every push.
 * @returns true to send, false to drop the delivery.
 */
export async function pushWanted(_db: DbOrTx, _userId: string, _type: NotificationKind): Promise<boolean> {
  return true;
}
