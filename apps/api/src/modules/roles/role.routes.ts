import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdSchema } from '@apps/contracts/common';
import { AssignRoleSchema, PermissionSchema, PermissionsQuerySchema, RoleSchema, UserRoleSchema } from '@apps/contracts/core/role';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { ADMIN_ONLY_MESSAGE, managesRoles } from '@apps/contracts/core/users.policy';
import { requirePolicy } from '../../plugins/require-policy';
import { assignRole, listAllAssignments, listPermissions, listRoles, removeRole } from './role.service';

/** Roles, permissions and role assignments. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyRoleAdmins = requirePolicy(managesRoles, ADMIN_ONLY_MESSAGE);

  app.get(
    '/roles',
    {
      onRequest: onlyRoleAdmins,
      schema: { tags: ['roles'], summary: 'Every role ordered by name (Admin on all)', response: envelopeResponses(z.array(RoleSchema)) },
    },
    async (request) => ok(request, await listRoles(app.db)),
  );

  app.get(
    '/permissions',
    {
      schema: {
        tags: ['roles'],
        summary: 'Permission records of the given roles',
        description: 'Role definitions are not personal data: any signed-in user may read them.',
        querystring: PermissionsQuerySchema,
        response: envelopeResponses(z.array(PermissionSchema)),
      },
    },
    async (request) => ok(request, await listPermissions(app.db, request.query.roleIds)),
  );

  app.get(
    '/user-roles',
    {
      onRequest: onlyRoleAdmins,
      schema: {
        tags: ['roles'],
        summary: 'Every role assignment with its role embedded (Admin on all)',
        description: 'One call for the Manage Roles overview instead of one per user.',
        response: envelopeResponses(z.array(UserRoleSchema)),
      },
    },
    async (request) => ok(request, await listAllAssignments(app.db)),
  );

  app.post(
    '/user-roles',
    {
      onRequest: onlyRoleAdmins,
      schema: {
        tags: ['roles'],
        summary: 'Give a user a role on a module or all (Admin on all)',
        description: '409 when the user already holds the role on that module; 404 for an unknown user or role.',
        body: AssignRoleSchema,
        response: createdResponses(UserRoleSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await assignRole(app.db, callerOf(request), request.body))),
  );

  app.delete(
    '/user-roles/:id',
    {
      onRequest: onlyRoleAdmins,
      schema: {
        tags: ['roles'],
        summary: 'Remove a role assignment (Admin on all)',
        description: "409 when it is the last active Admin on 'all'.",
        params: IdParamsSchema,
        response: envelopeResponses(z.object({ id: IdSchema })),
      },
    },
    async (request) => ok(request, await removeRole(app.db, callerOf(request), request.params.id)),
  );
};
