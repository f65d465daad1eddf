import { managesUsers } from '@apps/contracts/core/users.policy';
import { statuses, type MatrixRow } from './types';

const adminOnly = statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 });

/** User Management's Provisioning tab: Admin on all only. */
export const provisioningMatrix: MatrixRow[] = [
  { route: 'GET /v1/provisioning/status', request: () => ({ url: '/v1/provisioning/status' }), expect: adminOnly, policy: managesUsers },
  { route: 'GET /v1/provisioning/tokens', request: () => ({ url: '/v1/provisioning/tokens' }), expect: adminOnly, policy: managesUsers },
  {
    route: 'POST /v1/provisioning/tokens',
    request: () => ({ url: '/v1/provisioning/tokens', payload: { name: 'Matrix' } }),
    expect: statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 201 }),
    policy: managesUsers,
  },
  {
    route: 'DELETE /v1/provisioning/tokens/:id',
    request: async ({ t }) => {
      const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
      const created = (await t.request({ method: 'POST', url: '/v1/provisioning/tokens', as: admin, payload: { name: 'To revoke' } })).json() as {
        data: { token: { id: string } };
      };
      return { url: `/v1/provisioning/tokens/${created.data.token.id}` };
    },
    expect: adminOnly,
    policy: managesUsers,
  },
  { route: 'GET /v1/provisioning/events', request: () => ({ url: '/v1/provisioning/events' }), expect: adminOnly, policy: managesUsers },
];
