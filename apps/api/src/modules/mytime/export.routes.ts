import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeaveBalanceExportQuerySchema,
  LeaveRequestExportQuerySchema,
  SummaryExportQuerySchema,
  TimesheetExportQuerySchema,
} from '@apps/contracts/mytime/exports';
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
  'Who is in the file (issue 18): the caller\'s own records; for approvers (Manager on mytime or all) also the people they may approve ' +
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

/** MyTime exports under /v1/mytime/exports (issue 18, decision 0068). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/timesheets',
    {
      schema: {
        tags,
        summary: 'Export time entries as CSV or XLSX',
        description:
          'One row per time entry dated `from` to `to` (both included, at most 366 days): person, e-mail, department, project, code, client, ' +
          'billing type, date, hours, billable, category, task, timesheet status; by person (name), then date. Optional `projectId`, `status`. ' +
          `${REACH} ${FILE} ${DATES_NOTE}`,
        querystring: TimesheetExportQuerySchema,
        response: fileResponses(FILE_DESCRIPTION),
      },
    },
    async (request, reply) => sendFile(reply, await prepareTimesheetExport(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/exports/summary',
    {
      schema: {
        tags,
        summary: 'Export hours per client, project, person and month (billing)',
        description:
          'One row per client, project, person and month (`YYYY-MM`) with hours, billable hours and non-billable hours of the entries dated ' +
          '`from` to `to`; by client, project, person, month. Optional `projectId`, `status` (e.g. Approved). ' +
          `${REACH} ${FILE} ${DATES_NOTE}`,
        querystring: SummaryExportQuerySchema,
        response: fileResponses(FILE_DESCRIPTION),
      },
    },
    async (request, reply) => sendFile(reply, await prepareSummaryExport(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/exports/leave-requests',
    {
      schema: {
        tags,
        summary: 'Export leave requests (payroll)',
        description:
          'One row per leave request overlapping `from` to `to`: person, e-mail, department, leave type, start and end date, days (working days), ' +
          'status, reason, rejection reason; by person, then start date. Optional `status`. ' +
          `${REACH} ${FILE} ${DATES_NOTE}`,
        querystring: LeaveRequestExportQuerySchema,
        response: fileResponses(FILE_DESCRIPTION),
      },
    },
    async (request, reply) => sendFile(reply, await prepareLeaveRequestExport(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/exports/leave-balances',
    {
      schema: {
        tags,
        summary: 'Export leave balances of a year (payroll)',
        description:
          'One row per person and leave type with a balance in `year` (2000 to 2100): allocated, used and available days; by person, then leave type. ' +
          `${REACH} ${FILE}`,
        querystring: LeaveBalanceExportQuerySchema,
        response: fileResponses(FILE_DESCRIPTION),
      },
    },
    async (request, reply) => sendFile(reply, await prepareLeaveBalanceExport(app.db, callerOf(request), request.query)),
  );
};
