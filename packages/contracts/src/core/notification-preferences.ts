import type { NotificationKind } from './notification';
import type { NotificationChoices, NotificationTypeKey } from './user-settings.values';

/**
 * The one mapping from a notification's kind to the Settings checkbox that governs it; null: no
 * checkbox does (approvals waiting, role and account changes, access requests), so only the channel
 * switches apply. Every kind must be listed, so a new kind cannot slip past the choices.
 * Project updates govern no kind yet: no project event is notified. The weekly digest is governed by
 * its own Weekly Digest switch (off by default), never by the type checkboxes: it summarises all of them.
 */
export const NOTIFICATION_TYPE_OF: Record<NotificationKind, NotificationTypeKey | 'weeklyDigest' | null> = {
  'timesheet.submitted': null,
  'timesheet.approved': null,
  'timesheet.rejected': null,
  'leave.requested': null,
  'leave.approved': 'leaveRequestUpdates',
  'leave.rejected': 'leaveRequestUpdates',
  'leave.cancelled': 'leaveRequestUpdates',
  'okr.approved': null,
  'review.started': 'performanceReviewNotifications',
  'review.self_assessed': 'performanceReviewNotifications',
  'review.finalized': 'performanceReviewNotifications',
  'role.assigned': null,
  'role.removed': null,
  'account.deactivated': null,
  'account.reactivated': null,
  'reminder.timesheet_missing': 'timeEntryReminders',
  'reminder.team_timesheets_missing': 'timeEntryReminders',
  'reminder.decisions_waiting': null,
  'access.requested': null,
  'digest.weekly': 'weeklyDigest',
};

/** Channels that leave the app; in-app notifications are never held back by the choices. */
export type OutsideChannel = 'email' | 'push';

/**
 * Whether a notification of `kind` may reach the person with these `choices` by `channel`: the
 * channel's switch is on and, when a type checkbox governs the kind, that checkbox is on.
 */
export function deliversBy(choices: NotificationChoices, kind: NotificationKind, channel: OutsideChannel): boolean {
  return choices[channel] && kindWanted(choices, kind);
}

/**
 * Whether the type checkbox governing `kind` is on (true for a kind no checkbox governs): what the
 * Teams activity feed obeys, which has no channel switch of its own (it mirrors the in-app notification).
 */
export function kindWanted(choices: NotificationChoices, kind: NotificationKind): boolean {
  const type = NOTIFICATION_TYPE_OF[kind];
  return type === null || choices[type];
}
