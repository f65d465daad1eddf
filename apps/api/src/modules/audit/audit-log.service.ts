import {
  AUDIT_EXPORT_COLUMNS,
  type AuditCursor,
  MAX_AUDIT_EXPORT_DAYS,
  type AuditFilter,
  type AuditListQuery,
  type AuditPage,
  type AuditTime,
} from '@apps/contracts/core/audit';
import { readsAuditLog } from '@apps/contracts/core/audit.policy';
import { ADMIN_ONLY_MESSAGE } from '@apps/contracts/core/users.policy';
import type { ExportFormat } from '@apps/contracts/mytime/exports';
import { pageOf } from '@apps/contracts/page';
import type { DbOrTx } from '../../db/client';
import { assertAllowed, type Caller } from '../../lib/access';
import type { Cell, ExportSheet } from '../../lib/file-export';
import type { Translator } from '../../lib/i18n';
import { readerChoicesOfOne } from '../settings/user-settings.service';
import { auditTranslator } from './audit.i18n';
import { auditColumnMessages, auditExportMessages } from './audit-export.messages';
import { toAuditActor, toAuditEntryDto } from './audit-log.mapper';
import * as repository from './audit-log.repository';
import type { AuditLogFilter, AuditLogRow } from './audit-log.repository';

/**
 * The audit log screen and its export (docs/administration.md "Audit log"): Admin on 'all' reads who
 * did what to which record, newest first. A day in a filter is a whole day in the requester's time
 * zone (Settings, else the organisation's `ORG_TIME_ZONE`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records read per batch of the export. */
const EXPORT_BATCH = 500;

/** `date` plus one day (`YYYY-MM-DD`). */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The repository's filter for `query`: `from` from the start of its day (in `timeZone`) or its
 * instant; `to` up to the end of its day or its instant, both included.
 */
function filterOf(query: AuditFilter, timeZone: string): AuditLogFilter {
  const { from, to } = query;
  return {
    actorId: query.actorId,
    subjectId: query.subjectId,
    action: query.action,
    atOrAfter: from === undefined ? undefined : 'date' in from ? { dayStart: from.date, timeZone } : { instant: new Date(from.instant) },
    atOrBefore: to !== undefined && 'instant' in to ? new Date(to.instant) : undefined,
    before: to !== undefined && 'date' in to ? { dayStart: nextDay(to.date), timeZone } : undefined,
  };
}

/** The requester's language and time zone (their Settings; the organisation's zone when they chose none). */
async function readerOf(db: DbOrTx, caller: Caller, orgTimeZone: string) {
  const choices = await readerChoicesOfOne(db, caller.user.id);
  return { language: choices.language, timeZone: choices.timeZone ?? orgTimeZone };
}

/**
 * `GET /v1/audit`: one page of the audit log matching the filters, newest first, after the record of
 * `after` when given (a keyset page; `offset` and `total` count from there), with the actor's and (for a
 * person) the subject's name; details without secrets; each record with its `cursor`.
 * @throws ForbiddenError without `audit:read` (Admin on 'all'); the route refuses first.
 */
export async function listAuditLog(db: DbOrTx, caller: Caller, query: AuditListQuery, orgTimeZone: string): Promise<AuditPage> {
  assertAllowed(readsAuditLog(caller), ADMIN_ONLY_MESSAGE);
  const { timeZone } = await readerOf(db, caller, orgTimeZone);
  const { rows, total } = await repository.listPage(db, filterOf(query, timeZone), query.limit, query.offset, query.after);
  return pageOf(rows.map(toAuditEntryDto), total, query);
}

/** An export ready to stream: the file name and its sheet (rows are read while the file is sent). */
export interface PreparedAuditExport {
  fileName: string;
  format: ExportFormat;
  sheets: ExportSheet[];
}

/** A record's details as one cell: its JSON without secrets, empty when absent. */
function detailCell(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** One row of the export (`AUDIT_EXPORT_COLUMNS`), names in the reader's language where they are not a person's. */
function exportRow(t: Translator, row: AuditLogRow): Cell[] {
  const dto = toAuditEntryDto(row);
  const actor = toAuditActor(row);
  const actorName =
    actor.kind === 'system' ? t.message(auditExportMessages.system) : actor.kind === 'provisioning_token' ? t.message(auditExportMessages.provisioningToken, { name: actor.name ?? '' }) : (actor.name ?? '');
  return [dto.time, actorName, actor.id ?? '', dto.action, dto.subject.type, dto.subject.id, dto.subject.name ?? '', detailCell(dto.details.before), detailCell(dto.details.after)];
}

/** The export's rows, newest first, read `EXPORT_BATCH` records at a time by keyset. */
async function* exportRows(db: DbOrTx, filter: AuditLogFilter, t: Translator): AsyncGenerator<Cell[]> {
  let cursor: AuditCursor | null = null;
  for (;;) {
    const rows = await repository.nextBatch(db, filter, cursor, EXPORT_BATCH);
    for (const row of rows) yield exportRow(t, row);
    if (rows.length < EXPORT_BATCH) return;
    cursor = rows.at(-1)!.cursor;
  }
}

/** Where an export without `from` starts: `MAX_AUDIT_EXPORT_DAYS` days before `to` (its day's end) or `now`. */
function defaultStart(to: AuditTime | undefined, now: Date): Date {
  const end = to === undefined ? now.getTime() : 'date' in to ? Date.parse(`${to.date}T00:00:00Z`) + DAY_MS : Date.parse(to.instant);
  return new Date(end - MAX_AUDIT_EXPORT_DAYS * DAY_MS);
}

/**
 * `GET /v1/audit/export`: the records of the filters as CSV or XLSX, newest first, headers and
 * non-person actor names in the requester's language. Bounded to `MAX_AUDIT_EXPORT_DAYS` days: the
 * schema refuses a longer `from`..`to`, and without `from` the file starts that many days before `to` or now.
 * @throws ForbiddenError without `audit:read` (Admin on 'all'); the route refuses first.
 */
export async function prepareAuditExport(
  db: DbOrTx,
  caller: Caller,
  query: AuditFilter & { format: ExportFormat },
  orgTimeZone: string,
  now: Date = new Date(),
): Promise<PreparedAuditExport> {
  assertAllowed(readsAuditLog(caller), ADMIN_ONLY_MESSAGE);
  const reader = await readerOf(db, caller, orgTimeZone);
  const t = auditTranslator(reader);
  const filter = filterOf(query, reader.timeZone);
  if (query.from === undefined) filter.atOrAfter = { instant: defaultStart(query.to, now) };
  return {
    fileName: `audit-log-${now.toISOString().slice(0, 10)}.${query.format}`,
    format: query.format,
    sheets: [
      {
        name: t.message(auditExportMessages.sheet),
        columns: AUDIT_EXPORT_COLUMNS.map((header) => t.message(auditColumnMessages[header])),
        widths: [26, 24, 38, 26, 16, 38, 24, 60, 60],
        rows: exportRows(db, filter, t),
      },
    ],
  };
}
