import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@apps/contracts/common';
import { EmailStatusSchema, NotificationListQuerySchema, NotificationSchema, ReadAllResultSchema, UnreadCountSchema } from '@apps/contracts/core/notification';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { ADMIN_ONLY_MESSAGE, managesUsers } from '@apps/contracts/core/users.policy';
import { requirePolicy } from '../../plugins/require-policy';
import { emailStatus, smtpSender, startEmailWorker } from './email-delivery.service';
import { startReminderScheduler } from './reminders.service';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead, registerNotificationEvents } from './notification.service';

/**
 * The caller's own notifications: list, unread count, mark one or all read. Every signed-in,
 * active person; nobody sees or marks another person's.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerNotificationEvents();

  const { smtpUrl, from, appUrl, orgName, maxConnections } = app.config.mail;
  if (smtpUrl) {
    // The e-mail worker of this instance; every instance runs one, the outbox claim keeps each mail once.
    // Its pooled connections send one pass's mails side by side.
    const send = smtpSender(smtpUrl, from, { maxConnections });
    let worker: ReturnType<typeof startEmailWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startEmailWorker(app.db, send, {
        appUrl,
        orgName,
        concurrency: maxConnections,
        onPass: (pass) => app.metrics.outboxPass('email', pass),
        onError: (error) => app.log.warn({ err: error }, 'e-mail delivery pass failed'),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      send.close();
    });
  }

  const { reminders } = app.config;
  if (reminders.enabled) {
    // Every instance runs the schedule; the reminders' dedupe keys keep each one once.
    let scheduler: ReturnType<typeof startReminderScheduler> | null = null;
    app.addHook('onReady', async () => {
      scheduler = startReminderScheduler(app.db, reminders, {
        onRun: (run) => app.log.info({ reminders: run }, 'reminders written'),
        onPass: (run) =>
          app.metrics.reminderPass({
            timesheet_missing: run.timesheetReminders,
            team_summary: run.teamSummaries,
            weekly_digest: run.weeklyDigests ?? 0,
            decisions_waiting: run.digests,
          }),
        onError: (error) => {
          app.metrics.reminderPassFailed();
          app.log.warn({ err: error }, 'reminder pass failed');
        },
      });
    });
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
  }

  app.get(
    '/notifications/email-status',
    {
      onRequest: requirePolicy(managesUsers, ADMIN_ONLY_MESSAGE),
      schema: {
        tags: ['notifications'],
        summary: 'Whether e-mail is on, and the e-mails that could not be delivered (Admin on all)',
        description: 'E-mail is off without SMTP_URL. A delivery is retried with exponential backoff for at least 24 hours, then listed here as failed.',
        response: envelopeResponses(EmailStatusSchema),
      },
    },
    async (request) => ok(request, await emailStatus(app.db, Boolean(smtpUrl))),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        description: 'Own only. `unread=true` lists only unread ones; `limit` 1-100 (default 20), `offset` from 0.',
        querystring: NotificationListQuerySchema,
        response: envelopeResponses(z.array(NotificationSchema)),
      },
    },
    async (request) => ok(request, await listNotifications(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread",
        description: 'One indexed count; the header polls it.',
        response: envelopeResponses(UnreadCountSchema),
      },
    },
    async (request) => ok(request, await countUnreadNotifications(app.db, callerOf(request))),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks every unread notification of the caller read",
        response: envelopeResponses(ReadAllResultSchema),
      },
    },
    async (request) => ok(request, await markAllNotificationsRead(app.db, callerOf(request))),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the caller\'s notifications read',
        description: '404 for a notification that does not exist or belongs to someone else. Reading it again keeps the first time.',
        params: IdParamsSchema,
        response: envelopeResponses(NotificationSchema),
      },
    },
    async (request) => ok(request, await markNotificationRead(app.db, callerOf(request), request.params.id)),
  );
};
