import { managesRoles, mayRequestAccess } from '@apps/contracts/core/users.policy';
import { anyone, statuses, type MatrixRow } from './types';

const adminOnly = statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 });
const anyActive = statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 });

/** Default roles, bulk assignment and "Request access". */
export const accessMatrix: MatrixRow[] = [
  { route: 'GET /v1/role-defaults', request: () => ({ url: '/v1/role-defaults' }), expect: adminOnly, policy: managesRoles },
  {
    route: 'PUT /v1/role-defaults',
    request: () => ({ url: '/v1/role-defaults', payload: { items: [] } }),
    expect: adminOnly,
    policy: managesRoles,
  },
  {
    route: 'POST /v1/user-roles/bulk',
    request: async ({ t }) => ({ url: '/v1/user-roles/bulk', payload: { userIds: [(await t.createPerson()).id], roleName: 'Employee', module: 'grow' } }),
    expect: adminOnly,
    policy: managesRoles,
  },
  {
    // Every matrix caller but noRole holds a role on 'all', so only noRole may ask for a module.
    route: 'POST /v1/access-requests',
    request: () => ({ url: '/v1/access-requests', payload: { module: 'hire' } }),
    expect: statuses({ noRole: 201, employee: 403, manager: 403, recruiter: 403, admin: 403 }),
    policy: (subject) => mayRequestAccess(subject, 'hire'),
  },
  { route: 'GET /v1/access-requests/mine', request: () => ({ url: '/v1/access-requests/mine' }), expect: anyActive, policy: anyone },
  {
    // A deactivated account may read it too: its screen's Contact Admin link needs it.
    route: 'GET /v1/access/contact',
    request: () => ({ url: '/v1/access/contact' }),
    expect: { ...anyActive, inactive: 200 },
    policy: anyone,
  },
];
