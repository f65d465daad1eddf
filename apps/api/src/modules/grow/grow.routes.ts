import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GrowPersonSchema, PageQuerySchema } from '@apps/contracts/grow/page';
import { pageSchema } from '@apps/contracts/page';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { requireModuleAccess } from '../../plugins/require-policy';
import { careerGoalRoutes } from './career-goal.routes';
import { listGrowPeople } from './grow-people.service';
import { learningPathRoutes } from './learning-path.routes';
import { okrRoutes } from './okr.routes';
import { reviewRoutes } from './review.routes';

/**
 * Grow under /v1/grow: every call needs a role on grow or 'all' (403 otherwise).
 * Managers (Manager on grow or all, Admin on all) also read and act on others' records where the
 * workflow says so.
 */
export const growRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModuleAccess('grow'));

  app.get(
    '/people',
    {
      schema: {
        tags: ['grow: people'],
        summary: 'People a manager may pick in Grow',
        description:
          'Managers only (403 otherwise): active people with a role on grow or all, except the caller, by name. Used to choose whom to ' +
          'review. Paged: `limit` 1 to 100 (default 50), `offset`.',
        querystring: PageQuerySchema,
        response: envelopeResponses(pageSchema(GrowPersonSchema)),
      },
    },
    async (request) => ok(request, await listGrowPeople(app.db, callerOf(request), request.query)),
  );

  await app.register(okrRoutes);
  await app.register(reviewRoutes);
  await app.register(learningPathRoutes);
  await app.register(careerGoalRoutes);
};
