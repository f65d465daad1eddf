import type { MessageDescriptor } from '../../lib/i18n';

/** The export files' column headers, by their English text (the `*_EXPORT_COLUMNS` of @apps/contracts). */
export const exportColumnMessages = {
  Person: { id: 'mytime.export.column.person', defaultMessage: 'Person' },
  'E-mail': { id: 'mytime.export.column.email', defaultMessage: 'E-mail' },
  Department: { id: 'mytime.export.column.department', defaultMessage: 'Department' },
  Project: { id: 'mytime.export.column.project', defaultMessage: 'Project' },
  Code: { id: 'mytime.export.column.code', defaultMessage: 'Code' },
  Client: { id: 'mytime.export.column.client', defaultMessage: 'Client' },
  'Billing type': { id: 'mytime.export.column.billingType', defaultMessage: 'Billing type' },
  Date: { id: 'mytime.export.column.date', defaultMessage: 'Date' },
  Hours: { id: 'mytime.export.column.hours', defaultMessage: 'Hours' },
  Billable: { id: 'mytime.export.column.billable', defaultMessage: 'Billable' },
  Category: { id: 'mytime.export.column.category', defaultMessage: 'Category' },
  Task: { id: 'mytime.export.column.task', defaultMessage: 'Task' },
  'Timesheet status': { id: 'mytime.export.column.timesheetStatus', defaultMessage: 'Timesheet status' },
  Month: { id: 'mytime.export.column.month', defaultMessage: 'Month' },
  'Billable hours': { id: 'mytime.export.column.billableHours', defaultMessage: 'Billable hours' },
  'Non-billable hours': { id: 'mytime.export.column.nonBillableHours', defaultMessage: 'Non-billable hours' },
  'Leave type': { id: 'mytime.export.column.leaveType', defaultMessage: 'Leave type' },
  'Start date': { id: 'mytime.export.column.startDate', defaultMessage: 'Start date' },
  'End date': { id: 'mytime.export.column.endDate', defaultMessage: 'End date' },
  Days: { id: 'mytime.export.column.days', defaultMessage: 'Days' },
  Status: { id: 'mytime.export.column.status', defaultMessage: 'Status' },
  Reason: { id: 'mytime.export.column.reason', defaultMessage: 'Reason' },
  'Rejection reason': { id: 'mytime.export.column.rejectionReason', defaultMessage: 'Rejection reason' },
  Year: { id: 'mytime.export.column.year', defaultMessage: 'Year' },
  Allocated: { id: 'mytime.export.column.allocated', defaultMessage: 'Allocated' },
  Used: { id: 'mytime.export.column.used', defaultMessage: 'Used' },
  Available: { id: 'mytime.export.column.available', defaultMessage: 'Available' },
} as const satisfies Record<string, MessageDescriptor>;

/** How a yes/no cell (Billable) reads. */
export const exportValueMessages = {
  yes: { id: 'mytime.export.value.yes', defaultMessage: 'Yes' },
  no: { id: 'mytime.export.value.no', defaultMessage: 'No' },
} as const satisfies Record<string, MessageDescriptor>;

/** The XLSX sheet names (at most 31 characters in every language). */
export const exportSheetMessages = {
  timeEntries: { id: 'mytime.export.sheet.timeEntries', defaultMessage: 'Time entries' },
  summary: { id: 'mytime.export.sheet.summary', defaultMessage: 'Summary' },
  leaveRequests: { id: 'mytime.export.sheet.leaveRequests', defaultMessage: 'Leave requests' },
  leaveBalances: { id: 'mytime.export.sheet.leaveBalances', defaultMessage: 'Leave balances' },
} as const satisfies Record<string, MessageDescriptor>;
