import { canonicalId } from '@apps/contracts/ids';
import { kindWanted } from '@apps/contracts/core/notification-preferences';
import type { DbOrTx } from '../../db/client';
import type { WrittenNotice } from '../notifications/notification-outbox.service';
import { notificationChoicesOf } from '../settings/user-settings.service';
import { findAzureIds, insertUnorderedDeliveries } from './microsoft-outbox.repository';
import { activityOf, type TeamsLinkOptions } from './teams-activity.payloads';

/** What the Teams listener needs: how links are made, and a log for people skipped. */
export interface TeamsListenerOptions extends TeamsLinkOptions {
  /** Told why a notification was not sent to Teams (no Entra object id). */
  onSkip: (reason: string, details: { notificationId: string; userId: string }) => void;
}

/**
 * The listener of written notifications that sends each one a person reads in the app to their Teams
 * activity feed: in the notification's transaction it writes one `teams.activity.send` call per
 * notification (tied to it, held back as long as its e-mail), unless the person turned the notification's
 * type off in Settings (`kindWanted`, the checkbox e-mail and push obey). E-mail-only notifications are
 * not sent; a person without an Entra object id is skipped and logged.
 */
export function teamsActivityListener(options: TeamsListenerOptions) {
  return async (db: DbOrTx, written: readonly WrittenNotice[]): Promise<void> => {
    const shown = written.filter((notice) => notice.inApp);
    if (shown.length === 0) return;
    const recipients = [...new Set(shown.map((notice) => notice.recipientId))];
    const choices = await notificationChoicesOf(db, recipients);
    const azureIds = await findAzureIds(db, recipients);
    const calls = shown.flatMap((notice) => {
      const chosen = choices.get(notice.recipientId);
      if (chosen && !kindWanted(chosen, notice.kind)) return [];
      if (!azureIds.has(canonicalId(notice.recipientId))) {
        options.onSkip('no Entra object id', { notificationId: notice.id, userId: notice.recipientId });
        return [];
      }
      return [
        {
          userId: notice.recipientId,
          leaveRequestId: null,
          notificationId: notice.id,
          operation: 'teams.activity.send' as const,
          payload: activityOf(notice, options),
          delaySeconds: notice.delaySeconds,
        },
      ];
    });
    await insertUnorderedDeliveries(db, calls);
  };
}
