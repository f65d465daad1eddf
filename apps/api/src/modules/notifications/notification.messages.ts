import type { MessageDescriptor } from '../../lib/i18n';

/** Notifications of audited changes (title and text, in the app, pushed and e-mailed), in English. */
export const notificationMessages = {
  someone: { id: 'notifications.someone', defaultMessage: 'Someone' },
  aRole: { id: 'notifications.aRole', defaultMessage: 'A role' },
  everyModule: { id: 'notifications.everyModule', defaultMessage: 'every module' },
  timesheetSubmittedTitle: { id: 'notifications.timesheetSubmitted.title', defaultMessage: 'A timesheet is waiting for your approval' },
  timesheetSubmittedBody: { id: 'notifications.timesheetSubmitted.body', defaultMessage: '{name} submitted the timesheet for the week of {week}.' },
  timesheetApprovedTitle: { id: 'notifications.timesheetApproved.title', defaultMessage: 'Your timesheet was approved' },
  timesheetApprovedBody: { id: 'notifications.timesheetApproved.body', defaultMessage: 'Your timesheet for the week of {week} was approved.' },
  timesheetApprovedBodyWithComment: {
    id: 'notifications.timesheetApproved.bodyWithComment',
    defaultMessage: 'Your timesheet for the week of {week} was approved. Comment: {comment}',
  },
  timesheetRejectedTitle: { id: 'notifications.timesheetRejected.title', defaultMessage: 'Your timesheet was rejected' },
  timesheetRejectedBody: { id: 'notifications.timesheetRejected.body', defaultMessage: 'Your timesheet for the week of {week} was rejected. Reason: {reason}' },
  leaveRequestedTitle: { id: 'notifications.leaveRequested.title', defaultMessage: 'A leave request is waiting for your approval' },
  leaveRequestedBody: { id: 'notifications.leaveRequested.body', defaultMessage: '{name} requested {period}.' },
  leaveApprovedTitle: { id: 'notifications.leaveApproved.title', defaultMessage: 'Your leave request was approved' },
  leaveApprovedBody: { id: 'notifications.leaveApproved.body', defaultMessage: 'Your {period} was approved.' },
  leaveRejectedTitle: { id: 'notifications.leaveRejected.title', defaultMessage: 'Your leave request was rejected' },
  leaveRejectedBody: { id: 'notifications.leaveRejected.body', defaultMessage: 'Your {period} was rejected. Reason: {reason}' },
  leaveCancelledTitle: { id: 'notifications.leaveCancelled.title', defaultMessage: 'Your leave request was cancelled' },
  leaveCancelledBody: { id: 'notifications.leaveCancelled.body', defaultMessage: 'Your {period} was cancelled.' },
  leaveCancelledApproverTitle: { id: 'notifications.leaveCancelled.approverTitle', defaultMessage: 'A leave request was cancelled' },
  leaveCancelledApproverBody: { id: 'notifications.leaveCancelled.approverBody', defaultMessage: '{name} cancelled their {period}.' },
  okrApprovedTitle: { id: 'notifications.okrApproved.title', defaultMessage: 'Your OKR was approved' },
  okrApprovedBody: { id: 'notifications.okrApproved.body', defaultMessage: 'Your objective "{objective}" was approved.' },
  reviewStartedTitle: { id: 'notifications.reviewStarted.title', defaultMessage: 'Your {type} review has started' },
  reviewStartedBody: { id: 'notifications.reviewStarted.body', defaultMessage: 'Your self-assessment is due.' },
  reviewSelfAssessedTitle: { id: 'notifications.reviewSelfAssessed.title', defaultMessage: 'A self-assessment is ready for your review' },
  reviewSelfAssessedBody: { id: 'notifications.reviewSelfAssessed.body', defaultMessage: '{name} completed the self-assessment of their {type} review.' },
  reviewFinalizedTitle: { id: 'notifications.reviewFinalized.title', defaultMessage: 'Your {type} review is finalized' },
  reviewFinalizedBody: { id: 'notifications.reviewFinalized.body', defaultMessage: 'Your review is final; open it to read the outcome.' },
  roleAssignedTitle: { id: 'notifications.roleAssigned.title', defaultMessage: 'You now have the {role} role' },
  roleAssignedBody: { id: 'notifications.roleAssigned.body', defaultMessage: 'You were given {role} on {where}.' },
  roleRemovedTitle: { id: 'notifications.roleRemoved.title', defaultMessage: 'Your {role} role was removed' },
  roleRemovedBody: { id: 'notifications.roleRemoved.body', defaultMessage: 'You no longer have {role} on {where}.' },
  accessRequestedTitle: { id: 'notifications.accessRequested.title', defaultMessage: '{name} asks for access to {module}' },
  accessRequestedBody: {
    id: 'notifications.accessRequested.body',
    defaultMessage: '{name} asked for a role on {module}. Open their roles in User Management to give one.',
  },
  accountDeactivatedTitle: { id: 'notifications.accountDeactivated.title', defaultMessage: 'Your account was deactivated' },
  accountDeactivatedBody: {
    id: 'notifications.accountDeactivated.body',
    defaultMessage: 'You can no longer sign in to Apps. Contact your administrator if this is a mistake.',
  },
  accountReactivatedTitle: { id: 'notifications.accountReactivated.title', defaultMessage: 'Your account was reactivated' },
  accountReactivatedBody: { id: 'notifications.accountReactivated.body', defaultMessage: 'You can sign in to Apps again.' },
} as const satisfies Record<string, MessageDescriptor>;

/** How a leave request reads in a notification (`leavePeriod` of @apps/contracts in English). */
export const leaveMessages = {
  period: { id: 'notifications.leave.period', defaultMessage: '{type} for {dates}' },
  requestPeriod: { id: 'notifications.leave.requestPeriod', defaultMessage: '{type} request for {dates}' },
  withHalf: { id: 'notifications.leave.withHalf', defaultMessage: '{period} ({half})' },
  FirstHalf: { id: 'notifications.leave.half.FirstHalf', defaultMessage: 'First half' },
  SecondHalf: { id: 'notifications.leave.half.SecondHalf', defaultMessage: 'Second half' },
} as const satisfies Record<string, MessageDescriptor>;

/** The leave types' labels (LEAVE_TYPE_LABELS of @apps/contracts in English). */
export const leaveTypeMessages = {
  CasualLeave: { id: 'notifications.leaveType.CasualLeave', defaultMessage: 'Casual Leave' },
  SickLeave: { id: 'notifications.leaveType.SickLeave', defaultMessage: 'Sick Leave' },
  EarnedLeave: { id: 'notifications.leaveType.EarnedLeave', defaultMessage: 'Earned Leave' },
  CompensatoryOff: { id: 'notifications.leaveType.CompensatoryOff', defaultMessage: 'Compensatory Off' },
  WorkFromHome: { id: 'notifications.leaveType.WorkFromHome', defaultMessage: 'Work From Home' },
  LossOfPay: { id: 'notifications.leaveType.LossOfPay', defaultMessage: 'Loss of Pay' },
  MaternityLeave: { id: 'notifications.leaveType.MaternityLeave', defaultMessage: 'Maternity Leave' },
  PaternityLeave: { id: 'notifications.leaveType.PaternityLeave', defaultMessage: 'Paternity Leave' },
  BereavementLeave: { id: 'notifications.leaveType.BereavementLeave', defaultMessage: 'Bereavement Leave' },
} as const satisfies Record<string, MessageDescriptor>;

/** The review types as a review's notification names them (English: the stored value, as before). */
export const reviewTypeMessages = {
  Quarterly: { id: 'notifications.reviewType.Quarterly', defaultMessage: 'Quarterly' },
  MidYear: { id: 'notifications.reviewType.MidYear', defaultMessage: 'MidYear' },
  Annual: { id: 'notifications.reviewType.Annual', defaultMessage: 'Annual' },
  Probation: { id: 'notifications.reviewType.Probation', defaultMessage: 'Probation' },
} as const satisfies Record<string, MessageDescriptor>;

/** The frame of a notification e-mail around its title and text. */
export const emailMessages = {
  greeting: { id: 'notifications.email.greeting', defaultMessage: 'Hello {name},' },
  greetingNoName: { id: 'notifications.email.greetingNoName', defaultMessage: 'Hello there,' },
  openItIn: { id: 'notifications.email.openItIn', defaultMessage: 'Open it in Apps: {url}' },
  openButton: { id: 'notifications.email.openButton', defaultMessage: 'Open in Apps' },
} as const satisfies Record<string, MessageDescriptor>;
