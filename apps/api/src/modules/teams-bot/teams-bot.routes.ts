import type { FastifyPluginAsync } from 'fastify';
import { onAudit } from '../../lib/audit';
import { ServiceUnavailableError, UnauthorizedError } from '../../lib/errors';
import { createBotConnectorClient, type BotConfig } from './bot-connector.client';
import { BotAuthError, createBotTokenVerifier } from './bot-token.verifier';
import { startBotWorker } from './teams-bot-delivery.service';
import { teamsBotListener } from './teams-bot.events';
import { handleActivity } from './teams-bot.service';

/**
 * The Teams approval bot, registered (and imported) only when `BOT_APP_ID` and `BOT_APP_PASSWORD` are
 * set: `POST {prefix}/messages`, the messaging endpoint of the Azure Bot, outside `/v1` and its
 * sign-in (the Bot Connector signs each request with its own token, verified here before anything is
 * read or written: 401 otherwise); the audit listener that writes the cards to the outbox; and, unless
 * `bot.worker` is off, this instance's worker that sends them.
 */
export const teamsBotRoutes: FastifyPluginAsync<{ bot: BotConfig }> = async (app, { bot }) => {
  const verifier = createBotTokenVerifier({ appId: bot.appId, openIdMetadataUrl: bot.openIdMetadataUrl });
  // A listener of this app instance (a closure of its own: `onAudit` adds a function once, and another
  // instance in the same process must not lose its listener when this one closes).
  const removeListener = onAudit((db, entry) => teamsBotListener(db, entry));
  app.addHook('onClose', async () => removeListener());
  if (bot.worker) {
    const client = createBotConnectorClient(bot);
    let worker: ReturnType<typeof startBotWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startBotWorker(app.db, client, app.config.mail.appUrl, {
        onGiveUp: (error, details) => app.log.warn({ ...details, error }, 'Microsoft call failed for good'),
        onError: (error) => app.log.warn({ err: error }, 'Teams card delivery pass failed'),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      client.close();
    });
  }

  app.post('/messages', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as { channelId?: unknown; serviceUrl?: unknown };
    try {
      await verifier.verify(request.headers.authorization, {
        channelId: typeof body.channelId === 'string' ? body.channelId : undefined,
        serviceUrl: typeof body.serviceUrl === 'string' ? body.serviceUrl : undefined,
      });
    } catch (error) {
      if (error instanceof BotAuthError) {
        request.log.info({ reason: error.message }, 'Teams bot request refused');
        throw new UnauthorizedError('The request does not carry a valid Bot Connector token');
      }
      request.log.warn({ err: error }, 'Bot Connector keys could not be read');
      throw new ServiceUnavailableError('The Bot Connector keys could not be read; try again');
    }
    const answer = await handleActivity(app.db, request.body, { appUrl: app.config.mail.appUrl });
    reply.code(answer.status);
    return answer.body ?? '';
  });
};
