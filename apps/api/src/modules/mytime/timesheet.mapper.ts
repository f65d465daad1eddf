import { computeTotals, type HourTotals } from '@apps/contracts/mytime/hours';
import type { TimeEntry, TimeEntryCategory, Timesheet } from '@apps/contracts/mytime/timesheet';
import type { ListedTimesheetRow, TimeEntryRow } from './timesheet.repository';

/** Entry row -> `TimeEntry` DTO; numeric hours (e.g. '7.5') become a number. */
export function toTimeEntryDto(row: TimeEntryRow): TimeEntry {
  return {
    id: row.id,
    date: row.date,
    projectId: row.projectId,
    projectName: row.projectName,
    taskDescription: row.taskDescription,
    hours: Number(row.hours),
    category: row.category as TimeEntryCategory,
    isBillable: row.isBillable,
  };
}

/** Timesheet row and its entries -> `Timesheet` DTO with totals computed here, never taken from a client. */
export function toTimesheetDto(row: ListedTimesheetRow, entryRows: TimeEntryRow[]): Timesheet {
  const entries = entryRows.map(toTimeEntryDto);
  // Added to the new summary, not spread into another object (a spread followed by properties: decision 0131).
  return Object.assign(toTimesheetSummaryDto(row, computeTotals(entries)), { entries });
}

/**
 * Timesheet row and its totals in hours (summed by the database) -> the `Timesheet` DTO without
 * `entries`, for lists asked for without them.
 */
export function toTimesheetSummaryDto(row: ListedTimesheetRow, totals: HourTotals): Omit<Timesheet, 'entries'> {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    status: row.status,
    ...totals,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedById: row.reviewedById,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    approvalComment: row.status === 'Approved' ? row.approvalComment : null,
    employeeActive: row.employeeActive,
  };
}

/** Timesheet rows -> DTOs, given every entry of those timesheets. */
export function toTimesheetDtos(rows: ListedTimesheetRow[], entryRows: TimeEntryRow[]): Timesheet[] {
  const byTimesheet = new Map<string, TimeEntryRow[]>();
  for (const entry of entryRows) {
    const list = byTimesheet.get(entry.timesheetId) ?? [];
    list.push(entry);
    byTimesheet.set(entry.timesheetId, list);
  }
  return rows.map((row) => toTimesheetDto(row, byTimesheet.get(row.id) ?? []));
}
