import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MicrosoftStatusSchema } from '@apps/contracts/core/notification';
import { ADMIN_ONLY_MESSAGE, managesUsers } from '@apps/contracts/core/users.policy';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { requirePolicy } from '../../plugins/require-policy';
import { microsoftStatus } from './microsoft-status.service';

/**
 * Microsoft 365: the Admins' view of the outgoing Graph calls, always; and, only when Graph is
 * configured (`AppConfig.graph`), the Graph connection, the audit listener that puts approved leave in
 * Outlook and this instance's delivery worker, loaded then and not before.
 */
export const microsoftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { graph } = app.config;
  if (graph) {
    const { connectMicrosoft } = await import('./microsoft.connect');
    connectMicrosoft(app, graph);
  }

  app.get(
    '/notifications/microsoft-status',
    {
      onRequest: requirePolicy(managesUsers, ADMIN_ONLY_MESSAGE),
      schema: {
        tags: ['notifications'],
        summary: 'Whether Microsoft 365 is connected, and the Graph and Teams bot calls that could not be made (Admin on all)',
        description:
          'Microsoft 365 is off without GRAPH_CLIENT_SECRET or GRAPH_CLIENT_CERTIFICATE_PATH, and without the Teams bot (BOT_APP_ID and BOT_APP_PASSWORD); `enabled` is true with either. A call is retried with exponential backoff (429 after its Retry-After, 5xx, timeouts) for at least 24 hours, then listed here as failed; 403 (a missing permission) and 404 (an unknown user) fail at once.',
        response: envelopeResponses(MicrosoftStatusSchema),
      },
    },
    async (request) => ok(request, await microsoftStatus(app.db, Boolean(graph || app.config.bot))),
  );
};
