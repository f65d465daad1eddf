import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccessRequestSchema, AdminContactSchema, CreateAccessRequestSchema, MyAccessRequestsSchema } from '@apps/contracts/core/access-request';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { adminContact, myOpenRequests, requestAccess } from './access-request.service';

/**
 * "Request access" and "Contact Admin": any signed-in, active person may ask for a module they cannot
 * use and read where the mail link goes.
 */
export const accessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/access-requests',
    {
      schema: {
        tags: ['access'],
        summary: 'Ask the administrators for access to a module',
        description:
          'Every active Admin on all is notified (in the app, and by e-mail when configured). 201 with the new request; ' +
          'when the caller already has an open request for the module, 200 with that request and nobody is notified again. ' +
          '403 when the caller already has a role on the module.',
        body: CreateAccessRequestSchema,
        response: { ...createdResponses(AccessRequestSchema), ...envelopeResponses(AccessRequestSchema) },
      },
    },
    async (request, reply) => {
      const { request: made, created } = await requestAccess(app.db, callerOf(request), request.body.module);
      return reply.code(created ? 201 : 200).send(ok(request, made));
    },
  );

  app.get(
    '/access-requests/mine',
    { schema: { tags: ['access'], summary: "The caller's open access requests", response: envelopeResponses(MyAccessRequestsSchema) } },
    async (request) => ok(request, await myOpenRequests(app.db, callerOf(request))),
  );

  app.get(
    '/access/contact',
    {
      // Any verified sign-in of the organisation, even a deactivated or not yet created account: the
      // deactivated screen's mail link needs it, and it tells nothing beyond whom to write to.
      config: { identityOnly: true },
      schema: {
        tags: ['access'],
        summary: 'Where the Contact Admin mail link goes',
        description: 'ADMIN_CONTACT_EMAIL when set, else the e-mail addresses of the active Admins on all. Any verified sign-in, also of a deactivated account.',
        response: envelopeResponses(AdminContactSchema),
      },
    },
    async (request) => ok(request, await adminContact(app.db, app.config.adminContactEmail)),
  );
};
