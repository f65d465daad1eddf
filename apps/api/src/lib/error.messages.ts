import { STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { DATE_MESSAGES } from '@apps/contracts/date-input';
import { VALIDATION_FAILED_MESSAGE } from '@apps/contracts/envelope';
import { TIME_ZONE_MESSAGE } from '@apps/contracts/core/user-settings';
import { ACCESS_ALREADY_HELD_MESSAGE } from '@apps/contracts/core/access-request';
import { AUDIT_QUERY_MESSAGES } from '@apps/contracts/core/audit';
import { ADMIN_ONLY_MESSAGE } from '@apps/contracts/core/users.policy';
import { EXPORT_DENIAL, MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import type { MessageDescriptor } from './i18n';

/**
 * The common texts of the `/v1` failure envelope (`error`, `validationErrors[].message`), keyed by
 * their English, which services, schemas and the error handler keep writing: the error handler
 * answers them in the requester's language (`translateErrorText`). A text not listed stays English.
 */
export const errorTextMessages = {
  [VALIDATION_FAILED_MESSAGE]: { id: 'lib.error.validationFailed', defaultMessage: VALIDATION_FAILED_MESSAGE },
  'Authentication required': { id: 'lib.error.authenticationRequired', defaultMessage: 'Authentication required' },
  'You do not have permission to do this': { id: 'lib.error.forbidden', defaultMessage: 'You do not have permission to do this' },
  'Service temporarily unavailable. Please try again shortly.': {
    id: 'lib.error.unavailable',
    defaultMessage: 'Service temporarily unavailable. Please try again shortly.',
  },
  'An unexpected error occurred': { id: 'lib.error.unexpected', defaultMessage: 'An unexpected error occurred' },
  'The client closed the connection before the request was complete': {
    id: 'lib.error.clientClosed',
    defaultMessage: 'The client closed the connection before the request was complete',
  },
  'A record with these values already exists': { id: 'lib.error.duplicate', defaultMessage: 'A record with these values already exists' },
  'This record is still referenced by other records': { id: 'lib.error.stillReferenced', defaultMessage: 'This record is still referenced by other records' },
  'Request body is not valid JSON': { id: 'lib.error.invalidJson', defaultMessage: 'Request body is not valid JSON' },
  'Request body is too large': { id: 'lib.error.bodyTooLarge', defaultMessage: 'Request body is too large' },
  'Unsupported content type; send application/json': { id: 'lib.error.unsupportedMediaType', defaultMessage: 'Unsupported content type; send application/json' },
  'Too many requests. Please slow down and try again shortly.': {
    id: 'lib.error.tooManyRequests',
    defaultMessage: 'Too many requests. Please slow down and try again shortly.',
  },
  'Bad request': { id: 'lib.error.badRequest', defaultMessage: 'Bad request' },
  Required: { id: 'lib.error.required', defaultMessage: 'Required' },
  'Invalid value': { id: 'lib.error.invalidValue', defaultMessage: 'Invalid value' },
  'Must be text': { id: 'lib.error.mustBeText', defaultMessage: 'Must be text' },
  'Must be a valid id': { id: 'lib.error.mustBeId', defaultMessage: 'Must be a valid id' },
  'Must be true or false': { id: 'lib.error.mustBeBoolean', defaultMessage: 'Must be true or false' },
  'Must be a number': { id: 'lib.error.mustBeNumber', defaultMessage: 'Must be a number' },
  'Must be a whole number': { id: 'lib.error.mustBeWholeNumber', defaultMessage: 'Must be a whole number' },
  'Must not be negative': { id: 'lib.error.mustNotBeNegative', defaultMessage: 'Must not be negative' },
  'Must be a valid e-mail address': { id: 'lib.error.mustBeEmail', defaultMessage: 'Must be a valid e-mail address' },
  'Must be csv or xlsx': { id: 'lib.error.mustBeExportFormat', defaultMessage: 'Must be csv or xlsx' },
  'Nothing to save': { id: 'lib.error.nothingToSave', defaultMessage: 'Nothing to save' },
  'Send at least one field to change': { id: 'lib.error.sendOneField', defaultMessage: 'Send at least one field to change' },
  [STORABLE_TEXT_MESSAGES.nul]: { id: 'lib.error.textNul', defaultMessage: STORABLE_TEXT_MESSAGES.nul },
  [STORABLE_TEXT_MESSAGES.surrogate]: { id: 'lib.error.textSurrogate', defaultMessage: STORABLE_TEXT_MESSAGES.surrogate },
  [STORABLE_TEXT_MESSAGES.oneLine]: { id: 'lib.error.textOneLine', defaultMessage: STORABLE_TEXT_MESSAGES.oneLine },
  [DATE_MESSAGES.date]: { id: 'lib.error.mustBeDate', defaultMessage: DATE_MESSAGES.date },
  [DATE_MESSAGES.midnight]: { id: 'lib.error.mustBeDateOrMidnight', defaultMessage: DATE_MESSAGES.midnight },
  [DATE_MESSAGES.offset]: { id: 'lib.error.timeZoneOffset', defaultMessage: DATE_MESSAGES.offset },
  [TIME_ZONE_MESSAGE]: { id: 'lib.error.mustBeTimeZone', defaultMessage: TIME_ZONE_MESSAGE },
  'Quarter must be 1, 2, 3 or 4': { id: 'lib.error.quarter', defaultMessage: 'Quarter must be 1, 2, 3 or 4' },
  'Must be a rating from 1 to 5': { id: 'lib.error.rating', defaultMessage: 'Must be a rating from 1 to 5' },
  'Must be a whole number from 1 to 5': { id: 'lib.error.wholeOneToFive', defaultMessage: 'Must be a whole number from 1 to 5' },
  'to must be on or after from': { id: 'lib.error.toAfterFrom', defaultMessage: 'to must be on or after from' },
  [AUDIT_QUERY_MESSAGES.time]: { id: 'lib.error.auditTime', defaultMessage: AUDIT_QUERY_MESSAGES.time },
  [AUDIT_QUERY_MESSAGES.span]: { id: 'lib.error.auditSpan', defaultMessage: AUDIT_QUERY_MESSAGES.span },
  [AUDIT_QUERY_MESSAGES.action]: { id: 'lib.error.auditAction', defaultMessage: AUDIT_QUERY_MESSAGES.action },
  [AUDIT_QUERY_MESSAGES.after]: { id: 'lib.error.auditAfter', defaultMessage: AUDIT_QUERY_MESSAGES.after },
  'Period end must be on or after the period start': { id: 'lib.error.periodEnd', defaultMessage: 'Period end must be on or after the period start' },
  'Use at most one decimal': { id: 'lib.error.oneDecimal', defaultMessage: 'Use at most one decimal' },
  'Must be at least 1': { id: 'lib.error.atLeastOne', defaultMessage: 'Must be at least 1' },
  'Must be 0 or more': { id: 'lib.error.zeroOrMore', defaultMessage: 'Must be 0 or more' },
  'Too many values': { id: 'lib.error.tooManyValues', defaultMessage: 'Too many values' },
  'Select at least one person': { id: 'lib.error.selectPerson', defaultMessage: 'Select at least one person' },
  'Add at least one module': { id: 'lib.error.addModule', defaultMessage: 'Add at least one module' },
  'Add at least one milestone': { id: 'lib.error.addMilestone', defaultMessage: 'Add at least one milestone' },
  'Add at least one key result': { id: 'lib.error.addKeyResult', defaultMessage: 'Add at least one key result' },
  [ADMIN_ONLY_MESSAGE]: { id: 'lib.error.adminOnly', defaultMessage: ADMIN_ONLY_MESSAGE },
  [ACCESS_ALREADY_HELD_MESSAGE]: { id: 'lib.error.accessAlreadyHeld', defaultMessage: ACCESS_ALREADY_HELD_MESSAGE },
  'Your account is deactivated. Contact your administrator.': {
    id: 'lib.error.accountDeactivated',
    defaultMessage: 'Your account is deactivated. Contact your administrator.',
  },
  [MYTIME_DENIALS.approveTimesheets]: { id: 'lib.error.denied.approveTimesheets', defaultMessage: MYTIME_DENIALS.approveTimesheets },
  [MYTIME_DENIALS.manageProjects]: { id: 'lib.error.denied.manageProjects', defaultMessage: MYTIME_DENIALS.manageProjects },
  [MYTIME_DENIALS.manageHolidays]: { id: 'lib.error.denied.manageHolidays', defaultMessage: MYTIME_DENIALS.manageHolidays },
  [MYTIME_DENIALS.approveLeave]: { id: 'lib.error.denied.approveLeave', defaultMessage: MYTIME_DENIALS.approveLeave },
  [MYTIME_DENIALS.notInLine]: { id: 'lib.error.denied.notInLine', defaultMessage: MYTIME_DENIALS.notInLine },
  [MYTIME_DENIALS.teamCalendar]: { id: 'lib.error.denied.teamCalendar', defaultMessage: MYTIME_DENIALS.teamCalendar },
  [EXPORT_DENIAL]: { id: 'lib.error.denied.export', defaultMessage: EXPORT_DENIAL },
  'You cannot approve or reject your own timesheet': { id: 'lib.error.denied.ownTimesheet', defaultMessage: 'You cannot approve or reject your own timesheet' },
  'You cannot approve or reject your own leave request': {
    id: 'lib.error.denied.ownLeaveRequest',
    defaultMessage: 'You cannot approve or reject your own leave request',
  },
  'You can only cancel your own leave requests': { id: 'lib.error.denied.cancelOthersLeave', defaultMessage: 'You can only cancel your own leave requests' },
  'Choose at least one timesheet': { id: 'lib.error.chooseTimesheet', defaultMessage: 'Choose at least one timesheet' },
  'Code may contain letters, digits, - and _': { id: 'lib.error.codeCharacters', defaultMessage: 'Code may contain letters, digits, - and _' },
  'End date must be on or after the start date': { id: 'lib.error.endAfterStart', defaultMessage: 'End date must be on or after the start date' },
  'Must be a year': { id: 'lib.error.mustBeYear', defaultMessage: 'Must be a year' },
  'Must be a list of skills': { id: 'lib.error.skillList', defaultMessage: 'Must be a list of skills' },
  'E-mail is required': { id: 'lib.error.emailRequired', defaultMessage: 'E-mail is required' },
  'Must be a phone number (digits, optional leading +, spaces or dashes)': { id: 'lib.error.phone', defaultMessage: 'Must be a phone number (digits, optional leading +, spaces or dashes)' },
  'Must be a number of years': { id: 'lib.error.years', defaultMessage: 'Must be a number of years' },
  'Must be between 0 and 60 years': { id: 'lib.error.yearsRange', defaultMessage: 'Must be between 0 and 60 years' },
  'Must be a whole number of rupees': { id: 'lib.error.rupees', defaultMessage: 'Must be a whole number of rupees' },
  'Timeline must be a number of months': { id: 'lib.error.timelineNumber', defaultMessage: 'Timeline must be a number of months' },
  'Timeline must be a whole number of months': { id: 'lib.error.timelineWhole', defaultMessage: 'Timeline must be a whole number of months' },
  'Timeline must be 1 to 120 months': { id: 'lib.error.timelineRange', defaultMessage: 'Timeline must be 1 to 120 months' },
  'Year must be a number': { id: 'lib.error.yearNumber', defaultMessage: 'Year must be a number' },
  'Year must be a whole number': { id: 'lib.error.yearWhole', defaultMessage: 'Year must be a whole number' },
  'Year must be 2000 or later': { id: 'lib.error.yearFrom', defaultMessage: 'Year must be 2000 or later' },
  'Year must be 2100 or earlier': { id: 'lib.error.yearTo', defaultMessage: 'Year must be 2100 or earlier' },
  'Target is required': { id: 'lib.error.targetRequired', defaultMessage: 'Target is required' },
  'Target must be greater than 0': { id: 'lib.error.targetPositive', defaultMessage: 'Target must be greater than 0' },
  'Unit must be at most 20 characters': { id: 'lib.error.unitLength', defaultMessage: 'Unit must be at most 20 characters' },
  'Send at least one of objective, quarter, year': { id: 'lib.error.okrChange', defaultMessage: 'Send at least one of objective, quarter, year' },
  'Current value must be a number': { id: 'lib.error.currentNumber', defaultMessage: 'Current value must be a number' },
  'Current value must be 0 or more': { id: 'lib.error.currentZero', defaultMessage: 'Current value must be 0 or more' },
  'Must be an https address': { id: 'lib.error.https', defaultMessage: 'Must be an https address' },
  'Send at least one of isActive, managerId, jobTitle, department, officeLocation': { id: 'lib.error.userChange', defaultMessage: 'Send at least one of isActive, managerId, jobTitle, department, officeLocation' },
  'Too many role ids': { id: 'lib.error.tooManyRoleIds', defaultMessage: 'Too many role ids' },
  'A role and module may appear once': { id: 'lib.error.roleModuleOnce', defaultMessage: 'A role and module may appear once' },
} as const satisfies Record<string, MessageDescriptor>;

/** Texts with a value in them, found by their English shape (`translateErrorText`). */
export const errorPatternMessages = {
  tooLong: { id: 'lib.error.tooLong', defaultMessage: 'Must be at most {max} characters' },
  routeNotFound: { id: 'lib.error.routeNotFound', defaultMessage: 'Route {method} {path} not found' },
  ownId: { id: 'lib.error.ownId', defaultMessage: '{field} must be your own user id: you act only in your own name' },
  mustBeAtMost: { id: 'lib.error.mustBeAtMost', defaultMessage: 'Must be at most {max}' },
  fileTooLarge: { id: 'lib.error.fileTooLarge', defaultMessage: 'The file is too large (at most {max} MB)' },
  mustBeOneOf: { id: 'lib.error.mustBeOneOf', defaultMessage: 'Must be one of: {values}' },
  targetAtMost: { id: 'lib.error.targetAtMost', defaultMessage: 'Target must be at most {max}' },
  currentAtMost: { id: 'lib.error.currentAtMost', defaultMessage: 'Current value must be at most {max}' },
} as const satisfies Record<string, MessageDescriptor>;

/** The records a "not found" names most often (`NotFoundError`), by their English name. */
export const notFoundMessages = {
  Resource: { id: 'lib.error.notFound.resource', defaultMessage: 'Resource not found' },
  User: { id: 'lib.error.notFound.user', defaultMessage: 'User not found' },
  Timesheet: { id: 'lib.error.notFound.timesheet', defaultMessage: 'Timesheet not found' },
  'Time entry': { id: 'lib.error.notFound.timeEntry', defaultMessage: 'Time entry not found' },
  'Leave request': { id: 'lib.error.notFound.leaveRequest', defaultMessage: 'Leave request not found' },
  Project: { id: 'lib.error.notFound.project', defaultMessage: 'Project not found' },
  Holiday: { id: 'lib.error.notFound.holiday', defaultMessage: 'Holiday not found' },
  Notification: { id: 'lib.error.notFound.notification', defaultMessage: 'Notification not found' },
  Delegation: { id: 'lib.error.notFound.delegation', defaultMessage: 'Delegation not found' },
  Role: { id: 'lib.error.notFound.role', defaultMessage: 'Role not found' },
} as const satisfies Record<string, MessageDescriptor>;

/** "At most N <things>" texts of the schemas' list and range limits, by what they count. */
export const atMostMessages = {
  'days from from': { id: 'lib.error.atMostDays', defaultMessage: 'At most {max} days from from' },
  'entries': { id: 'lib.error.atMostEntries', defaultMessage: 'At most {max} entries' },
  'skills': { id: 'lib.error.atMostSkills', defaultMessage: 'At most {max} skills' },
  'milestones': { id: 'lib.error.atMostMilestones', defaultMessage: 'At most {max} milestones' },
  'key results': { id: 'lib.error.atMostKeyResults', defaultMessage: 'At most {max} key results' },
  'modules': { id: 'lib.error.atMostModules', defaultMessage: 'At most {max} modules' },
  'default roles': { id: 'lib.error.atMostDefaultRoles', defaultMessage: 'At most {max} default roles' },
  'people at once': { id: 'lib.error.atMostPeople', defaultMessage: 'At most {max} people at once' },
} as const satisfies Record<string, MessageDescriptor>;
