import { isTimeZone } from '@apps/contracts/core/user-settings.values';
import type { DbOrTx } from '../../db/client';
import type { AuditEntry } from '../../lib/audit';
import { languageOf } from '../../lib/i18n';
import { findLeaveEvent, insertDeliveries, insertLeaveEvent } from './microsoft-outbox.repository';
import { outlookEventOf, REPLIES_OFF, replyMessagesOf, scheduledRepliesOf, type OutlookLeave } from './outlook-leave.payloads';
import { findDelegateOn, findLeaveForOutlook } from './outlook-leave.repository';

/** What the Outlook listener needs: the switch for everyone, the zone of people without one, the day's hours, and a log. */
export interface OutlookListenerOptions {
  /** `M365_OUTLOOK`: false puts nobody's leave in Outlook. */
  enabled: boolean;
  /** IANA zone of a person who never chose one (the organisation's). */
  defaultTimeZone: string;
  workingDayHours: number;
  /** Told why a leave was not put in Outlook (no Entra object id). */
  onSkip: (reason: string, details: { leaveRequestId: string; userId: string }) => void;
}

/**
 * The audit listener that puts approved leave in Outlook and takes it out again: on
 * `leave_request.approved` it writes, in the approval's transaction, the calls that create the
 * calendar event and schedule the automatic replies (and the record of this app's reply); on
 * `leave_request.cancelled` of a request this app put in Outlook, the calls that delete the event and
 * reset the replies (only if still this app's). Skipped when turned off for everyone, when the person
 * turned Outlook off in Settings, or (logged) when the person has no Entra object id.
 */
export function outlookLeaveListener(options: OutlookListenerOptions) {
  return async (db: DbOrTx, entry: AuditEntry): Promise<void> => {
    if (entry.entity !== 'leave_request') return;
    if (entry.action === 'leave_request.approved') await onApproved(db, entry.entityId, options);
    else if (entry.action === 'leave_request.cancelled') await onCancelled(db, entry.entityId);
  };
}

async function onApproved(db: DbOrTx, leaveRequestId: string, options: OutlookListenerOptions): Promise<void> {
  if (!options.enabled) return;
  const leave = await findLeaveForOutlook(db, leaveRequestId);
  if (!leave || leave.outlook === false) return;
  if (!leave.azureId) {
    options.onSkip('no Entra object id', { leaveRequestId, userId: leave.employeeId });
    return;
  }
  const outlook: OutlookLeave = {
    startDate: leave.startDate,
    endDate: leave.endDate,
    halfDay: leave.halfDay,
    language: languageOf(leave.language),
    timeZone: leave.timeZone && isTimeZone(leave.timeZone) ? leave.timeZone : options.defaultTimeZone,
    workingDayHours: options.workingDayHours,
    delegate: (await findDelegateOn(db, leave.employeeId, leave.startDate)) ?? null,
  };
  await insertLeaveEvent(db, { leaveRequestId, userId: leave.employeeId, replyMessage: replyMessagesOf(outlook).internal });
  await insertDeliveries(db, [
    { userId: leave.employeeId, leaveRequestId, operation: 'outlook.event.create', payload: outlookEventOf(outlook) },
    { userId: leave.employeeId, leaveRequestId, operation: 'outlook.replies.schedule', payload: scheduledRepliesOf(outlook) },
  ]);
}

async function onCancelled(db: DbOrTx, leaveRequestId: string): Promise<void> {
  const placed = await findLeaveEvent(db, leaveRequestId);
  if (!placed) return;
  await insertDeliveries(db, [
    { userId: placed.userId, leaveRequestId, operation: 'outlook.event.delete', payload: {} },
    { userId: placed.userId, leaveRequestId, operation: 'outlook.replies.reset', payload: { ours: placed.replyMessage, ...REPLIES_OFF } },
  ]);
}
