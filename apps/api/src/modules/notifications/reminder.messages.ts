import type { MessageDescriptor } from '../../lib/i18n';

/** The scheduled reminders (missing timesheets, a team's missing timesheets, decisions waiting), in English. */
export const reminderMessages = {
  missingTitleLastWeek: { id: 'notifications.reminder.missingTitleLastWeek', defaultMessage: 'Your timesheet for last week is missing' },
  missingTitleWeek: { id: 'notifications.reminder.missingTitleWeek', defaultMessage: 'Your timesheet for the week of {dates} is missing' },
  missingBody: { id: 'notifications.reminder.missingBody', defaultMessage: 'Please fill in and submit your timesheet for the week of {dates}.' },
  teamTitle: {
    id: 'notifications.reminder.teamTitle',
    defaultMessage: '{count, plural, one {# team timesheet missing for last week} other {# team timesheets missing for last week}}',
  },
  teamPersonDraft: { id: 'notifications.reminder.teamPersonDraft', defaultMessage: '{name} (still Draft)' },
  teamPersonMissing: { id: 'notifications.reminder.teamPersonMissing', defaultMessage: '{name} (missing)' },
  teamBody: { id: 'notifications.reminder.teamBody', defaultMessage: 'Not submitted for the week of {dates}: {names}.' },
  teamBodyMore: { id: 'notifications.reminder.teamBodyMore', defaultMessage: 'Not submitted for the week of {dates}: {names} and {more} more.' },
  delegateBody: { id: 'notifications.reminder.delegateBody', defaultMessage: "As {manager}'s delegate: not submitted for the week of {dates}: {names}." },
  delegateBodyMore: {
    id: 'notifications.reminder.delegateBodyMore',
    defaultMessage: "As {manager}'s delegate: not submitted for the week of {dates}: {names} and {more} more.",
  },
  decisionsTitle: {
    id: 'notifications.reminder.decisionsTitle',
    defaultMessage: '{count, plural, one {# decision is waiting for you} other {# decisions are waiting for you}}',
  },
  decisionsBody: {
    id: 'notifications.reminder.decisionsBody',
    defaultMessage:
      '{timesheets, plural, one {# timesheet} other {# timesheets}} and {leaves, plural, one {# leave request} other {# leave requests}} have waited more than {days, plural, one {# working day} other {# working days}} for your decision.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The weekly digest e-mail, in English. */
export const digestMessages = {
  title: { id: 'notifications.digest.title', defaultMessage: 'Your weekly digest for {dates}' },
  hours: { id: 'notifications.digest.hours', defaultMessage: '{hours, plural, one {# hour} other {# hours}}' },
  hoursOfStatus: { id: 'notifications.digest.hoursOfStatus', defaultMessage: '{status}: {hours}' },
  hoursNone: { id: 'notifications.digest.hoursNone', defaultMessage: 'Hours booked: none (no timesheet for that week).' },
  hoursLine: { id: 'notifications.digest.hoursLine', defaultMessage: 'Hours booked: {hours} ({byStatus}).' },
  pendingLeaves: { id: 'notifications.digest.pendingLeaves', defaultMessage: '{count, plural, one {# leave request} other {# leave requests}} of yours pending' },
  waiting: {
    id: 'notifications.digest.waiting',
    defaultMessage: '{timesheets, plural, one {# timesheet} other {# timesheets}} and {leaves, plural, one {# leave request} other {# leave requests}} waiting for your decision',
  },
  pendingNothing: { id: 'notifications.digest.pendingNothing', defaultMessage: 'Pending: nothing.' },
  pendingLine: { id: 'notifications.digest.pendingLine', defaultMessage: 'Pending: {items}.' },
  decisionsNone: { id: 'notifications.digest.decisionsNone', defaultMessage: 'Decisions on your records: none.' },
  decisionsLine: { id: 'notifications.digest.decisionsLine', defaultMessage: 'Decisions on your records: {items}.' },
  timesheetApproved: { id: 'notifications.digest.timesheetApproved', defaultMessage: 'your timesheet for the week of {dates} was approved' },
  timesheetRejected: { id: 'notifications.digest.timesheetRejected', defaultMessage: 'your timesheet for the week of {dates} was rejected' },
  leaveApproved: { id: 'notifications.digest.leaveApproved', defaultMessage: 'your {period} was approved' },
  leaveRejected: { id: 'notifications.digest.leaveRejected', defaultMessage: 'your {period} was rejected' },
} as const satisfies Record<string, MessageDescriptor>;

/** Timesheet states as the digest names them. */
export const timesheetStatusMessages = {
  Draft: { id: 'notifications.timesheetStatus.Draft', defaultMessage: 'Draft' },
  Submitted: { id: 'notifications.timesheetStatus.Submitted', defaultMessage: 'Submitted' },
  Approved: { id: 'notifications.timesheetStatus.Approved', defaultMessage: 'Approved' },
  Rejected: { id: 'notifications.timesheetStatus.Rejected', defaultMessage: 'Rejected' },
} as const satisfies Record<string, MessageDescriptor>;
