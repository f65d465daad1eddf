import type { IntlShape } from 'react-intl';
import { REJECTION_REASON_REQUIRED } from '@apps/contracts/mytime/timesheet.values';
import { countOf, countOfShown, WORDS } from '@apps/contracts/plural';
import { MYTIME_NAV_TEXTS } from '@apps/contracts/modules/mytime.module';
import { i18n } from '../../lib/i18n/intl';
import { englishOf, inEnglish } from './english-texts';
import { categoryMessages, commonMessages, dashboardMessages, projectMessages, timeOffMessages, timesheetMessages, weekGridMessages } from './timesheet.messages';

/**
 * MyTime UI texts in English, verbatim where the spec gives them (tests import them). The timesheet
 * half (dashboard, timesheet, grid, timeOff, projects) is made from `timesheet.messages.ts`, which the
 * screens format in the person's language; texts the spec leaves open are marked "ours".
 */
export const MYTIME_TEXTS = {
  unknown: inEnglish(commonMessages.unknown),
  nav: MYTIME_NAV_TEXTS,
  dashboard: {
    ...englishOf(dashboardMessages),
    outOf: (target: string) => inEnglish(dashboardMessages.outOf, { target }),
    welcomeBack: (name: string) => inEnglish(dashboardMessages.welcomeBack, { name }),
    used: (days: string) => inEnglish(dashboardMessages.used, { days }),
    available: (leaveType: string) => inEnglish(dashboardMessages.available, { leaveType }),
  },
  timesheet: {
    ...englishOf(timesheetMessages),
    weekOf: (week: string) => inEnglish(timesheetMessages.weekOf, { week }),
    submittedAt: (when: string) => inEnglish(timesheetMessages.submittedAt, { when }),
  },
  // ours: the week grid
  grid: {
    ...englishOf(weekGridMessages),
    overDay: (max: number) => inEnglish(weekGridMessages.overDay, { max }),
    overDayHint: (max: number) => inEnglish(weekGridMessages.overDayHint, { max }),
    cellLabel: (row: string, day: string) => inEnglish(weekGridMessages.cellLabel, { row, day }),
    unsaved: (n: number) => inEnglish(weekGridMessages.unsaved, { count: n }),
    copied: (n: number) => inEnglish(weekGridMessages.copied, { count: n }),
    dayTotalValue: (hours: string) => inEnglish(weekGridMessages.dayTotalValue, { hours }),
    rowLabel: (project: string, task: string, category: string, billable: string) => inEnglish(weekGridMessages.rowLabel, { project, task, category, billable }),
  },
  leave: {
    title: 'Leave',
    requestLeave: 'Request Leave',
    fillRequired: 'Please fill all required fields',
    submitted: 'Leave request submitted successfully',
    cancelled: 'Leave request cancelled',
    empty: 'No leave requests found',
    cancel: 'Cancel',
    myRequests: 'My Leave Requests',
    // ours
    cancelFailed: 'Failed to cancel leave request',
    cancelTitle: 'Cancel Leave Request',
    cancelMessage: 'Cancel this leave request? Your manager will no longer see it.',
    rejectionReason: 'Rejection reason',
    leaveType: 'Leave type',
    startDate: 'Start date',
    endDate: 'End date',
    reason: 'Reason',
    workingDays: (days: string) => `${countOfShown(days, WORDS.workingDay)}, Monday to Friday, before holidays`,
    close: 'Close',
    submitRequest: 'Submit Request',
    subtitle: (year: number) => `Balances for ${year}, in working days (Monday to Friday).`,
    used: (days: string) => `${days} used`,
    dayCount: (days: string) => countOfShown(days, WORDS.day),
    cancelRequest: 'Cancel Request',
    keep: 'Keep',
    // ours: half days
    duration: 'Duration',
    fullDays: 'Full days',
    halfDayCount: '0.5 working day',
    halfDayOneDate: 'A half day is one day: choose the same start and end date.',
    workingDaysCounted: (days: string, holidays: number) =>
      holidays > 0
        ? `${countOfShown(days, WORDS.workingDay)}: Monday to Friday, without ${countOf(holidays, WORDS.publicHoliday)}`
        : `${countOfShown(days, WORDS.workingDay)}, Monday to Friday`,
    noWorkingDays: 'The selected dates contain no working days (Monday to Friday, not a holiday)',
  },
  // ours: the week's holidays and approved leave
  timeOff: {
    ...englishOf(timeOffMessages),
    note: (hours: string) => inEnglish(timeOffMessages.note, { hours }),
    firstHalf: (label: string) => inEnglish(timeOffMessages.firstHalf, { label }),
    secondHalf: (label: string) => inEnglish(timeOffMessages.secondHalf, { label }),
  },
  // ours: the admins' holiday calendars
  holidays: {
    title: 'Holidays',
    subtitle: 'Public holidays per office location. People whose office has no calendar follow the default calendar.',
    noPermission: "You don't have permission to manage holidays",
    defaultCalendar: 'Default calendar',
    calendar: 'Calendar',
    officeLocation: 'Office location',
    newCalendarHint: 'Office location (empty: default calendar)',
    year: 'Year',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    people: (count: number) => countOf(count, WORDS.person),
    followsDefault: 'No holidays of its own: follows the default calendar',
    holidayCount: (count: number) => countOf(count, WORDS.holiday),
    date: 'Date',
    name: 'Name',
    add: 'Add Holiday',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    remove: 'Remove',
    removeTitle: 'Remove Holiday',
    removeMessage: (name: string, date: string) => `Remove ${name} on ${date}? Leave requested earlier keeps its day count.`,
    empty: (year: number) => `No holidays in ${year}`,
    loading: 'Loading holidays...',
    added: 'Holiday added',
    updated: 'Holiday updated',
    removed: 'Holiday removed',
    saveFailed: 'Failed to save holiday',
    removeFailed: 'Failed to remove holiday',
    fillRequired: 'Please fill all required fields',
    importTitle: 'Import a year',
    importHint: 'An iCalendar (.ics) file of all-day events, or a CSV file with the columns date,name. It replaces this calendar\'s holidays of the year.',
    chooseFile: 'File',
    preview: 'Preview',
    apply: 'Import',
    imported: (count: number) => `Imported ${countOf(count, WORDS.holiday)}`,
    importFailed: 'Failed to import holidays',
    previewSummary: (count: number, removed: number) => `${countOf(count, WORDS.holiday)} will replace the ${removed} now in this year.`,
  },
  projects: {
    ...englishOf(projectMessages),
    managerOf: (name: string) => inEnglish(projectMessages.managerOf, { name }),
    assignEmployeeTo: (name: string) => inEnglish(projectMessages.assignEmployeeTo, { name }),
    editTitle: (name: string) => inEnglish(projectMessages.editTitle, { name }),
    assignEmployeeTitle: (project: string) => inEnglish(projectMessages.assignEmployeeTitle, { project }),
    assigned: (employee: string, role: string) => inEnglish(projectMessages.assigned, { employee, role }),
  },
  approvals: {
    title: 'Approvals',
    noPermission: "You don't have permission to approve timesheets",
    empty: 'No pending approvals',
    approve: 'Approve',
    reject: 'Reject',
    reasonRequired: REJECTION_REASON_REQUIRED,
    reason: 'Reason',
    cancel: 'Cancel',
    subtitle: 'Timesheets and leave requests waiting for your decision.',
    pendingTimesheets: 'Pending timesheets',
    pendingLeaveRequests: 'Pending leave requests',
    weekSubmitted: (week: string, submittedAt: string | null) => `Week of ${week}${submittedAt ? ` · submitted ${submittedAt}` : ''}`,
    approved: 'Timesheet approved successfully',
    rejected: 'Timesheet rejected successfully',
    approveFailed: 'Failed to approve timesheet',
    rejectFailed: 'Failed to reject timesheet',
    // ours: the spec names no leave-approval toasts
    leaveApproved: 'Leave request approved successfully',
    leaveRejected: 'Leave request rejected successfully',
    leaveApproveFailed: 'Failed to approve leave request',
    leaveRejectFailed: 'Failed to reject leave request',
  },
  // ours: the managers' panel on the MyTime dashboard
  myTeam: {
    title: 'My team',
    teamCalendar: 'Team calendar',
    pendingDecisions: 'Pending decisions',
    pendingSummary: (timesheets: string, leave: string) => `${countOfShown(timesheets, WORDS.timesheet)}, ${countOfShown(leave, WORDS.leaveRequest)}`,
    openApprovals: 'Open Approvals',
    onLeaveThisWeek: 'On leave this week',
    nobodyOnLeave: 'Nobody in your team is on leave this week',
    notSubmitted: "Last week's timesheet not submitted",
    everyoneSubmitted: "Everyone in your team submitted last week's timesheet",
    weekOf: (week: string) => `Week of ${week}`,
    missing: 'No timesheet',
    draft: 'Draft, not submitted',
  },
  // ours: the managers' month view of their team's leave
  teamCalendar: {
    title: 'Team Calendar',
    subtitle: 'Approved and pending leave of your team: you and the people who report to you.',
    noPermission: 'The team calendar is for managers and their delegates.',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    thisMonth: 'This month',
    team: 'Team',
    myTeam: 'My team',
    teamOf: (name: string) => `${name}'s team`,
    approved: 'Approved',
    pending: 'Pending',
    legend: 'Legend',
    empty: (month: string) => `No approved or pending leave in ${month}`,
    loading: 'Loading the team calendar...',
    onLeave: (count: number) => `${count} on leave`,
    entry: (name: string, type: string, status: string) => `${name}, ${type}, ${status}`,
    truncated: (limit: number) => `Showing the first ${limit} requests of this month.`,
  },
} as const;

/** Employee assignment roles of the project management dialog (local demo only; `assignmentRoleMessages` labels them). */
export const ASSIGNMENT_ROLES = ['Developer', 'Tester', 'Designer', 'Tech Lead', 'Architect'] as const;

/** A time entry category as people read it, in the language of `intl` (the page's by default); the value stays the category. */
export function categoryLabel(category: string, intl: IntlShape = i18n()): string {
  const message = categoryMessages[category as keyof typeof categoryMessages];
  return message ? intl.formatMessage(message) : category;
}
