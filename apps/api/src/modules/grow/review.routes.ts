import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '@apps/contracts/page';
import {
  InitiateReviewSchema,
  ManagerAssessmentSchema,
  MyReviewsQuerySchema,
  ReviewParamsSchema,
  ReviewSchema,
  TeamReviewSchema,
  SelfAssessmentSchema,
  TeamReviewsQuerySchema,
} from '@apps/contracts/grow/review';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import {
  finalizeReview,
  getReview,
  initiateReview,
  listMyReviews,
  listTeamReviews,
  submitManagerAssessment,
  submitSelfAssessment,
} from './review.service';

const tags = ['grow: reviews'];
const WORKFLOW =
  'Workflow, strictly in order: Pending (initiated) -> SelfAssessmentCompleted (the employee) -> ManagerCompleted (the reviewer) -> ' +
  'Finalized (the reviewer). Each step only in its state (409 otherwise, with the reason); one conditional update with an audit record. ' +
  'Visible to the employee, the reviewer and managers (404 for others). The employee sees the manager assessment ' +
  '(overallRating, strengths, areasOfImprovement) only once Finalized.';

/** Performance reviews under /v1/grow/reviews. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Initiate a performance review (managers)',
        description:
          'Manager on grow or all, or Admin on all (403 otherwise). Body: `employeeId` (an active person with a role on grow or all: 400 ' +
          'otherwise; not oneself: 403), `reviewType` (Quarterly, MidYear, Annual, Probation), `reviewPeriodStart` and `reviewPeriodEnd` (YYYY-MM-DD, end on ' +
          'or after start). The caller becomes the reviewer; 409 when the employee already has a review of this type and period. ' + WORKFLOW,
        body: InitiateReviewSchema,
        response: createdResponses(ReviewSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await initiateReview(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/reviews/my',
    {
      schema: {
        tags,
        summary: "A person's reviews, latest period first",
        description:
          '`employeeId` defaults to the caller; someone else only for managers (403 otherwise). Paged: `limit` 1 to 100 (default 50), ' +
          '`offset`; `total` counts every match. ' + WORKFLOW,
        querystring: MyReviewsQuerySchema,
        response: envelopeResponses(pageSchema(ReviewSchema)),
      },
    },
    async (request) => ok(request, await listMyReviews(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/reviews/team',
    {
      schema: {
        tags,
        summary: "A manager's team reviews",
        description:
          "Managers only (403 otherwise). `teamId` must be the caller's own id (403 otherwise); the team is the caller's whole reporting line " +
          'below them, with the lines of managers who named them delegate for today (everyone but themselves for Admin on all). Optional `status`, and ' +
          '`reviewerId` to keep one reviewer\'s reviews (e.g. the caller\'s own work list); paged like /reviews/my. Actions stay with each ' +
          'review\'s reviewer. Each item names the direct report of the caller its person comes through (`directReportId`, the person ' +
          'themselves for a direct report, null outside the line) and the managers between (`lineVia`, names, top down).',
        querystring: TeamReviewsQuerySchema,
        response: envelopeResponses(pageSchema(TeamReviewSchema)),
      },
    },
    async (request) => ok(request, await listTeamReviews(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/reviews/:id',
    {
      schema: { tags, summary: 'One review', description: WORKFLOW, params: ReviewParamsSchema, response: envelopeResponses(ReviewSchema) },
    },
    async (request) => ok(request, await getReview(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/reviews/:id/self-assessment',
    {
      schema: {
        tags,
        summary: "The employee's self-assessment",
        description:
          'The reviewed employee only (403 for the reviewer or other managers). Body: `selfRating` 1 to 5, `achievements` (required), ' +
          '`challenges` and `goals` (optional), each up to 4000 characters. Pending -> SelfAssessmentCompleted. ' + WORKFLOW,
        params: ReviewParamsSchema,
        body: SelfAssessmentSchema,
        response: envelopeResponses(ReviewSchema),
      },
    },
    async (request) => ok(request, await submitSelfAssessment(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/reviews/:id/manager-assessment',
    {
      schema: {
        tags,
        summary: "The reviewer's assessment",
        description:
          'The reviewer (the manager who initiated the review, still a manager) only: 403 otherwise. Body: `strengths` and ' +
          '`areasOfImprovement` (required, up to 4000 characters), `overallRating` 1 to 5. SelfAssessmentCompleted -> ManagerCompleted. ' +
          WORKFLOW,
        params: ReviewParamsSchema,
        body: ManagerAssessmentSchema,
        response: envelopeResponses(ReviewSchema),
      },
    },
    async (request) => ok(request, await submitManagerAssessment(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/reviews/:id/finalize',
    {
      schema: {
        tags,
        summary: 'Finalize a review',
        description: 'The reviewer only (403 otherwise); only after both assessments: ManagerCompleted -> Finalized. No body. ' + WORKFLOW,
        params: ReviewParamsSchema,
        response: envelopeResponses(ReviewSchema),
      },
    },
    async (request) => ok(request, await finalizeReview(app.db, callerOf(request), request.params.id)),
  );
};
