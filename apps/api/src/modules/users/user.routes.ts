import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdSchema } from '@apps/contracts/common';
import { UpdateUserStatusSchema, UserSchema } from '@apps/contracts/core/user';
import { UserRolesResponseSchema } from '@apps/contracts/core/role';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { ADMIN_ONLY_MESSAGE, managesUsers, readsUsers } from '@apps/contracts/core/users.policy';
import { requirePolicy } from '../../plugins/require-policy';
import { deleteUser, getUserRoles, listUsers, updateUser } from './user.service';

/** Users: admin list, activate/deactivate, delete; a user's roles (SPEC.md sections 2 and 7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      onRequest: requirePolicy(readsUsers, ADMIN_ONLY_MESSAGE),
      schema: { tags: ['users'], summary: 'Every user ordered by e-mail (Admin on all)', response: envelopeResponses(z.array(UserSchema)) },
    },
    async (request) => ok(request, await listUsers(app.db)),
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
