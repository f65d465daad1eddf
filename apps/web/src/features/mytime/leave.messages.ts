import { defineMessages, type MessageDescriptor } from 'react-intl';
import { withValues } from '../../lib/i18n/intl';
import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave.values';

/**
 * MyTime's leave, approval, holiday and team texts in English, the source of locales/<language>.json.
 * The leave types and halves are the contracts' labels, one message per value (the values sent to the
 * API stay as they are).
 */

export const leaveTypeMessages = defineMessages({
  CasualLeave: { id: 'mytime.leave.type.casualLeave', defaultMessage: 'Casual Leave' },
  SickLeave: { id: 'mytime.leave.type.sickLeave', defaultMessage: 'Sick Leave' },
  EarnedLeave: { id: 'mytime.leave.type.earnedLeave', defaultMessage: 'Earned Leave' },
  CompensatoryOff: { id: 'mytime.leave.type.compensatoryOff', defaultMessage: 'Compensatory Off' },
  WorkFromHome: { id: 'mytime.leave.type.workFromHome', defaultMessage: 'Work From Home' },
  LossOfPay: { id: 'mytime.leave.type.lossOfPay', defaultMessage: 'Loss of Pay' },
  MaternityLeave: { id: 'mytime.leave.type.maternityLeave', defaultMessage: 'Maternity Leave' },
  PaternityLeave: { id: 'mytime.leave.type.paternityLeave', defaultMessage: 'Paternity Leave' },
  BereavementLeave: { id: 'mytime.leave.type.bereavementLeave', defaultMessage: 'Bereavement Leave' },
}) satisfies Record<LeaveType, MessageDescriptor>;

export const halfDayMessages = defineMessages({
  FirstHalf: { id: 'mytime.leave.half.firstHalf', defaultMessage: 'First half' },
  SecondHalf: { id: 'mytime.leave.half.secondHalf', defaultMessage: 'Second half' },
}) satisfies Record<HalfDay, MessageDescriptor>;

export const leaveMessages = withValues({
  /** Days in half-day steps: '1 day', '0.5 days', '3 days'. */
  days: { id: 'mytime.leave.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
  cancelLeaveFrom: { id: 'mytime.leave.cancelLeaveFrom', defaultMessage: 'Cancel leave from {dates}' },
  approvalRegion: { id: 'mytime.leave.approval.region', defaultMessage: 'Context for the leave of {name}' },
  approvalLoading: { id: 'mytime.leave.approval.loading', defaultMessage: 'Loading balance and team absences...' },
  approvalFailed: { id: 'mytime.leave.approval.failed', defaultMessage: 'Could not load the balance and team absences' },
  approvalBalance: { id: 'mytime.leave.approval.balance', defaultMessage: '{type} balance: {available} left of {allocated}' },
  approvalAfter: { id: 'mytime.leave.approval.afterApproval', defaultMessage: '{days} after approval' },
  approvalNotEnough: { id: 'mytime.leave.approval.notEnough', defaultMessage: 'Not enough balance to approve' },
  approvalNoBalance: { id: 'mytime.leave.approval.noBalance', defaultMessage: 'This leave type needs no balance' },
  approvalAwayTitle: { id: 'mytime.leave.approval.awayTitle', defaultMessage: 'Also away in the team' },
  approvalNobodyAway: { id: 'mytime.leave.approval.nobodyAway', defaultMessage: 'Nobody else in the team is away on these days' },
  approvalHoliday: { id: 'mytime.leave.approval.holiday', defaultMessage: 'Holiday: {name}' },
});

/** The Leave screen: my requests, the Request Leave form and its working-day count. */
export const leaveScreenMessages = withValues({
  title: { id: 'mytime.leave.title', defaultMessage: 'Leave' },
  subtitle: { id: 'mytime.leave.subtitle', defaultMessage: 'Balances for {year}, in working days (Monday to Friday).' },
  requestLeave: { id: 'mytime.leave.requestLeave', defaultMessage: 'Request Leave' },
  submitted: { id: 'mytime.leave.submitted', defaultMessage: 'Leave request submitted successfully' },
  cancelled: { id: 'mytime.leave.cancelled', defaultMessage: 'Leave request cancelled' },
  empty: { id: 'mytime.leave.empty', defaultMessage: 'No leave requests found' },
  cancel: { id: 'mytime.leave.cancel', defaultMessage: 'Cancel' },
  myRequests: { id: 'mytime.leave.myRequests', defaultMessage: 'My Leave Requests' },
  cancelFailed: { id: 'mytime.leave.cancelFailed', defaultMessage: 'Failed to cancel leave request' },
  cancelTitle: { id: 'mytime.leave.cancelTitle', defaultMessage: 'Cancel Leave Request' },
  cancelMessage: { id: 'mytime.leave.cancelMessage', defaultMessage: 'Cancel this leave request? Your manager will no longer see it.' },
  cancelRequest: { id: 'mytime.leave.cancelRequest', defaultMessage: 'Cancel Request' },
  keep: { id: 'mytime.leave.keep', defaultMessage: 'Keep' },
  rejectionReason: { id: 'mytime.leave.rejectionReason', defaultMessage: 'Rejection reason' },
  leaveType: { id: 'mytime.leave.leaveType', defaultMessage: 'Leave type' },
  startDate: { id: 'mytime.leave.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'mytime.leave.endDate', defaultMessage: 'End date' },
  reason: { id: 'mytime.leave.reason', defaultMessage: 'Reason' },
  duration: { id: 'mytime.leave.duration', defaultMessage: 'Duration' },
  fullDays: { id: 'mytime.leave.fullDays', defaultMessage: 'Full days' },
  close: { id: 'mytime.leave.close', defaultMessage: 'Close' },
  submitRequest: { id: 'mytime.leave.submitRequest', defaultMessage: 'Submit Request' },
  halfDayCount: { id: 'mytime.leave.halfDayCount', defaultMessage: '0.5 working day' },
  halfDayOneDate: { id: 'mytime.leave.halfDayOneDate', defaultMessage: 'A half day is one day: choose the same start and end date.' },
  noWorkingDays: { id: 'mytime.leave.noWorkingDays', defaultMessage: 'The selected dates contain no working days (Monday to Friday, not a holiday)' },
  /** `days` is the count as the screen writes it, `count` the number it reads as (for the plural). */
  workingDays: {
    id: 'mytime.leave.workingDays',
    defaultMessage: '{count, plural, one {{days} working day} other {{days} working days}}, Monday to Friday, before holidays',
  },
  workingDaysWeekdays: {
    id: 'mytime.leave.workingDaysWeekdays',
    defaultMessage: '{count, plural, one {{days} working day} other {{days} working days}}, Monday to Friday',
  },
  workingDaysWithoutHolidays: {
    id: 'mytime.leave.workingDaysWithoutHolidays',
    defaultMessage: '{count, plural, one {{days} working day} other {{days} working days}}: Monday to Friday, without {holidays, plural, one {# public holiday} other {# public holidays}}',
  },
});

export const holidayMessages = withValues({
  myTitle: { id: 'mytime.holiday.mine.title', defaultMessage: 'My holidays' },
  myOwnOffice: { id: 'mytime.holiday.mine.ownOffice', defaultMessage: '{office} office, {year}' },
  myOfficeDefault: { id: 'mytime.holiday.mine.officeDefault', defaultMessage: '{office} office: the default calendar, {year}' },
  myDefault: { id: 'mytime.holiday.mine.default', defaultMessage: 'Default calendar, {year}' },
  myEmpty: { id: 'mytime.holiday.mine.empty', defaultMessage: 'No holidays in {year}' },
  myUpcoming: { id: 'mytime.holiday.mine.upcoming', defaultMessage: 'Upcoming' },
  myPast: { id: 'mytime.holiday.mine.past', defaultMessage: 'Past' },
  editNamed: { id: 'mytime.holiday.editNamed', defaultMessage: 'Edit {name}' },
  removeNamed: { id: 'mytime.holiday.removeNamed', defaultMessage: 'Remove {name}' },
  importPreviewFirst: { id: 'mytime.holiday.import.previewFirst', defaultMessage: 'Preview the file first: the import replaces this year of the calendar.' },
  importAdded: { id: 'mytime.holiday.import.added', defaultMessage: 'Added' },
  importChanged: { id: 'mytime.holiday.import.changed', defaultMessage: 'Changed' },
  importRemoved: { id: 'mytime.holiday.import.removed', defaultMessage: 'Removed' },
  importNoChanges: { id: 'mytime.holiday.import.noChanges', defaultMessage: 'The file matches the calendar: nothing changes.' },
  importSummary: { id: 'mytime.holiday.import.summary', defaultMessage: '{added} added, {changed} changed, {removed} removed' },
  importConfirmTitle: { id: 'mytime.holiday.import.confirmTitle', defaultMessage: 'Replace the holidays of this year?' },
  importConfirmMessage: {
    id: 'mytime.holiday.import.confirmMessage',
    defaultMessage: '{calendar} {year}: {added} added, {changed} changed, {removed} removed. Leave requested earlier keeps its day count.',
  },
  importConfirm: { id: 'mytime.holiday.import.confirm', defaultMessage: 'Replace holidays' },
  importCancel: { id: 'mytime.holiday.import.cancel', defaultMessage: 'Cancel' },
  importRenamed: { id: 'mytime.holiday.import.renamed', defaultMessage: '{before} → {after}' },
});

/** The admins' holiday calendars (/mytime/holidays). */
export const holidayAdminMessages = withValues({
  title: { id: 'mytime.holiday.title', defaultMessage: 'Holidays' },
  subtitle: { id: 'mytime.holiday.subtitle', defaultMessage: 'Public holidays per office location. People whose office has no calendar follow the default calendar.' },
  noPermission: { id: 'mytime.holiday.noPermission', defaultMessage: "You don't have permission to manage holidays" },
  defaultCalendar: { id: 'mytime.holiday.defaultCalendar', defaultMessage: 'Default calendar' },
  calendar: { id: 'mytime.holiday.calendar', defaultMessage: 'Calendar' },
  year: { id: 'mytime.holiday.year', defaultMessage: 'Year' },
  previousYear: { id: 'mytime.holiday.previousYear', defaultMessage: 'Previous year' },
  nextYear: { id: 'mytime.holiday.nextYear', defaultMessage: 'Next year' },
  people: { id: 'mytime.holiday.people', defaultMessage: '{count, plural, one {# person} other {# people}}' },
  followsDefault: { id: 'mytime.holiday.followsDefault', defaultMessage: 'No holidays of its own: follows the default calendar' },
  holidayCount: { id: 'mytime.holiday.holidayCount', defaultMessage: '{count, plural, one {# holiday} other {# holidays}}' },
  date: { id: 'mytime.holiday.date', defaultMessage: 'Date' },
  name: { id: 'mytime.holiday.name', defaultMessage: 'Name' },
  add: { id: 'mytime.holiday.add', defaultMessage: 'Add Holiday' },
  save: { id: 'mytime.holiday.save', defaultMessage: 'Save' },
  cancel: { id: 'mytime.holiday.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'mytime.holiday.edit', defaultMessage: 'Edit' },
  remove: { id: 'mytime.holiday.remove', defaultMessage: 'Remove' },
  removeTitle: { id: 'mytime.holiday.removeTitle', defaultMessage: 'Remove Holiday' },
  removeMessage: { id: 'mytime.holiday.removeMessage', defaultMessage: 'Remove {name} on {date}? Leave requested earlier keeps its day count.' },
  loading: { id: 'mytime.holiday.loading', defaultMessage: 'Loading holidays...' },
  added: { id: 'mytime.holiday.added', defaultMessage: 'Holiday added' },
  updated: { id: 'mytime.holiday.updated', defaultMessage: 'Holiday updated' },
  removed: { id: 'mytime.holiday.removed', defaultMessage: 'Holiday removed' },
  removeFailed: { id: 'mytime.holiday.removeFailed', defaultMessage: 'Failed to remove holiday' },
  importTitle: { id: 'mytime.holiday.import.title', defaultMessage: 'Import a year' },
  importHint: {
    id: 'mytime.holiday.import.hint',
    defaultMessage: "An iCalendar (.ics) file of all-day events, or a CSV file with the columns date,name. It replaces this calendar's holidays of the year.",
  },
  chooseFile: { id: 'mytime.holiday.import.chooseFile', defaultMessage: 'File' },
  preview: { id: 'mytime.holiday.import.preview', defaultMessage: 'Preview' },
  apply: { id: 'mytime.holiday.import.apply', defaultMessage: 'Import' },
  imported: { id: 'mytime.holiday.import.imported', defaultMessage: 'Imported {count, plural, one {# holiday} other {# holidays}}' },
  importFailed: { id: 'mytime.holiday.import.failed', defaultMessage: 'Failed to import holidays' },
});

export const teamCalendarMessages = withValues({
  holiday: { id: 'mytime.teamCalendar.holiday', defaultMessage: 'Holiday' },
  holidayEntry: { id: 'mytime.teamCalendar.holidayEntry', defaultMessage: '{name}, holiday of {people}' },
  peopleCount: { id: 'mytime.teamCalendar.peopleCount', defaultMessage: '{count} people' },
  onLeave: { id: 'mytime.teamCalendar.onLeaveCount', defaultMessage: '{count} on leave' },
  onHoliday: { id: 'mytime.teamCalendar.onHolidayCount', defaultMessage: '{count} on holiday' },
  both: { id: 'mytime.teamCalendar.awayCount', defaultMessage: '{leave}, {holidays}' },
  title: { id: 'mytime.teamCalendar.title', defaultMessage: 'Team Calendar' },
  subtitle: { id: 'mytime.teamCalendar.subtitle', defaultMessage: 'Approved and pending leave of your team: you and the people who report to you.' },
  noPermission: { id: 'mytime.teamCalendar.noPermission', defaultMessage: 'The team calendar is for managers and their delegates.' },
  previousMonth: { id: 'mytime.teamCalendar.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'mytime.teamCalendar.nextMonth', defaultMessage: 'Next month' },
  thisMonth: { id: 'mytime.teamCalendar.thisMonth', defaultMessage: 'This month' },
  legend: { id: 'mytime.teamCalendar.legend', defaultMessage: 'Legend' },
  empty: { id: 'mytime.teamCalendar.empty', defaultMessage: 'No approved or pending leave in {month}' },
  loading: { id: 'mytime.teamCalendar.loading', defaultMessage: 'Loading the team calendar...' },
  entry: { id: 'mytime.teamCalendar.entry', defaultMessage: '{name}, {type}, {status}' },
  truncated: { id: 'mytime.teamCalendar.truncated', defaultMessage: 'Showing the first {limit} requests of this month.' },
});

/** The managers' "My team" panel on the MyTime dashboard, and what the team screens share. */
export const teamMessages = withValues({
  title: { id: 'mytime.team.title', defaultMessage: 'My team' },
  teamCalendar: { id: 'mytime.team.teamCalendar', defaultMessage: 'Team calendar' },
  pendingDecisions: { id: 'mytime.team.pendingDecisions', defaultMessage: 'Pending decisions' },
  /** `timesheets` and `leave` are the counts as written ('100+'), `timesheetCount` and `leaveCount` the numbers they read as. */
  pendingSummary: {
    id: 'mytime.team.pendingSummary',
    defaultMessage:
      '{timesheetCount, plural, one {{timesheets} timesheet} other {{timesheets} timesheets}}, {leaveCount, plural, one {{leave} leave request} other {{leave} leave requests}}',
  },
  openApprovals: { id: 'mytime.team.openApprovals', defaultMessage: 'Open Approvals' },
  onLeaveThisWeek: { id: 'mytime.team.onLeaveThisWeek', defaultMessage: 'On leave this week' },
  nobodyOnLeave: { id: 'mytime.team.nobodyOnLeave', defaultMessage: 'Nobody in your team is on leave this week' },
  notSubmitted: { id: 'mytime.team.notSubmitted', defaultMessage: "Last week's timesheet not submitted" },
  everyoneSubmitted: { id: 'mytime.team.everyoneSubmitted', defaultMessage: "Everyone in your team submitted last week's timesheet" },
  missing: { id: 'mytime.team.missing', defaultMessage: 'No timesheet' },
  draft: { id: 'mytime.team.draft', defaultMessage: 'Draft, not submitted' },
});

export const approvalMessages = withValues({
  timesheetsTab: { id: 'mytime.approval.tab.timesheets', defaultMessage: 'Timesheets' },
  leaveRequestsTab: { id: 'mytime.approval.tab.leaveRequests', defaultMessage: 'Leave Requests' },
  approveNamed: { id: 'mytime.approval.approveNamed', defaultMessage: 'Approve {request}' },
  rejectNamed: { id: 'mytime.approval.rejectNamed', defaultMessage: 'Reject {request}' },
  rejectLeaveTitle: { id: 'mytime.approval.rejectLeaveTitle', defaultMessage: 'Reject leave of {name}' },
  rejectTimesheetTitle: { id: 'mytime.approval.rejectTimesheetTitle', defaultMessage: 'Reject timesheet of {name}' },
  commentTooLong: { id: 'mytime.approval.commentTooLong', defaultMessage: 'At most {max} characters' },
  select: { id: 'mytime.approval.select', defaultMessage: 'Select {name}, week of {week}' },
  selectAll: { id: 'mytime.approval.selectAll', defaultMessage: 'Select all' },
  approveSelected: { id: 'mytime.approval.approveSelected', defaultMessage: 'Approve selected ({count, number})' },
  approveOneTitle: { id: 'mytime.approval.approveOneTitle', defaultMessage: 'Approve timesheet of {name}' },
  approveManyTitle: { id: 'mytime.approval.approveManyTitle', defaultMessage: 'Approve {count, plural, one {# timesheet} other {# timesheets}}' },
  comment: { id: 'mytime.approval.comment', defaultMessage: 'Comment (optional)' },
  commentHint: { id: 'mytime.approval.commentHint', defaultMessage: 'Shown to the employee on their timesheet and in the approval e-mail.' },
  cancel: { id: 'mytime.approval.cancel', defaultMessage: 'Cancel' },
  approve: { id: 'mytime.approval.approve', defaultMessage: 'Approve' },
  undo: { id: 'mytime.approval.undo', defaultMessage: 'Undo' },
  undone: { id: 'mytime.approval.undone', defaultMessage: 'Approval undone; the timesheet is waiting again' },
  undoFailed: { id: 'mytime.approval.undoFailed', defaultMessage: 'Could not undo the approval' },
  bulkApproved: { id: 'mytime.approval.bulkApproved', defaultMessage: '{count, plural, one {# timesheet} other {# timesheets}} approved' },
  bulkRefused: { id: 'mytime.approval.bulkRefused', defaultMessage: '{count, plural, one {# timesheet} other {# timesheets}} not approved:' },
  bulkFailed: { id: 'mytime.approval.bulkFailed', defaultMessage: 'Failed to approve the selected timesheets' },
  refusedItem: { id: 'mytime.approval.refusedItem', defaultMessage: '{name}, week of {week}: {reason}' },
  timesheetCount: { id: 'mytime.approval.timesheetCount', defaultMessage: '{count, plural, one {# timesheet} other {# timesheets}}' },
  title: { id: 'mytime.approval.title', defaultMessage: 'Approvals' },
  subtitle: { id: 'mytime.approval.subtitle', defaultMessage: 'Timesheets and leave requests waiting for your decision.' },
  noPermission: { id: 'mytime.approval.noPermission', defaultMessage: "You don't have permission to approve timesheets" },
  empty: { id: 'mytime.approval.empty', defaultMessage: 'No pending approvals' },
  reject: { id: 'mytime.approval.reject', defaultMessage: 'Reject' },
  reason: { id: 'mytime.approval.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'mytime.approval.reasonRequired', defaultMessage: 'Please provide a reason for rejection' },
  pendingTimesheets: { id: 'mytime.approval.pendingTimesheets', defaultMessage: 'Pending timesheets' },
  pendingLeaveRequests: { id: 'mytime.approval.pendingLeaveRequests', defaultMessage: 'Pending leave requests' },
  weekSubmitted: { id: 'mytime.approval.weekSubmitted', defaultMessage: 'Week of {week} · submitted {submittedAt}' },
  approved: { id: 'mytime.approval.approved', defaultMessage: 'Timesheet approved successfully' },
  rejected: { id: 'mytime.approval.rejected', defaultMessage: 'Timesheet rejected successfully' },
  approveFailed: { id: 'mytime.approval.approveFailed', defaultMessage: 'Failed to approve timesheet' },
  rejectFailed: { id: 'mytime.approval.rejectFailed', defaultMessage: 'Failed to reject timesheet' },
  leaveApproved: { id: 'mytime.approval.leaveApproved', defaultMessage: 'Leave request approved successfully' },
  leaveRejected: { id: 'mytime.approval.leaveRejected', defaultMessage: 'Leave request rejected successfully' },
  leaveApproveFailed: { id: 'mytime.approval.leaveApproveFailed', defaultMessage: 'Failed to approve leave request' },
  leaveRejectFailed: { id: 'mytime.approval.leaveRejectFailed', defaultMessage: 'Failed to reject leave request' },
});
