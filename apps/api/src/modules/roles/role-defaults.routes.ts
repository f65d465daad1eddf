import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BulkAssignResultSchema, BulkAssignRoleSchema, MAX_BULK_ASSIGN, RoleDefaultsSchema } from '@apps/contracts/core/role-defaults';
import { ADMIN_ONLY_MESSAGE, managesRoles } from '@apps/contracts/core/users.policy';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { requirePolicy } from '../../plugins/require-policy';
import { bulkAssignRole, getRoleDefaults, setRoleDefaults } from './role-defaults.service';

/** Default roles of new people and bulk role assignment (User Management; Admin on all). */
export const roleDefaultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyRoleAdmins = requirePolicy(managesRoles, ADMIN_ONLY_MESSAGE);

  app.get(
    '/role-defaults',
    {
      onRequest: onlyRoleAdmins,
      schema: { tags: ['roles'], summary: 'The roles every new person receives (Admin on all)', response: envelopeResponses(RoleDefaultsSchema) },
    },
    async (request) => ok(request, await getRoleDefaults(app.db)),
  );

  app.put(
    '/role-defaults',
    {
      onRequest: onlyRoleAdmins,
      schema: {
        tags: ['roles'],
        summary: 'Replace the roles every new person receives (Admin on all)',
        description:
          'People created afterwards by first sign-in, the people import or provisioning without app roles receive each item, ' +
          'one audited assignment per item. People who exist already are not changed.',
        body: RoleDefaultsSchema,
        response: envelopeResponses(RoleDefaultsSchema),
      },
    },
    async (request) => ok(request, await setRoleDefaults(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/user-roles/bulk',
    {
      onRequest: onlyRoleAdmins,
      schema: {
        tags: ['roles'],
        summary: 'Give one role on one module to many people at once (Admin on all)',
        description:
          `At most ${MAX_BULK_ASSIGN} people. All or nothing: an unknown id answers 400 and nothing is assigned. ` +
          'People who already hold the role are counted in `alreadyHeld`.',
        body: BulkAssignRoleSchema,
        response: envelopeResponses(BulkAssignResultSchema),
      },
    },
    async (request) => ok(request, await bulkAssignRole(app.db, callerOf(request), request.body)),
  );
};
