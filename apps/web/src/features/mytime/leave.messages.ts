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
  approvalPending: { id: 'mytime.leave.approval.pending', defaultMessage: 'Pending' },
  dashboardBreakdown: { id: 'mytime.leave.dashboard.breakdown', defaultMessage: 'Balance by leave type' },
  dashboardLoading: { id: 'mytime.leave.dashboard.loading', defaultMessage: 'Loading' },
  dashboardUpcomingCaption: { id: 'mytime.leave.dashboard.upcomingCaption', defaultMessage: 'approved, starting after today' },
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

export const teamCalendarMessages = withValues({
  holiday: { id: 'mytime.teamCalendar.holiday', defaultMessage: 'Holiday' },
  holidayEntry: { id: 'mytime.teamCalendar.holidayEntry', defaultMessage: '{name}, holiday of {people}' },
  peopleCount: { id: 'mytime.teamCalendar.peopleCount', defaultMessage: '{count} people' },
  onLeave: { id: 'mytime.teamCalendar.onLeaveCount', defaultMessage: '{count} on leave' },
  onHoliday: { id: 'mytime.teamCalendar.onHolidayCount', defaultMessage: '{count} on holiday' },
  both: { id: 'mytime.teamCalendar.awayCount', defaultMessage: '{leave}, {holidays}' },
});

export const teamMessages = defineMessages({
  unknownPerson: { id: 'mytime.team.unknownPerson', defaultMessage: 'Unknown' },
  loadingPermissions: { id: 'mytime.team.loadingPermissions', defaultMessage: 'Loading your permissions...' },
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
  commentHeading: { id: 'mytime.approval.commentHeading', defaultMessage: "Approver's comment" },
  timesheetCount: { id: 'mytime.approval.timesheetCount', defaultMessage: '{count, plural, one {# timesheet} other {# timesheets}}' },
});
