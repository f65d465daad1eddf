import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import { CreatedScimTokenSchema, CreateScimTokenSchema, ProvisioningEventSchema, ProvisioningStatusSchema, ScimTokenSchema } from '@apps/contracts/core/provisioning';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { ADMIN_ONLY_MESSAGE, managesUsers } from '@apps/contracts/core/users.policy';
import { requirePolicy } from '../../plugins/require-policy';
import { createToken, getStatus, listEvents, listTokens, revokeToken } from './provisioning-admin.service';
import { SCIM_BASE_PATH } from './scim.routes';

/**
 * User Management's Provisioning tab: status, tokens and the provisioning log. Provisioning
 * is user management: the `managesUsers` policy (Admin on 'all').
 */
export const provisioningAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePolicy(managesUsers, ADMIN_ONLY_MESSAGE));

  app.get(
    '/provisioning/status',
    { schema: { tags: ['provisioning'], summary: 'Provisioning status (Admin on all)', response: envelopeResponses(ProvisioningStatusSchema) } },
    async (request) => ok(request, await getStatus(app.db, SCIM_BASE_PATH)),
  );

  app.get(
    '/provisioning/tokens',
    { schema: { tags: ['provisioning'], summary: 'Provisioning tokens, newest first (Admin on all)', response: envelopeResponses(z.array(ScimTokenSchema)) } },
    async (request) => ok(request, await listTokens(app.db)),
  );

  app.post(
    '/provisioning/tokens',
    {
      schema: {
        tags: ['provisioning'],
        summary: 'Create a provisioning token (Admin on all)',
        description: 'The secret is in this answer only; the server keeps its SHA-256.',
        body: CreateScimTokenSchema,
        response: createdResponses(CreatedScimTokenSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createToken(app.db, callerOf(request), request.body.name))),
  );

  app.delete(
    '/provisioning/tokens/:id',
    {
      schema: {
        tags: ['provisioning'],
        summary: 'Revoke a provisioning token (Admin on all)',
        description: "409 for the environment's SCIM_TOKEN or a token already revoked.",
        params: IdParamsSchema,
        response: envelopeResponses(ScimTokenSchema),
      },
    },
    async (request) => ok(request, await revokeToken(app.db, callerOf(request), request.params.id)),
  );

  app.get(
    '/provisioning/events',
    { schema: { tags: ['provisioning'], summary: 'The last 100 provisioning events (Admin on all)', response: envelopeResponses(z.array(ProvisioningEventSchema)) } },
    async (request) => ok(request, await listEvents(app.db)),
  );
};
