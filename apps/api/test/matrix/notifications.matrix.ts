import { managesUsers } from '@apps/contracts/core/users.policy';
import { notifications } from '../../src/db/schema/notifications';
import { anyone, statuses, type MatrixRow } from './types';

const anyActive = statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 });

/** Notifications: every active person, own notifications only; the e-mail status for admins. */
export const notificationsMatrix: MatrixRow[] = [
  { route: 'GET /v1/notifications', request: () => ({ url: '/v1/notifications' }), expect: anyActive, policy: anyone },
  { route: 'GET /v1/notifications/unread-count', request: () => ({ url: '/v1/notifications/unread-count' }), expect: anyActive, policy: anyone },
  { route: 'POST /v1/notifications/read-all', request: () => ({ url: '/v1/notifications/read-all' }), expect: anyActive, policy: anyone },
  {
    // The caller's own notification; another person's answers 404 (notification.integration.test.ts).
    route: 'POST /v1/notifications/:id/read',
    request: async ({ t, callerPerson, people }) => {
      const [row] = await t.app.db
        .insert(notifications)
        .values({ recipientId: (callerPerson ?? people.employee).id, kind: 'role.assigned', title: 'Matrix', body: 'Matrix', link: '/' })
        .returning();
      return { url: `/v1/notifications/${row!.id}/read` };
    },
    expect: anyActive,
    policy: anyone,
  },
  {
    route: 'GET /v1/notifications/email-status',
    request: () => ({ url: '/v1/notifications/email-status' }),
    expect: statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 }),
    policy: managesUsers,
  },
];
