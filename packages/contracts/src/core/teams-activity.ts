import type { NotificationKind } from './notification';

/**
 * The Teams activity type of each notification kind: `type` is what `sendActivityNotification` names
 * (`activityType`) and the Teams app's manifest declares (`activities.activityTypes`, letters and digits,
 * at most 32), `description` what Teams shows in the person's notification settings for the app. Every
 * kind is listed, so a new kind cannot be sent without its type in the package.
 */
export const TEAMS_ACTIVITY_TYPES: Record<NotificationKind, { type: string; description: string }> = {
  'timesheet.submitted': { type: 'timesheetSubmitted', description: 'A timesheet waits for your approval' },
  'timesheet.approved': { type: 'timesheetApproved', description: 'Your timesheet was approved' },
  'timesheet.rejected': { type: 'timesheetRejected', description: 'Your timesheet was rejected' },
  'leave.requested': { type: 'leaveRequested', description: 'A leave request waits for your approval' },
  'leave.approved': { type: 'leaveApproved', description: 'Your leave request was approved' },
  'leave.rejected': { type: 'leaveRejected', description: 'Your leave request was rejected' },
  'leave.cancelled': { type: 'leaveCancelled', description: 'A leave request was cancelled' },
  'okr.approved': { type: 'okrApproved', description: 'Your OKR was approved' },
  'review.started': { type: 'reviewStarted', description: 'Your review has started' },
  'review.self_assessed': { type: 'reviewSelfAssessed', description: 'A self-assessment is ready for your review' },
  'review.finalized': { type: 'reviewFinalized', description: 'Your review is finalized' },
  'role.assigned': { type: 'roleAssigned', description: 'You were given a role' },
  'role.removed': { type: 'roleRemoved', description: 'A role of yours was removed' },
  'account.deactivated': { type: 'accountDeactivated', description: 'Your account was deactivated' },
  'account.reactivated': { type: 'accountReactivated', description: 'Your account was reactivated' },
  'reminder.timesheet_missing': { type: 'timesheetMissing', description: 'Reminder: your timesheet is missing' },
  'reminder.team_timesheets_missing': { type: 'teamTimesheetsMissing', description: "Reminder: your team's timesheets are missing" },
  'reminder.decisions_waiting': { type: 'decisionsWaiting', description: 'Reminder: approvals are waiting for you' },
  'access.requested': { type: 'accessRequested', description: 'Someone asks for access to a module' },
  'digest.weekly': { type: 'weeklyDigest', description: 'Your weekly digest' },
};

/**
 * The template parameter every activity type shows (`templateText` `{title}`): the notification's title,
 * made in the reader's language when it was written, so one manifest serves every language.
 */
export const TEAMS_ACTIVITY_TITLE_PARAMETER = 'title';

/** The personal tab of the Teams app (`staticTabs[].entityId`), the target of every activity's deep link. */
export const TEAMS_TAB_ENTITY_ID = 'apps';
