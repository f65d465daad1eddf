import type { FastifyInstance } from 'fastify';
import { onAudit } from '../../lib/audit';
import { createGraphClient, type GraphConfig } from './graph-client.service';
import { startMicrosoftWorker } from './microsoft-delivery.service';
import { onNotificationsWritten } from '../notifications/notification-outbox.service';
import { outlookLeaveListener } from './outlook-leave.events';
import { teamsActivityListener } from './teams-activity.events';

/**
 * Connects this instance to Microsoft Graph: approved and cancelled leave write their Outlook calls
 * to the outbox (in the decision's transaction), every notification written writes its Teams activity
 * call (in the notification's transaction; `graph.teams`), and, unless `graph.worker` is off, this
 * instance's worker makes them; the outbox claim keeps each call once across instances.
 */
export function connectMicrosoft(app: FastifyInstance, graph: GraphConfig): void {
  const removeListener = onAudit(
    outlookLeaveListener({
      enabled: graph.outlook,
      defaultTimeZone: app.config.reminders.timeZone,
      workingDayHours: app.config.workingDayHours,
      onSkip: (reason, details) => app.log.info({ ...details, reason }, 'leave not put in Outlook'),
    }),
  );
  app.addHook('onClose', async () => removeListener());
  if (graph.teams) {
    const removeTeams = onNotificationsWritten(
      teamsActivityListener({
        appUrl: app.config.mail.appUrl,
        teamsAppId: graph.teamsAppId,
        appName: app.config.mail.orgName,
        onSkip: (reason, details) => app.log.info({ ...details, reason }, 'notification not sent to Teams'),
      }),
    );
    app.addHook('onClose', async () => removeTeams());
  }
  if (!graph.worker) return;

  const client = createGraphClient(graph);
  let worker: ReturnType<typeof startMicrosoftWorker> | null = null;
  app.addHook('onReady', async () => {
    worker = startMicrosoftWorker(app.db, client, {
      onNote: (note, details) => app.log.info({ ...details, note }, 'Microsoft call needed nothing'),
      onGiveUp: (error, details) => app.log.warn({ ...details, error }, 'Microsoft call failed for good'),
      onError: (error) => app.log.warn({ err: error }, 'Microsoft delivery pass failed'),
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    client.close();
  });
}
