import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLearningPathSchema,
  LearningModuleParamsSchema,
  LearningPathParamsSchema,
  LearningPathSchema,
  MyLearningPathsQuerySchema,
} from '@apps/contracts/grow/learning-path';
import { pageSchema } from '@apps/contracts/page';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { completeLearningModule, createLearningPath, getLearningPath, listMyLearningPaths } from './learning-path.service';

const tags = ['grow: learning paths'];
const PROGRESS =
  'Progress = completed modules / all modules x 100, rounded to one decimal. Status: NotStarted, InProgress once a module is completed, ' +
  'Completed at 100 %. Visible to the owner and managers (404 for others).';

/** Learning paths under /v1/grow/learning-paths. */
export const learningPathRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/learning-paths',
    {
      schema: {
        tags,
        summary: 'Create a learning path with ordered modules',
        description:
          'Body: `title` (required, up to 200 characters), `description`, `modules` (1 to 50, each with a `title` and optional ' +
          '`description`, kept in the order sent). `employeeId` defaults to the caller; managers may assign a path to another active Grow user ' +
          'person (403 for others). ' + PROGRESS,
        body: CreateLearningPathSchema,
        response: createdResponses(LearningPathSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createLearningPath(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/learning-paths/my',
    {
      schema: {
        tags,
        summary: "A person's learning paths, newest first",
        description:
          '`employeeId` defaults to the caller; someone else only for managers (403 otherwise). Paged: `limit` 1 to 100 (default 50), ' +
          '`offset`; `total` counts every match. ' + PROGRESS,
        querystring: MyLearningPathsQuerySchema,
        response: envelopeResponses(pageSchema(LearningPathSchema)),
      },
    },
    async (request) => ok(request, await listMyLearningPaths(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/learning-paths/:id',
    {
      schema: { tags, summary: 'One learning path', description: PROGRESS, params: LearningPathParamsSchema, response: envelopeResponses(LearningPathSchema) },
    },
    async (request) => ok(request, await getLearningPath(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/learning-paths/:id/modules/:moduleId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a module',
        description:
          'The owner only (403 for a manager, 404 for others). Modules may be completed in any order. Completing a module twice is ' +
          'refused with 409 (not repeated). No body. ' + PROGRESS,
        params: LearningModuleParamsSchema,
        response: envelopeResponses(LearningPathSchema),
      },
    },
    async (request) =>
      ok(request, await completeLearningModule(app.db, callerOf(request), request.params.id, request.params.moduleId)),
  );
};
