import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeaveBalanceExportQuerySchema,
  LeaveRequestExportQuerySchema,
  SummaryExportQuerySchema,
  TimesheetExportQuerySchema,
} from '@apps/contracts/mytime/exports';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { EXPORT_MEDIA_TYPES, exportStream } from '../../lib/file-export';
import { fileResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { DATES_NOTE } from './mytime-docs';
import {
  prepareLeaveBalanceExport,
  prepareLeaveRequestExport,
  prepareSummaryExport,
  prepareTimesheetExport,
  type PreparedExport,
} from './export.service';

const tags = ['mytime: exports'];
const REACH =
  'Who is in the file: the caller\'s own records; for approvers (Manager on mytime or all) also the people they may approve ' +
  '(their reporting line below, and below managers who named them delegate today); everyone for Admin on mytime or all. ' +
  '`employeeId` narrows to one person (403 outside the reach, 400 for nobody).';
const FILE =
  '`format` csv (default; UTF-8 with BOM, CRLF) or xlsx. Streamed in batches with constant memory; Content-Disposition names the file. ' +
  'Text cells starting with `=`, `+`, `-`, `@`, tab or CR get a leading apostrophe (formula injection). An empty selection gives the header alone. ' +
  'Errors (400 with field errors, 403) are the /v1 envelope.';
const FILE_DESCRIPTION = 'The file: text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a prepared export as a streamed attachment. */
function sendFile(reply: FastifyReply, prepared: PreparedExport) {
  const stream = exportStream(prepared.format, prepared.sheets, reply.log);
  return reply
    .header('content-type', EXPORT_MEDIA_TYPES[prepared.format])
    .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** One export route: its OpenAPI text, its query schema and the service call that prepares the file. */
interface ExportRoute<Q extends z.ZodType> {
  summary: string;
  description: string;
  querystring: Q;
  /** Checks the query and the caller's reach (throws `ValidationError`, `ForbiddenError`) before any byte is sent. */
  prepare: (db: Db, caller: Caller, query: z.output<Q>) => Promise<PreparedExport>;
}

/**
 * Registers `GET path` answering a file: the query is validated by `route.querystring` (400 in the
 * envelope), `route.prepare` checks it and the caller's reach, then the file is streamed (`sendFile`).
 */
function getExport<Q extends z.ZodType>(app: RoutesApp, path: string, route: ExportRoute<Q>): void {
  // Widened here: the type provider cannot resolve a request type from a generic schema; the call
  // sites still tie `prepare`'s query to `querystring` through `ExportRoute<Q>`.
  const querystring: z.ZodType = route.querystring;
  const prepare = route.prepare as ExportRoute<z.ZodType>['prepare'];
  app.get(
    path,
    { schema: { tags, summary: route.summary, description: route.description, querystring, response: fileResponses(FILE_DESCRIPTION) } },
    async (request, reply) => sendFile(reply, await prepare(app.db, callerOf(request), request.query)),
  );
}

/** MyTime exports under /v1/mytime/exports. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  getExport(app, '/exports/timesheets', {
    summary: 'Export time entries as CSV or XLSX',
    description:
      'One row per time entry dated `from` to `to` (both included, at most 366 days): person, e-mail, department, project, code, client, ' +
      'billing type, date, hours, billable, category, task, timesheet status; by person (name), then date. Optional `projectId`, `status`. ' +
      `${REACH} ${FILE} ${DATES_NOTE}`,
    querystring: TimesheetExportQuerySchema,
    prepare: prepareTimesheetExport,
  });

  getExport(app, '/exports/summary', {
    summary: 'Export hours per client, project, person and month (billing)',
    description:
      'One row per client, project, person and month (`YYYY-MM`) with hours, billable hours and non-billable hours of the entries dated ' +
      '`from` to `to`; by client, project, person, month. Optional `projectId`, `status` (e.g. Approved). ' +
      `${REACH} ${FILE} ${DATES_NOTE}`,
    querystring: SummaryExportQuerySchema,
    prepare: prepareSummaryExport,
  });

  getExport(app, '/exports/leave-requests', {
    summary: 'Export leave requests (payroll)',
    description:
      'One row per leave request overlapping `from` to `to`: person, e-mail, department, leave type, start and end date, days (working days), ' +
      'status, reason, rejection reason; by person, then start date. Optional `status`. ' +
      `${REACH} ${FILE} ${DATES_NOTE}`,
    querystring: LeaveRequestExportQuerySchema,
    prepare: prepareLeaveRequestExport,
  });

  getExport(app, '/exports/leave-balances', {
    summary: 'Export leave balances of a year (payroll)',
    description:
      'One row per person and leave type with a balance in `year` (2000 to 2100): allocated, used and available days; by person, then leave type. ' +
      `${REACH} ${FILE}`,
    querystring: LeaveBalanceExportQuerySchema,
    prepare: prepareLeaveBalanceExport,
  });
};
