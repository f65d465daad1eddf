import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApproveOkrSchema,
  CreateOkrSchema,
  KeyResultParamsSchema,
  MyOkrsQuerySchema,
  OkrParamsSchema,
  OkrSchema,
  TeamOkrSchema,
  TeamOkrsQuerySchema,
  UpdateKeyResultSchema,
  UpdateOkrSchema,
} from '@apps/contracts/grow/okr';
import { pageSchema } from '@apps/contracts/page';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { approveOkr, createOkr, getOkr, listMyOkrs, listTeamOkrs, updateKeyResult, updateOkr } from './okr.service';

const tags = ['grow: okrs'];
const PROGRESS =
  'Key result progress = current / target x 100, clamped to 0..100 and rounded to one decimal; OKR progress = the mean of ' +
  'its key results, rounded to one decimal. When every key result reaches its target the OKR becomes Completed (final).';

/** OKRs under /v1/grow/okrs. */
export const okrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/okrs',
    {
      schema: {
        tags,
        summary: 'Create an OKR with its key results',
        description:
          'Objective and 1 to 10 key results (description and target > 0 required; unit defaults to %). Quarter 1 to 4, year 2000 to 2100. ' +
          '`employeeId` defaults to the caller; another active person with a role on grow or all only for managers (Manager on grow or all, Admin on all), 403 otherwise; 400 for an unknown, inactive or non-Grow person. ' +
          'Starts Active with every key result at 0. ' + PROGRESS,
        body: CreateOkrSchema,
        response: createdResponses(OkrSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createOkr(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/okrs/my',
    {
      schema: {
        tags,
        summary: "A person's OKRs, newest period first",
        description:
          '`employeeId` defaults to the caller; someone else only for managers (403 otherwise). Optional `status`. ' +
          'Paged: `limit` 1 to 100 (default 50), `offset`; `total` counts every match. ' + PROGRESS,
        querystring: MyOkrsQuerySchema,
        response: envelopeResponses(pageSchema(OkrSchema)),
      },
    },
    async (request) => ok(request, await listMyOkrs(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/okrs/team',
    {
      schema: {
        tags,
        summary: "A manager's team OKRs",
        description:
          'Managers only (403 otherwise). `teamId` must be the caller\'s own id (403 otherwise); the team is the caller\'s whole reporting ' +
          'line below them, with the lines of managers who named them delegate for today (everyone but themselves for Admin on all). ' +
          'Optional `status`; paged like /okrs/my. Each item names the direct report of the caller its person comes through (`directReportId`, the person themselves for a direct report, null outside the line) and the managers between (`lineVia`, names, top down).',
        querystring: TeamOkrsQuerySchema,
        response: envelopeResponses(pageSchema(TeamOkrSchema)),
      },
    },
    async (request) => ok(request, await listTeamOkrs(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/okrs/:id',
    {
      schema: {
        tags,
        summary: 'One OKR',
        description: "The owner's, or anyone's for a manager; 404 otherwise. " + PROGRESS,
        params: OkrParamsSchema,
        response: envelopeResponses(OkrSchema),
      },
    },
    async (request) => ok(request, await getOkr(app.db, callerOf(request), request.params.id)),
  );

  app.put(
    '/okrs/:id',
    {
      schema: {
        tags,
        summary: "Change an OKR's objective, quarter or year",
        description:
          'The owner only (403 for a manager, 404 for others). Only while Active (409 when Completed). Any change clears an earlier ' +
          'approval, so the manager approves what is now written. Key results are not changed here.',
        params: OkrParamsSchema,
        body: UpdateOkrSchema,
        response: envelopeResponses(OkrSchema),
      },
    },
    async (request) => ok(request, await updateOkr(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/okrs/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve an OKR (managers)',
        description:
          'Manager on grow or all, or Admin on all (403 otherwise); never one\'s own OKR (403). Once: 409 when already approved. ' +
          '`approverId` is optional and, when sent, must be the caller (403 otherwise). The status does not change: approval is a ' +
          'sign-off recorded in `approvedById`/`approvedAt`.',
        params: OkrParamsSchema,
        body: ApproveOkrSchema.nullish(),
        response: envelopeResponses(OkrSchema),
      },
    },
    async (request) => ok(request, await approveOkr(app.db, callerOf(request), request.params.id, request.body ?? {})),
  );

  app.put(
    '/okrs/:id/key-results/:krId',
    {
      schema: {
        tags,
        summary: "Set a key result's current value",
        description:
          'The owner only (403 for a manager, 404 for others). `current` from 0 to the key result\'s target (400 otherwise). Only while the ' +
          'OKR is Active (409 otherwise). ' + PROGRESS,
        params: KeyResultParamsSchema,
        body: UpdateKeyResultSchema,
        response: envelopeResponses(OkrSchema),
      },
    },
    async (request) =>
      ok(request, await updateKeyResult(app.db, callerOf(request), request.params.id, request.params.krId, request.body.current)),
  );
};
