import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdSchema } from '@apps/contracts/common';
import { CreateDelegationSchema, DelegationParamsSchema, DelegationSchema, DelegatorSchema, UserPageSchema } from '@apps/contracts/core/people';
import { UserSchema } from '@apps/contracts/core/user';
import { PageQuerySchema } from '@apps/contracts/page';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { createDelegation, deleteDelegation, directReports, getPerson, listDelegations, myDelegators, reportingLine } from './people.service';

const PERSON_ACCESS = 'For the person, the people above them in the reporting line, and Admin on all; 404 for anyone else.';
const DELEGATION_ACCESS = '`{id}` must be the caller (Admin on all: anyone); 404 otherwise.';

type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** One `GET /users/:id…` read: its OpenAPI text, its `data` schema and the service call that answers it. */
interface PersonRead<T extends z.ZodType> {
  summary: string;
  /** Who may read it and what anyone else gets (the access rule, as `/docs` shows it). */
  description: string;
  response: T;
  /** The service function; it enforces the access rule and throws `NotFoundError` for anyone else. */
  read: (db: Db, caller: Caller, personId: string) => Promise<z.infer<T>>;
}

/**
 * Registers `GET path` for a read about the person `{id}` (a UUID, else 400): the handler passes the
 * caller and `{id}` to `route.read` and answers its result in the success envelope.
 */
function getAboutPerson<T extends z.ZodType>(app: RoutesApp, path: `/users/:id${string}`, route: PersonRead<T>): void {
  // Widened here: the type provider cannot resolve a reply type from a generic schema; the call
  // sites still tie `read`'s result to `response` through `PersonRead<T>`.
  const response: z.ZodType = route.response;
  const read: PersonRead<z.ZodType>['read'] = route.read;
  app.get(
    path,
    {
      schema: {
        tags: ['users'],
        summary: route.summary,
        description: route.description,
        params: IdParamsSchema,
        response: envelopeResponses(response),
      },
    },
    async (request) => ok(request, await read(app.db, callerOf(request), request.params.id)),
  );
}

/**
 * The people API: a person, their direct reports and reporting
 * line, and a manager's delegations. `GET /v1/users` (search pages) is in `user.routes.ts`.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before `/users/:id`; the static segment wins over the id in any case.
  app.get(
    '/users/me/delegators',
    {
      schema: {
        tags: ['users'],
        summary: 'The managers the caller is acting for today as their delegate, with each manager\'s role assignments',
        description:
          'Every active caller; only about themselves. Active managers whose delegation to the caller includes today (UTC), ' +
          'ordered by name, with the widest range covering today. The web adds them to its policy subject, so a delegate ' +
          'sees Approvals and the team views of the managers they act for.',
        response: envelopeResponses(z.array(DelegatorSchema)),
      },
    },
    async (request) => ok(request, await myDelegators(app.db, callerOf(request))),
  );

  getAboutPerson(app, '/users/:id', {
    summary: 'A person, with their manager, job title, department and office location',
    description: PERSON_ACCESS,
    response: UserSchema,
    read: getPerson,
  });

  app.get(
    '/users/:id/direct-reports',
    {
      schema: {
        tags: ['users'],
        summary: "A page of a person's direct reports, ordered by name",
        description: PERSON_ACCESS,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: envelopeResponses(UserPageSchema),
      },
    },
    async (request) => ok(request, await directReports(app.db, callerOf(request), request.params.id, request.query)),
  );

  getAboutPerson(app, '/users/:id/reporting-line', {
    summary: 'The managers above a person, nearest first (empty without a manager)',
    description: PERSON_ACCESS,
    response: z.array(UserSchema),
    read: reportingLine,
  });

  app.post(
    '/users/:id/delegations',
    {
      schema: {
        tags: ['users'],
        summary: 'Name a delegate who sees and decides what this manager could, from startDate to endDate (both included)',
        description:
          `${DELEGATION_ACCESS} 400 on \`delegateId\` for oneself or someone who is not an active person; 400 on \`endDate\` ` +
          'before `startDate` or before today; 409 with 20 current and future delegations already. Audited.',
        params: IdParamsSchema,
        body: CreateDelegationSchema,
        response: createdResponses(DelegationSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createDelegation(app.db, callerOf(request), request.params.id, request.body))),
  );

  getAboutPerson(app, '/users/:id/delegations', {
    summary: "A manager's current and future delegations, by start date",
    description: DELEGATION_ACCESS,
    response: z.array(DelegationSchema),
    read: listDelegations,
  });

  app.delete(
    '/users/:id/delegations/:delegationId',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove one of a manager\'s delegations',
        description: `${DELEGATION_ACCESS} 404 when the delegation is not this manager's. Audited.`,
        params: DelegationParamsSchema,
        response: envelopeResponses(z.object({ id: IdSchema })),
      },
    },
    async (request) => ok(request, await deleteDelegation(app.db, callerOf(request), request.params.id, request.params.delegationId)),
  );
};
