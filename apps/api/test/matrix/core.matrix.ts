import { erasesPersonalData, managesRoles, managesUsers, readsUsers } from '@apps/contracts/core/users.policy';
import { delegations } from '../../src/db/schema/core';
import { anyone, statuses, type MatrixRow } from './types';

const adminOnly = statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 });
const anyActive = statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 });
const publicRoute = { none: 200, badToken: 200, inactive: 200, noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 };

/** Platform core routes: auth, users, roles. */
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
    route: 'POST /v1/users/import',
    request: () => ({ url: '/v1/users/import?dryRun=true', payload: 'email,name\nmatrix.import@test.example,Matrix Import\n', headers: { 'content-type': 'text/csv' } }),
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
  // A person, their reports and line, their delegations. The matrix asks about the
  // caller's own id (every active caller may); who else may is in people.integration.test.ts.
  ...(['', '/direct-reports', '/reporting-line', '/delegations'] as const).map(
    (suffix): MatrixRow => ({
      route: `GET /v1/users/:id${suffix}`,
      request: ({ callerPerson, people }) => ({ url: `/v1/users/${(callerPerson ?? people.employee).id}${suffix}` }),
      expect: anyActive,
      policy: anyone,
    }),
  ),
  // Personal data: the matrix downloads the caller's own (every active caller may); someone else's is
  // for Admin on all only (personal-data.integration.test.ts).
  {
    route: 'GET /v1/users/:id/personal-data',
    request: ({ callerPerson, people }) => ({ url: `/v1/users/${(callerPerson ?? people.employee).id}/personal-data` }),
    expect: anyActive,
    policy: anyone,
  },
  {
    route: 'POST /v1/users/:id/erase',
    request: async ({ t }) => ({ url: `/v1/users/${(await t.createPerson()).id}/erase` }),
    expect: adminOnly,
    policy: erasesPersonalData,
  },
  // Whom the caller acts for today; about the caller only, so every active caller.
  { route: 'GET /v1/users/me/delegators', request: () => ({ url: '/v1/users/me/delegators' }), expect: anyActive, policy: anyone },
  {
    route: 'POST /v1/users/:id/delegations',
    request: ({ callerPerson, people }) => {
      const manager = callerPerson ?? people.employee;
      const delegate = manager.id === people.admin.id ? people.employee : people.admin;
      return { url: `/v1/users/${manager.id}/delegations`, payload: { delegateId: delegate.id, startDate: '2199-01-01', endDate: '2199-01-31' } };
    },
    expect: statuses({ noRole: 201, employee: 201, manager: 201, recruiter: 201, admin: 201 }),
    policy: anyone,
  },
  {
    route: 'DELETE /v1/users/:id/delegations/:delegationId',
    request: async ({ t, callerPerson, people }) => {
      const manager = callerPerson ?? people.employee;
      const delegate = manager.id === people.admin.id ? people.employee : people.admin;
      const [row] = await t.app.db.insert(delegations).values({ managerId: manager.id, delegateId: delegate.id, startDate: '2199-02-01', endDate: '2199-02-28' }).returning();
      return { url: `/v1/users/${manager.id}/delegations/${row!.id}` };
    },
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
