import { z } from 'zod';
import { IdSchema } from '../common';
import { calendarDateInput } from './calendar';
import { LeaveStatusSchema } from './leave';
import { TimesheetStatusSchema } from './timesheet';
import { EXPORT_FORMATS, type ExportFormat } from './exports.values';

/**
 * MyTime exports: files for payroll and billing, streamed by
 * `GET /v1/mytime/exports/*`. Who may export whom is `exportReach` in `mytime.policy.ts`.
 */

export {
  EXPORT_FORMATS,
  type ExportFormat,
} from './exports.values';

export const ExportFormatSchema = z.enum(EXPORT_FORMATS, { message: 'Must be csv or xlsx' });

/** The longest range one export covers, in days (a year and a day: a full year of payroll). */
export const MAX_EXPORT_RANGE_DAYS = 366;

/** The 400 messages of an export's range. */
export const EXPORT_RANGE_MESSAGES = {
  order: 'Must be on or after from',
  length: `The range can cover at most ${MAX_EXPORT_RANGE_DAYS} days`,
} as const;

const range = { from: calendarDateInput(), to: calendarDateInput() };
const format = ExportFormatSchema.default('csv');

/**
 * Query of both time-entry exports, `GET /v1/mytime/exports/timesheets` (entries dated `from` to `to`,
 * both included) and `GET /v1/mytime/exports/summary` (hours per project, person and month, `from` to `to`).
 */
const timeEntryExportQuery = z.object({
  ...range,
  projectId: IdSchema.optional(),
  employeeId: IdSchema.optional(),
  status: TimesheetStatusSchema.optional(),
  format,
});

/** Query of `GET /v1/mytime/exports/timesheets`: entries dated `from` to `to` (both included). */
export const TimesheetExportQuerySchema = timeEntryExportQuery;
export type TimesheetExportQuery = z.input<typeof TimesheetExportQuerySchema>;

/** Query of `GET /v1/mytime/exports/summary`: hours per project, person and month, `from` to `to`. */
export const SummaryExportQuerySchema = timeEntryExportQuery;
export type SummaryExportQuery = z.input<typeof SummaryExportQuerySchema>;

/** Query of `GET /v1/mytime/exports/leave-requests`: requests overlapping `from` to `to`. */
export const LeaveRequestExportQuerySchema = z.object({
  ...range,
  employeeId: IdSchema.optional(),
  status: LeaveStatusSchema.optional(),
  format,
});
export type LeaveRequestExportQuery = z.input<typeof LeaveRequestExportQuerySchema>;

/** Query of `GET /v1/mytime/exports/leave-balances`: balances of `year`. */
export const LeaveBalanceExportQuerySchema = z.object({
  year: z.coerce.number({ message: 'Must be a year' }).int('Must be a year').min(2000).max(2100),
  employeeId: IdSchema.optional(),
  format,
});
export type LeaveBalanceExportQuery = z.input<typeof LeaveBalanceExportQuerySchema>;

/** Column headers of the timesheet export, in order (one row per time entry; hours in 0.5 steps). */
export const TIMESHEET_EXPORT_COLUMNS = [
  'Person',
  'E-mail',
  'Department',
  'Project',
  'Code',
  'Client',
  'Billing type',
  'Date',
  'Hours',
  'Billable',
  'Category',
  'Task',
  'Timesheet status',
] as const;

/** Column headers of the summary export (one row per client, project, person and month; hours). */
export const SUMMARY_EXPORT_COLUMNS = [
  'Client',
  'Project',
  'Code',
  'Billing type',
  'Person',
  'E-mail',
  'Month',
  'Hours',
  'Billable hours',
  'Non-billable hours',
] as const;

/** Column headers of the leave request export (one row per request; days are working days). */
export const LEAVE_REQUEST_EXPORT_COLUMNS = [
  'Person',
  'E-mail',
  'Department',
  'Leave type',
  'Start date',
  'End date',
  'Days',
  'Status',
  'Reason',
  'Rejection reason',
] as const;

/** Column headers of the leave balance export (one row per person and leave type; days). */
export const LEAVE_BALANCE_EXPORT_COLUMNS = ['Person', 'E-mail', 'Department', 'Year', 'Leave type', 'Allocated', 'Used', 'Available'] as const;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe for a spreadsheet: text starting with `=`, `+`, `-`, `@`, tab or carriage
 * return gets a leading apostrophe, so Excel, LibreOffice and Google Sheets show it as text and never
 * run it. Numbers and booleans are left alone (a negative number is a number, not a formula).
 */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A file name for an export: `mytime-<kind>-<from>-to-<to>.<format>` (ASCII, no spaces). */
export function exportFileName(kind: string, period: string, format: ExportFormat): string {
  return `mytime-${kind}-${period}.${format}`.replace(/[^A-Za-z0-9._-]/g, '_');
}
