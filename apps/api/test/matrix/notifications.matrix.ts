import { randomUUID } from 'node:crypto';
import { managesUsers } from '@apps/contracts/core/users.policy';
import { notifications } from '../../src/db/schema/notifications';
import { anyone, statuses, type MatrixRow } from './types';

const anyActive = statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 });

/** A browser subscription as the Push API gives it, at a fresh endpoint. */
const subscription = () => ({
  endpoint: `https://push.example.com/send/${randomUUID()}`,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
});

/** Notifications: every active person, own notifications and push subscriptions only; the e-mail and Microsoft 365 status for admins. */
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
  { route: 'GET /v1/push/vapid-public-key', request: () => ({ url: '/v1/push/vapid-public-key' }), expect: anyActive, policy: anyone },
  { route: 'POST /v1/me/push-subscriptions', request: () => ({ url: '/v1/me/push-subscriptions', payload: subscription() }), expect: anyActive, policy: anyone },
  {
    // The caller's own subscription (push.integration.test.ts shows another person's stays).
    route: 'DELETE /v1/me/push-subscriptions',
    request: async ({ t, callerPerson }) => {
      const own = subscription();
      if (callerPerson) await t.request({ method: 'POST', url: '/v1/me/push-subscriptions', as: callerPerson, payload: own });
      return { url: '/v1/me/push-subscriptions', payload: { endpoint: own.endpoint } };
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
  {
    route: 'GET /v1/notifications/microsoft-status',
    request: () => ({ url: '/v1/notifications/microsoft-status' }),
    expect: statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 }),
    policy: managesUsers,
  },
];
