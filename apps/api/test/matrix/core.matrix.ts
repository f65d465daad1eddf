import { managesRoles, managesUsers, readsUsers } from '@apps/contracts/core/users.policy';
import { anyone, statuses, type MatrixRow } from './types';

const adminOnly = statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 });
const anyActive = statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 });
const publicRoute = { none: 200, badToken: 200, inactive: 200, noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 };

/** Platform core routes: auth, users, roles (issue 2). */
export const coreMatrix: MatrixRow[] = [
  { route: 'GET /v1/auth/config', request: () => ({ url: '/v1/auth/config' }), expect: publicRoute, policy: anyone },
  {
    route: 'POST /v1/auth/dev/token',
    request: () => ({ url: '/v1/auth/dev/token', payload: { email: 'matrix@test.example' } }),
    expect: publicRoute,
    policy: anyone,
  },
  {
    route: 'POST /v1/auth/login',
    request: () => ({ url: '/v1/auth/login' }),
    expect: statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 }),
    policy: anyone,
  },
  { route: 'GET /v1/users', request: () => ({ url: '/v1/users' }), expect: adminOnly, policy: readsUsers },
  {
    route: 'PATCH /v1/users/:id',
    request: async ({ t }) => ({ url: `/v1/users/${(await t.createPerson()).id}`, payload: { isActive: false } }),
    expect: adminOnly,
    policy: managesUsers,
  },
  {
    route: 'DELETE /v1/users/:id',
    request: async ({ t }) => ({ url: `/v1/users/${(await t.createPerson()).id}` }),
    expect: adminOnly,
    policy: managesUsers,
  },
  {
    // Own roles: everyone active; someone else's: only Admin on all (checked in the users tests).
    route: 'GET /v1/users/:id/roles',
    request: ({ callerPerson, people }) => ({ url: `/v1/users/${(callerPerson ?? people.employee).id}/roles` }),
    expect: anyActive,
    policy: anyone,
  },
  { route: 'GET /v1/roles', request: () => ({ url: '/v1/roles' }), expect: adminOnly, policy: managesRoles },
  {
    route: 'GET /v1/permissions',
    request: () => ({ url: '/v1/permissions?roleIds=00000000-0000-4000-8000-000000000000' }),
    expect: anyActive,
    policy: anyone,
  },
  { route: 'GET /v1/user-roles', request: () => ({ url: '/v1/user-roles' }), expect: adminOnly, policy: managesRoles },
  {
    route: 'POST /v1/user-roles',
    request: async ({ t }) => {
      const person = await t.createPerson();
      const roles = (await t.request({ method: 'GET', url: '/v1/roles', as: (await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] })) })).json() as {
        data: Array<{ id: string; name: string }>;
      };
      return { url: '/v1/user-roles', payload: { userId: person.id, roleId: roles.data.find((r) => r.name === 'Employee')!.id, module: 'grow' } };
    },
    expect: statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 201 }),
    policy: managesRoles,
  },
  {
    route: 'DELETE /v1/user-roles/:id',
    request: async ({ t }) => {
      const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
      const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'hire' }] });
      const roles = (await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: admin })).json() as {
        data: { userRoles: Array<{ id: string }> };
      };
      return { url: `/v1/user-roles/${roles.data.userRoles[0]!.id}` };
    },
    expect: adminOnly,
    policy: managesRoles,
  },
];
