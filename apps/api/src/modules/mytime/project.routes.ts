import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import { ListProjectsQuerySchema, ProjectPageSchema, ProjectSchema, SaveProjectSchema } from '@apps/contracts/mytime/project';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { DATES_NOTE } from './mytime-docs';
import { createProject, getProject, listProjects, updateProject } from './project.service';

const tags = ['mytime: projects'];
const FIELDS =
  'Fields: `name`, `code` (letters, digits, - and _; unique without regard to case, 409 for a taken code), `clientName`, ' +
  '`billingType` (T&M, Fixed, Non-billable), `status` (Active, On-hold, Completed, Archived), `startDate`, optional `endDate` ' +
  '(not before the start), `projectManagerId` (an existing user).';
const MANAGERS = "Admin on mytime or all only (403 'You don't have permission to manage projects').";

/** MyTime projects under /v1/mytime/projects. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Projects by name',
        description: 'Every MyTime user may read projects. Optional `status` filter; `limit` 1 to 500 (default 200), `offset`; one page `{ items, total, limit, offset }`.',
        querystring: ListProjectsQuerySchema,
        response: envelopeResponses(ProjectPageSchema),
      },
    },
    async (request) => ok(request, await listProjects(app.db, request.query)),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project',
        description: 'Every MyTime user may read a project; 404 when it does not exist.',
        params: IdParamsSchema,
        response: envelopeResponses(ProjectSchema),
      },
    },
    async (request) => ok(request, await getProject(app.db, request.params.id)),
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Create a project',
        description: `${MANAGERS} ${FIELDS} ${DATES_NOTE}`,
        body: SaveProjectSchema,
        response: createdResponses(ProjectSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createProject(app.db, callerOf(request), request.body))),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Update a project (every field)',
        description: `${MANAGERS} ${FIELDS} ${DATES_NOTE}`,
        params: IdParamsSchema,
        body: SaveProjectSchema,
        response: envelopeResponses(ProjectSchema),
      },
    },
    async (request) => ok(request, await updateProject(app.db, callerOf(request), request.params.id, request.body)),
  );
};
