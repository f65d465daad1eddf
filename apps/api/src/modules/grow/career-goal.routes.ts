import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CareerGoalParamsSchema,
  CareerGoalSchema,
  CreateCareerGoalSchema,
  MilestoneParamsSchema,
  MyCareerGoalsQuerySchema,
} from '@apps/contracts/grow/career-goal';
import { pageSchema } from '@apps/contracts/page';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { completeMilestone, createCareerGoal, getCareerGoal, listMyCareerGoals } from './career-goal.service';

const tags = ['grow: career goals'];
const RULES =
  'Status: Active until every milestone has `completedAt`, then Achieved. Visible to the owner and managers (404 for others).';

/** Career goals under /v1/grow/career-goals. */
export const careerGoalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/career-goals',
    {
      schema: {
        tags,
        summary: 'Create a career goal with milestones',
        description:
          'Body: `currentRole`, `targetRole` (required, up to 200 characters), `timelineMonths` (1 to 120 months), `milestones` (1 to 20, ' +
          'each with a `title`, optional `description` and `targetDate` YYYY-MM-DD, kept in the order sent). `employeeId` defaults to the ' +
          'caller; managers may create a goal for another active Grow user (403 for others; 400 for an unknown, inactive or non-Grow person). ' + RULES,
        body: CreateCareerGoalSchema,
        response: createdResponses(CareerGoalSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createCareerGoal(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/career-goals/my',
    {
      schema: {
        tags,
        summary: "A person's career goals, newest first",
        description:
          '`employeeId` defaults to the caller; someone else only for managers (403 otherwise). Paged: `limit` 1 to 100 (default 50), ' +
          '`offset`; `total` counts every match. ' + RULES,
        querystring: MyCareerGoalsQuerySchema,
        response: envelopeResponses(pageSchema(CareerGoalSchema)),
      },
    },
    async (request) => ok(request, await listMyCareerGoals(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/career-goals/:id',
    {
      schema: { tags, summary: 'One career goal', description: RULES, params: CareerGoalParamsSchema, response: envelopeResponses(CareerGoalSchema) },
    },
    async (request) => ok(request, await getCareerGoal(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/career-goals/:id/milestones/:milestoneId/complete',
    {
      schema: {
        tags,
        summary: 'Complete a milestone',
        description:
          'The owner only (403 for a manager, 404 for others). Sets `completedAt`; milestones may be completed in any order. Completing a ' +
          'milestone twice is refused with 409 (not repeated). No body. ' + RULES,
        params: MilestoneParamsSchema,
        response: envelopeResponses(CareerGoalSchema),
      },
    },
    async (request) => ok(request, await completeMilestone(app.db, callerOf(request), request.params.id, request.params.milestoneId)),
  );
};
