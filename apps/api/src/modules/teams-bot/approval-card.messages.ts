import type { LeaveType } from '@apps/contracts/mytime/leave.values';
import type { MessageDescriptor } from '../../lib/i18n';

/** The texts of the Teams approval card, in English. */
export const approvalCardMessages = {
  timesheetTitle: { id: 'teams-bot.timesheetTitle', defaultMessage: 'Timesheet waiting for your approval' },
  leaveTitle: { id: 'teams-bot.leaveTitle', defaultMessage: 'Leave request waiting for your approval' },
  person: { id: 'teams-bot.person', defaultMessage: 'Person' },
  week: { id: 'teams-bot.week', defaultMessage: 'Week' },
  hours: { id: 'teams-bot.hours', defaultMessage: 'Hours' },
  hoursValue: { id: 'teams-bot.hoursValue', defaultMessage: '{hours, number} h' },
  dates: { id: 'teams-bot.dates', defaultMessage: 'Dates' },
  days: { id: 'teams-bot.days', defaultMessage: 'Days' },
  daysValue: { id: 'teams-bot.daysValue', defaultMessage: '{days, plural, one {# day} other {# days}}' },
  halfDay: { id: 'teams-bot.halfDay', defaultMessage: 'Half day' },
  firstHalf: { id: 'teams-bot.firstHalf', defaultMessage: 'Morning' },
  secondHalf: { id: 'teams-bot.secondHalf', defaultMessage: 'Afternoon' },
  leaveType: { id: 'teams-bot.leaveType', defaultMessage: 'Type' },
  reason: { id: 'teams-bot.reason', defaultMessage: 'Reason' },
  balance: { id: 'teams-bot.balance', defaultMessage: 'Balance' },
  balanceValue: { id: 'teams-bot.balanceValue', defaultMessage: '{available, number} of {allocated, number} days left' },
  approve: { id: 'teams-bot.approve', defaultMessage: 'Approve' },
  reject: { id: 'teams-bot.reject', defaultMessage: 'Reject' },
  rejectReason: { id: 'teams-bot.rejectReason', defaultMessage: 'Reason for rejection' },
  rejectReasonRequired: { id: 'teams-bot.rejectReasonRequired', defaultMessage: 'Please provide a reason for rejection' },
  open: { id: 'teams-bot.open', defaultMessage: 'Open in Apps' },
  approvedBy: { id: 'teams-bot.approvedBy', defaultMessage: 'Approved by {name} on {when}' },
  rejectedBy: { id: 'teams-bot.rejectedBy', defaultMessage: 'Rejected by {name} on {when}: {reason}' },
  cancelled: { id: 'teams-bot.cancelled', defaultMessage: 'Cancelled by {name}: nothing to decide' },
  notWaiting: { id: 'teams-bot.notWaiting', defaultMessage: 'No longer waiting for approval' },
  gone: { id: 'teams-bot.gone', defaultMessage: 'This request no longer exists.' },
  refused: { id: 'teams-bot.refused', defaultMessage: 'You cannot decide this: {reason}' },
  unknownPerson: { id: 'teams-bot.unknownPerson', defaultMessage: 'Your Teams account is not linked to a person in Apps.' },
  someone: { id: 'teams-bot.someone', defaultMessage: 'Someone' },
} satisfies Record<string, MessageDescriptor>;

/** The leave types as the card names them. */
export const leaveTypeMessages = {
  CasualLeave: { id: 'teams-bot.leaveType.CasualLeave', defaultMessage: 'Casual Leave' },
  SickLeave: { id: 'teams-bot.leaveType.SickLeave', defaultMessage: 'Sick Leave' },
  EarnedLeave: { id: 'teams-bot.leaveType.EarnedLeave', defaultMessage: 'Earned Leave' },
  CompensatoryOff: { id: 'teams-bot.leaveType.CompensatoryOff', defaultMessage: 'Compensatory Off' },
  WorkFromHome: { id: 'teams-bot.leaveType.WorkFromHome', defaultMessage: 'Work From Home' },
  LossOfPay: { id: 'teams-bot.leaveType.LossOfPay', defaultMessage: 'Loss of Pay' },
  MaternityLeave: { id: 'teams-bot.leaveType.MaternityLeave', defaultMessage: 'Maternity Leave' },
  PaternityLeave: { id: 'teams-bot.leaveType.PaternityLeave', defaultMessage: 'Paternity Leave' },
  BereavementLeave: { id: 'teams-bot.leaveType.BereavementLeave', defaultMessage: 'Bereavement Leave' },
} satisfies Record<LeaveType, MessageDescriptor>;
