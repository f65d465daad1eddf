import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import { ErasureSchema, PersonalDataSchema } from '@apps/contracts/core/personal-data';
import { ADMIN_ONLY_MESSAGE, erasesPersonalData } from '@apps/contracts/core/users.policy';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { requirePolicy } from '../../plugins/require-policy';
import { eraseUser } from './erasure.service';
import { exportPersonalData } from './personal-data.service';

/** A person's data on request (GDPR articles 15 and 17): `/v1/users/{id}/personal-data` and `/v1/users/{id}/erase`. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/personal-data',
    {
      schema: {
        tags: ['users'],
        summary: 'Everything held about a person, as one JSON document (the person themselves, or Admin on all)',
        description:
          'GDPR article 15. Profile, reporting line, roles, settings, access requests, delegations, timesheets with entries, leave ' +
          'requests and balances, OKRs with key results, reviews, learning paths, career goals, notifications, push subscriptions, ' +
          'the provisioning record and log, and audit entries about the person or made by them; complete lists, no paging. ' +
          '403 for anyone but the person and Admin on all; 404 for an unknown id. Each export is audited (`user.personal_data_exported`).',
        params: IdParamsSchema,
        response: envelopeResponses(PersonalDataSchema),
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(app.db, callerOf(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return ok(request, data);
    },
  );

  app.post(
    '/users/:id/erase',
    {
      onRequest: requirePolicy(erasesPersonalData, ADMIN_ONLY_MESSAGE),
      schema: {
        tags: ['users'],
        summary: "Erase a person's personal data: deactivate and anonymise the account (Admin on all, irreversible)",
        description:
          'GDPR article 17, in one transaction: the name becomes `Erased person <first 8 of id>`, the e-mail `erased-<id>@invalid`; ' +
          'object id, photo, job title, manager, roles, settings, notifications, delegations, push subscriptions and the provisioning ' +
          'record go; free texts of their records are overwritten; hours, leave days, balances, ratings and decisions stay with the ' +
          'anonymous person; the former name and e-mail are replaced everywhere else, audit entries included. Direct reports move up ' +
          "to the person's manager. Audited as `user.erased` without the erased data. 409 when already erased, and 409 " +
          "'At least one administrator with access to all modules must remain' for the last active Admin on all. No body.",
        params: IdParamsSchema,
        response: envelopeResponses(ErasureSchema),
      },
    },
    async (request) => ok(request, await eraseUser(app.db, callerOf(request), request.params.id)),
  );
};
