import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditExportQuerySchema, AuditPageSchema, AuditQuerySchema, MAX_AUDIT_EXPORT_DAYS } from '@apps/contracts/core/audit';
import { readsAuditLog } from '@apps/contracts/core/audit.policy';
import { ADMIN_ONLY_MESSAGE } from '@apps/contracts/core/users.policy';
import { BOUNDED_TOTAL } from '@apps/contracts/page';
import { ok } from '../../lib/envelope';
import { EXPORT_MEDIA_TYPES, exportStream } from '../../lib/file-export';
import { envelopeResponses, fileResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { requirePolicy } from '../../plugins/require-policy';
import { listAuditLog, prepareAuditExport } from './audit-log.service';

const tags = ['audit'];

/**
 * The export's responses, widened: the 200 is a stream, which the type provider cannot tie to the
 * documented string; `/docs/json` still documents the file and every failure envelope.
 */
const FILE_RESPONSES: Record<number, z.ZodType> = fileResponses('The file: text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
const FILTERS =
  'Filters, all optional and combined: `actorId` (who acted: a person or a provisioning token), `subjectId` (the record acted on), ' +
  '`action` (e.g. `user_role.assigned`), `from` and `to` (both included): a date `YYYY-MM-DD` is a whole day in the caller\'s time zone ' +
  '(Settings, else `ORG_TIME_ZONE`), a date-time needs its offset (`2026-11-23T09:30:00+05:30`). `to` before `from` is a 400 on `to`. ' +
  'Admin on all only (the `audit:read` grant), 403 otherwise. Details keep the record before and after, with values under secret-like keys ' +
  '(token, hash, secret, password, keys) replaced by `[redacted]`.';

/** The audit log (Admin on 'all'): a page of records and the same records as a file. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePolicy(readsAuditLog, ADMIN_ONLY_MESSAGE));

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first (Admin on all)',
        description:
          `A page \`{ items, total, limit, offset }\` (\`limit\` 1 to 100, default 20); ${BOUNDED_TOTAL} ` +
          'Each record carries its `cursor`: `after=` the last record\'s cursor gives the next page as a keyset page (records older than that one, ' +
          'with the same filters), as fast far down the log as at its top, where a large `offset` reads every record it skips; `offset` and ' +
          `\`total\` then count from the cursor; a malformed cursor is a 400 on \`after\`. ${FILTERS}`,
        querystring: AuditQuerySchema,
        response: envelopeResponses(AuditPageSchema),
      },
    },
    async (request) => ok(request, await listAuditLog(app.db, callerOf(request), request.query, app.config.reminders.timeZone)),
  );

  app.get(
    '/audit/export',
    {
      schema: {
        tags,
        summary: 'Export the audit log as CSV or XLSX (Admin on all)',
        description:
          `The records of the filters, newest first, one per row: time (ISO 8601, UTC), actor, actor id, action, subject type, subject id, subject, before and after (JSON). ` +
          `\`format\` csv (default; UTF-8 with BOM, CRLF) or xlsx; headers in the caller's language. At most ${MAX_AUDIT_EXPORT_DAYS} days: ` +
          `\`from\` and \`to\` further apart are a 400 on \`to\`; without \`from\` the file starts ${MAX_AUDIT_EXPORT_DAYS} days before \`to\` (or now). ` +
          `Streamed in batches with constant memory; errors are the /v1 envelope. ${FILTERS}`,
        querystring: AuditExportQuerySchema,
        response: FILE_RESPONSES,
      },
    },
    async (request, reply) => {
      const prepared = await prepareAuditExport(app.db, callerOf(request), request.query, app.config.reminders.timeZone);
      return reply
        .header('content-type', EXPORT_MEDIA_TYPES[prepared.format])
        .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
        .header('cache-control', 'no-store')
        .send(exportStream(prepared.format, prepared.sheets, reply.log));
    },
  );
};
