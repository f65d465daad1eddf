import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY_MESSAGE, managesUsers } from '@apps/contracts/core/users.policy';
import {
  USER_IMPORT_LIMIT_MESSAGES,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_COLUMNS,
  USER_IMPORT_MAX_LINE_CHARS,
  USER_IMPORT_MEDIA_TYPE,
  USER_IMPORT_READ_SECONDS,
  UserImportBodySchema,
  UserImportQuerySchema,
  UserImportResultSchema,
} from '@apps/contracts/core/user-import';
import { ok } from '../../lib/envelope';
import { fileParsePoolOf, fileTooLargeHandler } from '../../lib/file-parse-pool';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { requirePolicy } from '../../plugins/require-policy';
import { importUsers } from './user-import.service';

/**
 * `POST /v1/users/import` (Admin on all): the people CSV import, its own plugin so the
 * `text/csv` body parser and the larger body limit (5 MiB) apply to this route only.
 */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const parser = fileParsePoolOf(app);
  app.addContentTypeParser(USER_IMPORT_MEDIA_TYPE, { parseAs: 'string', bodyLimit: USER_IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/users/import',
    {
      bodyLimit: USER_IMPORT_MAX_BYTES,
      errorHandler: fileTooLargeHandler(USER_IMPORT_LIMIT_MESSAGES.tooLarge),
      onRequest: requirePolicy(managesUsers, ADMIN_ONLY_MESSAGE),
      schema: {
        tags: ['users'],
        summary: 'Import people from a CSV file: create them, set their manager, job title, department, office location (Admin on all)',
        description:
          'Body: `text/csv`, header `email,name,managerEmail,jobTitle,department,officeLocation,roles` (any order, only `email` required), ' +
          '`roles`: `;`-separated `<Role>.<module>` values added to the person (a new person without any receives the default roles), ' +
          'one person per line, at most 20,000 lines and 5 MB. A column left out changes nothing; an empty cell clears the field ' +
          '(except `name`). The whole file is validated first: any error answers 400 with every error keyed `line N` and nothing ' +
          'is applied; otherwise everything is applied in one transaction. 413 names the limit a file is past: 5 MB, 20,000 rows, ' +
          `${USER_IMPORT_MAX_COLUMNS} columns or ${USER_IMPORT_MAX_LINE_CHARS} characters on a line; reading it may take ` +
          `${USER_IMPORT_READ_SECONDS} seconds (400 past that); 503 when too many files are being read at once. ` +
          '`dryRun=true` answers the same preview without applying.',
        consumes: [USER_IMPORT_MEDIA_TYPE],
        querystring: UserImportQuerySchema,
        body: UserImportBodySchema,
        response: envelopeResponses(UserImportResultSchema),
      },
    },
    async (request) => ok(request, await importUsers(app.db, callerOf(request), request.body, request.query.dryRun, parser)),
  );
};
