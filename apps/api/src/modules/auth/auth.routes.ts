import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthConfigSchema, DevTokenRequestSchema, DevTokenResponseSchema } from '@apps/contracts/core/auth';
import { UserSchema } from '@apps/contracts/core/user';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { envelopeResponses } from '../../lib/route-schemas';
import { identityOf } from '../../plugins/auth';
import { DEMO_PEOPLE } from '../../db/seed/demo-people';
import { signIn } from './auth.service';

/**
 * `GET /v1/auth/config` (public), `POST /v1/auth/dev/token` (dev mode only, 404 otherwise) and
 * `POST /v1/auth/login` (ARCHITECTURE.md "Fixed contracts").
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    '/auth/config',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign-in configuration for the web app',
        description: 'Public. In dev mode also lists the demo people offered by the development sign-in.',
        security: [],
        response: envelopeResponses(AuthConfigSchema),
      },
    },
    async (request) =>
      ok(request, {
        mode: config.auth.mode,
        clientId: config.auth.mode === 'entra' ? (config.auth.clientId ?? null) : null,
        authority: await app.browserAuthority(),
        apiScope: config.auth.mode === 'entra' ? (config.auth.apiScope ?? null) : null,
        adminContactEmail: config.adminContactEmail,
        devAccounts:
          config.auth.mode === 'dev' ? DEMO_PEOPLE.map(({ email, name, title }) => ({ email, name, title })) : [],
      }),
  );

  app.post(
    '/auth/dev/token',
    {
      config: { public: true, tokenIssuance: true },
      schema: {
        tags: ['auth'],
        summary: 'Development sign-in: a token for any e-mail (dev mode only)',
        description:
          'Only when AUTH_MODE=dev, which the server refuses with NODE_ENV=production. Answers 404 in entra mode.',
        security: [],
        body: DevTokenRequestSchema,
        response: envelopeResponses(DevTokenResponseSchema),
      },
    },
    async (request) => {
      if (!app.devTokens) throw new NotFoundError('Route');
      return ok(request, await app.devTokens.issue(request.body.email, request.body.name));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { identityOnly: true, tokenIssuance: true },
      schema: {
        tags: ['auth'],
        summary: 'Get or create the signed-in user from the verified token',
        description:
          'SPEC.md section 4: find by directory object id, else by e-mail (an existing user without azure_id gets it and the name), else create. ' +
          'Takes nothing from the body. ADMIN_OBJECT_IDS (by the token oid) and ADMIN_EMAILS receive Admin on all. 403 for a deactivated account.',
        response: envelopeResponses(UserSchema),
      },
    },
    async (request) => ok(request, await signIn(app.db, identityOf(request), { objectIds: config.adminObjectIds, emails: config.adminEmails })),
  );
};
