import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdSchema } from '@apps/contracts/common';
import { BOUNDED_TOTAL } from '@apps/contracts/page';
import { UpdateUserStatusSchema, UserSchema } from '@apps/contracts/core/user';
import { UserRolesResponseSchema } from '@apps/contracts/core/role';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { ADMIN_ONLY_MESSAGE, managesUsers } from '@apps/contracts/core/users.policy';
import { UserPageSchema, UsersQuerySchema } from '@apps/contracts/core/people';
import { requirePolicy } from '../../plugins/require-policy';
import { deleteUser, getUserRoles, updateUser } from './user.service';
import { listOrSearchUsers } from './people.service';
import { peopleRoutes } from './people.routes';
import { personalDataRoutes } from '../privacy/personal-data.routes';

/** Users: admin list, activate/deactivate, delete; a user's roles. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(peopleRoutes);
  await app.register(personalDataRoutes);

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Every user ordered by e-mail (Admin on all); with search, limit or offset: a page of people',
        description:
          'Without parameters: SPEC.md section 7, a bare array of every user ordered by e-mail, Admin on all only (403 otherwise). ' +
          'With any of `search`, `isActive`, `notUnder`, `count`, `limit`, `offset`: a page `{ items, total, limit, offset }` ordered by name; ' +
          `${BOUNDED_TOTAL} ` +
          'With `count=false` (a picker) nothing is counted: `total` is `offset` plus the items, plus 1 when another page follows. ' +
          '`search` matches the start of any word of the name or e-mail address, case-insensitively, every word must match. ' +
          'Admin on all finds everyone; anyone else only themselves, the people above them in the reporting line and everyone below them.',
        querystring: UsersQuerySchema,
        response: envelopeResponses(z.union([z.array(UserSchema), UserPageSchema])),
      },
    },
    async (request) => ok(request, await listOrSearchUsers(app.db, callerOf(request), request.query)),
  );

  app.patch(
    '/users/:id',
    {
      onRequest: requirePolicy(managesUsers, ADMIN_ONLY_MESSAGE),
      schema: {
        tags: ['users'],
        summary: "Activate or deactivate a user, or set their manager, job title, department and office location (Admin on all)",
        description:
          "409 'You cannot deactivate your own account'. A deactivated user gets 403 on every call; their direct reports move up to their manager. " +
          '`managerId` (uuid or null): 400 on `managerId` for oneself, an unknown or inactive person, or a reporting line that would loop.',
        params: IdParamsSchema,
        body: UpdateUserStatusSchema,
        response: envelopeResponses(UserSchema),
      },
    },
    async (request) =>
      ok(request, await updateUser(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: requirePolicy(managesUsers, ADMIN_ONLY_MESSAGE),
      schema: {
        tags: ['users'],
        summary: 'Delete a user and their role rows (Admin on all)',
        description: "409 'You cannot delete your own account', and 409 when work records still reference the user.",
        params: IdParamsSchema,
        response: envelopeResponses(z.object({ id: IdSchema })),
      },
    },
    async (request) => ok(request, await deleteUser(app.db, callerOf(request), request.params.id)),
  );

  app.get(
    '/users/:id/roles',
    {
      schema: {
        tags: ['users'],
        summary: "A user's roles and role assignments",
        description: "Own roles, or anyone's for Admin on all; 404 otherwise.",
        params: IdParamsSchema,
        response: envelopeResponses(UserRolesResponseSchema),
      },
    },
    async (request) => ok(request, await getUserRoles(app.db, callerOf(request), request.params.id)),
  );
};
