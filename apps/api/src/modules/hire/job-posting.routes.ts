import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import {
  CreateJobPostingSchema,
  JobPostingListQuerySchema,
  JobPostingPageSchema,
  JobPostingSchema,
  UpdateJobPostingSchema,
} from '@apps/contracts/hire/job-posting';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { managesJobPostings } from '@apps/contracts/hire/hire.policy';
import { hireRefusal, hireRefusals } from './refusal.messages';
import { requirePolicy } from '../../plugins/require-policy';
import {
  closeJobPosting,
  createJobPosting,
  getJobPosting,
  listJobPostings,
  publishJobPosting,
  updateJobPosting,
} from './job-posting.service';

const tags = ['hire'];
const WRITERS = 'Recruiter, Manager or Admin on hire or all (403 otherwise, before the body is read).';
const onlyWriters = requirePolicy(managesJobPostings, hireRefusal(hireRefusals.jobs));

/** Job postings `/v1/hire/jobs`. */
export const jobPostingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs',
    {
      onRequest: onlyWriters,
      schema: {
        tags,
        summary: 'Create a job posting (as Draft)',
        description:
          `${WRITERS} Title, description, department and location are required; employmentType ` +
          'FullTime|PartTime|Contract|Intern (default FullTime); experienceLevel Fresher|Junior|Mid|Senior|Lead|Principal ' +
          '(default Mid); requiredSkills a list of at most 30 skills. The posting starts as Draft.',
        body: CreateJobPostingSchema,
        response: createdResponses(JobPostingSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createJobPosting(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'List job postings, newest first (paginated)',
        description:
          'Any role on hire or all. Recruiters, Managers and Admins see every status, filtered by `status` ' +
          '(comma-separated); everyone else sees Open postings only. `limit` 1..100 (default 20), `offset`; ' +
          '`total` counts every match.',
        querystring: JobPostingListQuerySchema,
        response: envelopeResponses(JobPostingPageSchema),
      },
    },
    async (request) => ok(request, await listJobPostings(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One job posting',
        description: 'Any role on hire or all; a posting that is not Open is 404 for callers who are not Recruiter, Manager or Admin.',
        params: IdParamsSchema,
        response: envelopeResponses(JobPostingSchema),
      },
    },
    async (request) => ok(request, await getJobPosting(app.db, callerOf(request), request.params.id)),
  );

  app.put(
    '/jobs/:id',
    {
      onRequest: onlyWriters,
      schema: {
        tags,
        summary: 'Change fields of a job posting',
        description:
          `${WRITERS} Send the fields to change (at least one); the others are kept. Allowed while Draft or Open; ` +
          "409 'A Closed job posting can no longer be changed'. The status changes only through publish and close.",
        params: IdParamsSchema,
        body: UpdateJobPostingSchema,
        response: envelopeResponses(JobPostingSchema),
      },
    },
    async (request) => ok(request, await updateJobPosting(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/jobs/:id/publish',
    {
      onRequest: onlyWriters,
      schema: {
        tags,
        summary: 'Publish a Draft job posting (Draft -> Open)',
        description: `${WRITERS} One conditional update; 409 'Only a Draft job posting can be published' for any other status.`,
        params: IdParamsSchema,
        response: envelopeResponses(JobPostingSchema),
      },
    },
    async (request) => ok(request, await publishJobPosting(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/jobs/:id/close',
    {
      onRequest: onlyWriters,
      schema: {
        tags,
        summary: 'Close an Open job posting (Open -> Closed)',
        description: `${WRITERS} One conditional update; 409 'Only an Open job posting can be closed' for any other status. Closed is final.`,
        params: IdParamsSchema,
        response: envelopeResponses(JobPostingSchema),
      },
    },
    async (request) => ok(request, await closeJobPosting(app.db, callerOf(request), request.params.id)),
  );
};
