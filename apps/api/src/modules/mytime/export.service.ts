import { daysBetween } from '@apps/contracts/mytime/calendar';
import {
  exportFileName,
  LEAVE_BALANCE_EXPORT_COLUMNS,
  LEAVE_REQUEST_EXPORT_COLUMNS,
  MAX_EXPORT_RANGE_DAYS,
  SUMMARY_EXPORT_COLUMNS,
  TIMESHEET_EXPORT_COLUMNS,
  type ExportFormat,
} from '@apps/contracts/mytime/exports';
import { EXPORT_DENIAL, exportReach, mayExportRecordsOf } from '@apps/contracts/mytime/mytime.policy';
import { isSelf } from '@apps/contracts/core/policy';
import type { Db } from '../../db/client';
import { assertAllowed, type Caller } from '../../lib/access';
import { ValidationError } from '../../lib/errors';
import { mytimeRefusal, timesheetRefusals as T } from './refusal.messages';
import { dateCell, monthCell, type Cell, type ExportSheet } from '../../lib/file-export';
import type { MessageDescriptor, Translator } from '../../lib/i18n';
import { allowedInLine, decisionScope, withDelegators } from '../authority/reporting-line.service';
import { readerChoicesOfOne } from '../settings/user-settings.service';
import { mytimeTranslator } from './export.i18n';
import { exportColumnMessages, exportSheetMessages, exportValueMessages } from './export.messages';
import { userExists } from './mytime-people.repository';
import * as exportRepository from './export.repository';
import type { ExportPerson, ExportReach, ExportRecords } from './export.repository';
import { findById as findProject } from './project.repository';

/**
 * MyTime exports: which rows the caller may export and the sheets of each
 * file. Every check runs before the first byte is sent, so a refusal is still the /v1 envelope.
 */

/** People read per batch (a batch's entries: about 30 per person for 4 weeks, so about 3,000 rows). */
const PEOPLE_BATCH = 100;
/** Projects read per batch of the summary. */
const PROJECT_BATCH = 50;

/**
 * XLSX column widths in characters, by header: wide enough for a typical name, e-mail, project or
 * task without cutting it; a header not listed is as wide as its text (`columnWidths`).
 */
const COLUMN_WIDTHS: Readonly<Record<string, number>> = {
  Person: 24,
  'E-mail': 30,
  Department: 18,
  Project: 26,
  Code: 12,
  Client: 22,
  'Billing type': 14,
  Date: 12,
  'Start date': 12,
  'End date': 12,
  Month: 10,
  Category: 16,
  Task: 48,
  'Timesheet status': 16,
  'Leave type': 18,
  Reason: 40,
  'Rejection reason': 40,
};

/** The widths of `columns` (undefined where `COLUMN_WIDTHS` has none). */
const widthsOf = (columns: readonly string[]) => columns.map((header) => COLUMN_WIDTHS[header]);

/**
 * A sheet with its widths, its name, headers and Yes/No in the requester's language (`t`). `columns` are the
 * English headers of @apps/contracts: the widths are chosen by them, a longer translation is as wide as its text.
 */
function sheetOf(t: Translator, name: MessageDescriptor, columns: readonly (keyof typeof exportColumnMessages)[], rows: AsyncIterable<Cell[]>): ExportSheet {
  return {
    name: t.message(name),
    columns: columns.map((header) => t.message(exportColumnMessages[header])),
    widths: widthsOf(columns),
    rows,
    booleans: { yes: t.message(exportValueMessages.yes), no: t.message(exportValueMessages.no) },
  };
}

/** The requester's translator: the language of their Settings. */
async function requesterTranslator(db: Db, caller: Caller): Promise<Translator> {
  return mytimeTranslator(await readerChoicesOfOne(db, caller.user.id));
}

/** An export ready to stream: the file name and its sheets (rows are read while the file is sent). */
export interface PreparedExport {
  fileName: string;
  format: ExportFormat;
  sheets: ExportSheet[];
}

/**
 * The people the caller may export (`ExportReach`): everyone (Admin on mytime or all), the caller
 * and the line they may approve (approvers, with today's delegations), or the caller alone.
 * With `employeeId`, only that person, after checking the caller may export them.
 * @throws ValidationError `employeeId` of nobody; ForbiddenError for someone outside the reach.
 */
async function peopleInReach(db: Db, caller: Caller, resource: 'timesheets' | 'leaves', employeeId: string | undefined): Promise<ExportReach> {
  if (employeeId !== undefined) {
    if (!(await userExists(db, employeeId))) throw new ValidationError({ employeeId: [mytimeRefusal(T.noSuchEmployee)] });
    assertAllowed(await allowedInLine(db, caller, employeeId, (subject, line) => mayExportRecordsOf(subject, resource, line)), EXPORT_DENIAL);
    return { kind: 'person', employeeId };
  }
  const subject = await withDelegators(db, caller);
  const reach = exportReach(subject, resource);
  if (reach === 'everyone') return { kind: 'everyone' };
  const own: ExportReach = { kind: 'person', employeeId: caller.user.id };
  if (reach === 'own') return own;
  const scope = await decisionScope(db, subject, caller.user.id, 'approve', resource);
  if (scope.managerIds.length === 0) return own;
  return { kind: 'line', employeeId: caller.user.id, managerIds: scope.managerIds };
}

/** @throws ValidationError `to` before `from` or a range longer than `MAX_EXPORT_RANGE_DAYS`. */
function assertRange(from: string, to: string): void {
  const days = daysBetween(from, to);
  if (days < 0) throw new ValidationError({ to: [mytimeRefusal(T.exportRangeOrder)] });
  if (days + 1 > MAX_EXPORT_RANGE_DAYS) throw new ValidationError({ to: [mytimeRefusal(T.exportRangeLength, { max: String(MAX_EXPORT_RANGE_DAYS) })] });
}

/** @throws ValidationError `projectId` of no project. */
async function assertProject(db: Db, projectId: string | undefined): Promise<string | undefined> {
  if (projectId === undefined) return undefined;
  const project = await findProject(db, projectId);
  if (!project) throw new ValidationError({ projectId: [mytimeRefusal(T.noSuchProject)] });
  return project.code;
}

/** Batches of people in `reach` who have `records`, in name order, until none is left. */
async function* peopleBatches(db: Db, reach: ExportReach, records: ExportRecords): AsyncGenerator<ExportPerson[]> {
  let after: ExportPerson | null = null;
  for (;;) {
    const people = await exportRepository.nextPeople(db, reach, records, after, PEOPLE_BATCH);
    if (people.length > 0) yield people;
    if (people.length < PEOPLE_BATCH) return;
    after = people.at(-1)!;
  }
}

/** Rows of each person's records in people order: `read` loads a batch's records, `toRow` writes one. */
async function* rowsByPerson<R extends { employee_id: string }>(
  db: Db,
  reach: ExportReach,
  records: ExportRecords,
  read: (ids: string[]) => Promise<R[]>,
  toRow: (person: ExportPerson, record: R) => Cell[],
): AsyncGenerator<Cell[]> {
  for await (const people of peopleBatches(db, reach, records)) {
    const records = await read(people.map((p) => p.id));
    const byPerson = new Map<string, R[]>();
    for (const record of records) {
      const list = byPerson.get(record.employee_id);
      if (list) list.push(record);
      else byPerson.set(record.employee_id, [record]);
    }
    for (const person of people) for (const record of byPerson.get(person.id) ?? []) yield toRow(person, record);
  }
}

/** The period part of a file name: `2026-11-01-to-2026-11-28`. */
const period = (from: string, to: string) => `${from}-to-${to}`;

/** The query of both time-entry exports (`from`, `to` as `YYYY-MM-DD`, both included). */
type TimesheetExportQuery = {
  from: string;
  to: string;
  projectId?: string | undefined;
  employeeId?: string | undefined;
  status?: string | undefined;
  format: ExportFormat;
};

/**
 * What the timesheet and summary exports read, checked before any row: the project's code (when
 * `projectId` is given), the people in the caller's reach, and the entry filter.
 * @throws ValidationError bad range, unknown `projectId` or `employeeId`; ForbiddenError `employeeId` outside the reach.
 */
async function timesheetExportScope(db: Db, caller: Caller, query: TimesheetExportQuery) {
  assertRange(query.from, query.to);
  const code = await assertProject(db, query.projectId);
  const people = await peopleInReach(db, caller, 'timesheets', query.employeeId);
  const filter = { from: query.from, to: query.to, projectId: query.projectId, status: query.status };
  return { code, people, filter };
}

/**
 * `GET /v1/mytime/exports/timesheets`: one row per time entry dated `from` to `to` of the
 * people in the caller's reach (`TIMESHEET_EXPORT_COLUMNS`; hours, billable Yes/No), by person, date.
 * @throws ValidationError bad range, unknown `projectId` or `employeeId`; ForbiddenError `employeeId` outside the reach.
 */
export async function prepareTimesheetExport(
  db: Db,
  caller: Caller,
  query: TimesheetExportQuery,
): Promise<PreparedExport> {
  const { code, people, filter } = await timesheetExportScope(db, caller, query);
  const rows = rowsByPerson(
    db,
    people,
    { kind: 'entries', filter },
    (ids) => exportRepository.entriesOfPeople(db, ids, filter),
    (person, e) => [
      person.name ?? '',
      person.email,
      person.department ?? '',
      e.project_name,
      e.code,
      e.client_name,
      e.billing_type,
      dateCell(e.date),
      e.hours,
      e.is_billable,
      e.category,
      e.task_description,
      e.status,
    ],
  );
  const kind = code ? `timesheets-${code}` : isSelf(caller, query.employeeId ?? '') ? 'my-timesheets' : 'timesheets';
  return {
    fileName: exportFileName(kind, period(query.from, query.to), query.format),
    format: query.format,
    sheets: [sheetOf(await requesterTranslator(db, caller), exportSheetMessages.timeEntries, TIMESHEET_EXPORT_COLUMNS, rows)],
  };
}

/**
 * `GET /v1/mytime/exports/summary` (for billing): hours and billable hours per client,
 * project, person and month (`YYYY-MM`) of entries dated `from` to `to`, people in the caller's reach.
 * @throws as `prepareTimesheetExport`.
 */
export async function prepareSummaryExport(
  db: Db,
  caller: Caller,
  query: TimesheetExportQuery,
): Promise<PreparedExport> {
  const { code, people, filter } = await timesheetExportScope(db, caller, query);
  async function* rows(): AsyncGenerator<Cell[]> {
    let after: exportRepository.ExportProject | null = null;
    for (;;) {
      const projects = await exportRepository.nextProjects(db, filter, people, after, PROJECT_BATCH);
      for (const project of projects) {
        for (const row of await exportRepository.projectSummary(db, project.id, filter, people)) {
          const nonBillable = Math.round((row.hours - row.billable_hours) * 10) / 10;
          yield [project.client_name, project.name, project.code, project.billing_type, row.name ?? '', row.email, monthCell(row.month), row.hours, row.billable_hours, nonBillable];
        }
      }
      if (projects.length < PROJECT_BATCH) return;
      after = projects.at(-1)!;
    }
  }
  return {
    fileName: exportFileName(code ? `summary-${code}` : 'summary', period(query.from, query.to), query.format),
    format: query.format,
    sheets: [sheetOf(await requesterTranslator(db, caller), exportSheetMessages.summary, SUMMARY_EXPORT_COLUMNS, rows())],
  };
}

/**
 * `GET /v1/mytime/exports/leave-requests` (for payroll): one row per leave request that
 * overlaps `from` to `to`, of the people in the caller's reach (days are working days).
 * @throws ValidationError bad range or unknown `employeeId`; ForbiddenError `employeeId` outside the reach.
 */
export async function prepareLeaveRequestExport(
  db: Db,
  caller: Caller,
  query: { from: string; to: string; employeeId?: string | undefined; status?: string | undefined; format: ExportFormat },
): Promise<PreparedExport> {
  assertRange(query.from, query.to);
  const people = await peopleInReach(db, caller, 'leaves', query.employeeId);
  const filter = { from: query.from, to: query.to, status: query.status };
  const rows = rowsByPerson(
    db,
    people,
    { kind: 'leaveRequests', filter },
    (ids) => exportRepository.leaveRequestsOfPeople(db, ids, filter),
    (person, r) => [person.name ?? '', person.email, person.department ?? '', r.leave_type, dateCell(r.start_date), dateCell(r.end_date), r.total_days, r.status, r.reason, r.rejection_reason ?? ''],
  );
  return {
    fileName: exportFileName('leave-requests', period(query.from, query.to), query.format),
    format: query.format,
    sheets: [sheetOf(await requesterTranslator(db, caller), exportSheetMessages.leaveRequests, LEAVE_REQUEST_EXPORT_COLUMNS, rows)],
  };
}

/**
 * `GET /v1/mytime/exports/leave-balances` (for payroll): one row per person and leave type
 * with a balance in `year` (allocated, used, available days), people in the caller's reach.
 * @throws ValidationError unknown `employeeId`; ForbiddenError `employeeId` outside the reach.
 */
export async function prepareLeaveBalanceExport(
  db: Db,
  caller: Caller,
  query: { year: number; employeeId?: string | undefined; format: ExportFormat },
): Promise<PreparedExport> {
  const people = await peopleInReach(db, caller, 'leaves', query.employeeId);
  const rows = rowsByPerson(
    db,
    people,
    { kind: 'leaveBalances', year: query.year },
    (ids) => exportRepository.leaveBalancesOfPeople(db, ids, query.year),
    (person, b) => [person.name ?? '', person.email, person.department ?? '', query.year, b.leave_type, b.allocated, b.used, b.allocated - b.used],
  );
  return {
    fileName: exportFileName('leave-balances', String(query.year), query.format),
    format: query.format,
    sheets: [sheetOf(await requesterTranslator(db, caller), exportSheetMessages.leaveBalances, LEAVE_BALANCE_EXPORT_COLUMNS, rows)],
  };
}
