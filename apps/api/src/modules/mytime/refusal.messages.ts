import { EXPORT_RANGE_MESSAGES } from '@apps/contracts/mytime/exports';
import { refusalTexts, translations, type MessageDescriptor } from '../../lib/i18n';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';

/**
 * MyTime's refusals (timesheets, time entries, leave, projects), in English. Services throw them with
 * `mytimeRefusal`; the error handler answers each requester in their language. The English is exactly
 * the text the spec and the integration tests read.
 */
export const timesheetRefusals = {
  weekStartsOnSunday: { id: 'mytime.refusal.timesheet.weekStartsOnSunday', defaultMessage: 'The week must start on a Sunday' },
  weekEndsOnSaturday: { id: 'mytime.refusal.timesheet.weekEndsOnSaturday', defaultMessage: 'The week must end on the Saturday after its Sunday' },
  alreadyExists: { id: 'mytime.refusal.timesheet.alreadyExists', defaultMessage: 'A timesheet for the week of {week} already exists' },
  addEntryFirst: { id: 'mytime.refusal.timesheet.addEntryFirst', defaultMessage: 'Add at least one time entry before submitting' },
  submitOnlyWhenEditable: {
    id: 'mytime.refusal.timesheet.submitOnlyWhenEditable',
    defaultMessage: 'This timesheet is {status}; it can be submitted only while Draft or Rejected',
  },
  decideOnlyWhenSubmitted: {
    id: 'mytime.refusal.timesheet.decideOnlyWhenSubmitted',
    defaultMessage: 'This timesheet is {status}; it can be approved or rejected only while Submitted',
  },
  undoOnlyApproval: { id: 'mytime.refusal.timesheet.undoOnlyApproval', defaultMessage: 'This timesheet is {status}; only an approval can be undone' },
  undoOnlyByApprover: { id: 'mytime.refusal.timesheet.undoOnlyByApprover', defaultMessage: 'Only the person who approved this timesheet can undo the approval' },
  undoTooLate: { id: 'mytime.refusal.timesheet.undoTooLate', defaultMessage: 'The approval can no longer be undone' },
  entriesLocked: {
    id: 'mytime.refusal.timesheet.entriesLocked',
    defaultMessage: 'This timesheet is {status}; entries can be changed only while it is Draft or Rejected',
  },
  weekGridOwnerOnly: { id: 'mytime.refusal.timesheet.weekGridOwnerOnly', defaultMessage: 'Only the owner of a timesheet can save its week grid' },
  createOwnOnly: { id: 'mytime.refusal.timesheet.createOwnOnly', defaultMessage: 'You can only create your own timesheets' },
  seeOwnOnly: { id: 'mytime.refusal.timesheet.seeOwnOnly', defaultMessage: 'You can only see your own timesheets' },
  dateInWeek: { id: 'mytime.refusal.entry.dateInWeek', defaultMessage: 'Date must be within the timesheet week ({week})' },
  projectNotActive: {
    id: 'mytime.refusal.entry.projectNotActive',
    defaultMessage: 'Project {name} is {status}; time can be booked only on Active projects',
  },
  hoursPerDay: {
    id: 'mytime.refusal.entry.hoursPerDay',
    defaultMessage: 'At most {max} hours per day: {already} hours are already recorded on {date}',
  },
  hoursPerDayAfterSave: {
    id: 'mytime.refusal.entry.hoursPerDayAfterSave',
    defaultMessage: 'At most {max} hours per day: this save would record {total} hours on {date}',
  },
  maxEntries: { id: 'mytime.refusal.entry.maxEntries', defaultMessage: 'A timesheet can hold at most {max} entries' },
  maxEntriesAfterSave: { id: 'mytime.refusal.entry.maxEntriesAfterSave', defaultMessage: 'A timesheet can hold at most {max} entries; this save would leave {count}' },
  noSuchEmployee: { id: 'mytime.refusal.noSuchEmployee', defaultMessage: 'No such employee' },
  noSuchProject: { id: 'mytime.refusal.noSuchProject', defaultMessage: 'No such project' },
  noSuchUser: { id: 'mytime.refusal.noSuchUser', defaultMessage: 'No such user' },
  projectCodeTaken: { id: 'mytime.refusal.project.codeTaken', defaultMessage: 'A project with code {code} already exists' },
  namedTwice: { id: 'mytime.refusal.entry.namedTwice', defaultMessage: 'This entry is named twice in the batch' },
  nonBillableProject: { id: 'mytime.refusal.entry.nonBillableProject', defaultMessage: 'Project {name} is non-billable; its hours cannot be billable' },
  holidayTakenDefault: { id: 'mytime.refusal.holiday.takenDefault', defaultMessage: 'The default calendar already has a holiday on {date}' },
  holidayTakenAt: { id: 'mytime.refusal.holiday.takenAt', defaultMessage: 'The {location} calendar already has a holiday on {date}' },
  exportRangeOrder: { id: 'mytime.refusal.export.rangeOrder', defaultMessage: EXPORT_RANGE_MESSAGES.order },
  exportRangeLength: { id: 'mytime.refusal.export.rangeLength', defaultMessage: 'The range can cover at most {max} days' },
} as const satisfies Record<string, MessageDescriptor>;

export const leaveRefusals = {
  endBeforeStart: { id: 'mytime.refusal.leave.endBeforeStart', defaultMessage: 'End date must be on or after the start date' },
  twoYears: { id: 'mytime.refusal.leave.twoYears', defaultMessage: 'Leave cannot span two calendar years; request each year separately' },
  halfDayOneDay: { id: 'mytime.refusal.leave.halfDayOneDay', defaultMessage: 'A half day is one day: the start and end dates must be the same' },
  halfDayWorkingDay: {
    id: 'mytime.refusal.leave.halfDayWorkingDay',
    defaultMessage: 'A half day must be on a working day (Monday to Friday, not a holiday)',
  },
  noWorkingDays: {
    id: 'mytime.refusal.leave.noWorkingDays',
    defaultMessage: 'The selected dates contain no working days (Monday to Friday, not a holiday)',
  },
  perRequestLimit: {
    id: 'mytime.refusal.leave.perRequestLimit',
    defaultMessage: 'At most {max, plural, one {# working day} other {# working days}} of {leaveType} per request; this request needs {needed}',
  },
  overlaps: { id: 'mytime.refusal.leave.overlaps', defaultMessage: 'Overlaps a {status} leave request from {from} to {to}' },
  notEnoughAvailable: {
    id: 'mytime.refusal.leave.notEnoughAvailable',
    defaultMessage: 'Only {available, plural, one {# day} other {# days}} of {leaveType} available in {year}; this request needs {needed}',
  },
  notEnoughBalance: {
    id: 'mytime.refusal.leave.notEnoughBalance',
    defaultMessage: 'Not enough {leaveType} balance: {available, plural, one {# day} other {# days}} available, this request needs {needed}',
  },
  rangeTooLong: { id: 'mytime.refusal.leave.rangeTooLong', defaultMessage: 'The range can be at most {max} days' },
  onlyPending: {
    id: 'mytime.refusal.leave.onlyPending',
    defaultMessage: 'This leave request is {status}; only Pending requests can be {action, select, cancel {cancelled} approve {approved} other {rejected}}',
  },
  requestOwnOnly: { id: 'mytime.refusal.leave.requestOwnOnly', defaultMessage: 'You can only request leave for yourself' },
} as const satisfies Record<string, MessageDescriptor>;

/** The leave types as a refusal names them (English: the labels of @apps/contracts). */
export const leaveTypeNames = {
  CasualLeave: { id: 'mytime.refusal.leaveType.CasualLeave', defaultMessage: 'Casual Leave' },
  SickLeave: { id: 'mytime.refusal.leaveType.SickLeave', defaultMessage: 'Sick Leave' },
  EarnedLeave: { id: 'mytime.refusal.leaveType.EarnedLeave', defaultMessage: 'Earned Leave' },
  CompensatoryOff: { id: 'mytime.refusal.leaveType.CompensatoryOff', defaultMessage: 'Compensatory Off' },
  WorkFromHome: { id: 'mytime.refusal.leaveType.WorkFromHome', defaultMessage: 'Work From Home' },
  LossOfPay: { id: 'mytime.refusal.leaveType.LossOfPay', defaultMessage: 'Loss of Pay' },
  MaternityLeave: { id: 'mytime.refusal.leaveType.MaternityLeave', defaultMessage: 'Maternity Leave' },
  PaternityLeave: { id: 'mytime.refusal.leaveType.PaternityLeave', defaultMessage: 'Paternity Leave' },
  BereavementLeave: { id: 'mytime.refusal.leaveType.BereavementLeave', defaultMessage: 'Bereavement Leave' },
} as const satisfies Record<string, MessageDescriptor>;

/** The project statuses as a refusal names them (English: the stored value). */
export const projectStatusNames = {
  Active: { id: 'mytime.refusal.projectStatus.active', defaultMessage: 'Active' },
  'On-hold': { id: 'mytime.refusal.projectStatus.onHold', defaultMessage: 'On-hold' },
  Completed: { id: 'mytime.refusal.projectStatus.completed', defaultMessage: 'Completed' },
  Archived: { id: 'mytime.refusal.projectStatus.archived', defaultMessage: 'Archived' },
} as const satisfies Record<string, MessageDescriptor>;

const intlOf = translations({ hi, es, fr });

/** A MyTime refusal to throw: English as its message, the requester's language in the answer. */
export const mytimeRefusal = refusalTexts(intlOf);

/** The holiday import's line errors, by the English the file readers write (`holidayImportTexts`). */
export const holidayImportMessages = {
  notInYear: { id: 'mytime.import.notInYear', defaultMessage: '{date} is not in {year}' },
  noName: { id: 'mytime.import.noName', defaultMessage: 'The holiday has no name' },
  nameTooLong: { id: 'mytime.import.nameTooLong', defaultMessage: 'The name must be at most {max} characters' },
  alreadyHoliday: { id: 'mytime.import.alreadyHoliday', defaultMessage: '{date} is already a holiday on line {line}' },
  noHolidays: { id: 'mytime.import.noHolidays', defaultMessage: 'The file contains no holidays' },
  tooManyHolidays: { id: 'mytime.import.tooManyHolidays', defaultMessage: 'At most {max} holidays per import' },
  header: { id: 'mytime.import.header', defaultMessage: 'The first line must name the columns date and name' },
  notDate: { id: 'mytime.import.notDate', defaultMessage: '"{value}" is not a date (YYYY-MM-DD)' },
  notContentLine: { id: 'mytime.import.notContentLine', defaultMessage: 'Not an iCalendar content line (NAME:value)' },
  endCloses: { id: 'mytime.import.endCloses', defaultMessage: 'END:{value} does not close BEGIN:{open}' },
  endClosesNothing: { id: 'mytime.import.endClosesNothing', defaultMessage: 'END:{value} does not close anything' },
  neverClosed: { id: 'mytime.import.neverClosed', defaultMessage: 'BEGIN:{value} is never closed' },
  notCalendar: { id: 'mytime.import.notCalendar', defaultMessage: 'Not an iCalendar file (no BEGIN:VCALENDAR)' },
  invalidCalendar: { id: 'mytime.import.invalidCalendar', defaultMessage: 'The file is not valid iCalendar: {reason}' },
  noStart: { id: 'mytime.import.noStart', defaultMessage: 'The event has no DTSTART' },
  unreadableDate: { id: 'mytime.import.unreadableDate', defaultMessage: "The event's date cannot be read: {reason}" },
  timeOfDay: { id: 'mytime.import.timeOfDay', defaultMessage: 'The event has a time of day; holidays are all-day events ({form})' },
  recurrence: { id: 'mytime.import.recurrence', defaultMessage: 'The recurrence rule cannot be expanded: {reason}' },
  noOccurrence: { id: 'mytime.import.noOccurrence', defaultMessage: 'The recurring event has no occurrence in {year}' },
  tooManyLines: { id: 'mytime.import.tooManyLines', defaultMessage: 'The file has more than {max} holiday lines; a year has at most {holidays} holidays' },
  tooManyEvents: { id: 'mytime.import.tooManyEvents', defaultMessage: 'The file has more than {max} events; a year has at most {holidays} holidays' },
} as const satisfies Record<string, MessageDescriptor>;

/** A project status in `language`, for a refusal's values (an unknown one as stored). */
export const projectStatusName = (language: Parameters<typeof intlOf>[0], status: string): string => {
  const name = (projectStatusNames as Record<string, MessageDescriptor>)[status];
  return name ? intlOf(language).formatMessage(name) : status;
};

/** A leave type's name in `language`, for a refusal's values. */
export const leaveTypeName = (language: Parameters<typeof intlOf>[0], type: keyof typeof leaveTypeNames): string => intlOf(language).formatMessage(leaveTypeNames[type]);
