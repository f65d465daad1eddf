import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PushSubscriptionInputSchema, PushSubscriptionStateSchema, PushUnsubscribeSchema, VapidPublicKeySchema } from '@apps/contracts/core/push';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { startPushWorker, webPushSender } from './push-delivery.service';
import { subscribeToPush, unsubscribeFromPush } from './push-subscription.service';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.service';

/**
 * Web Push: the VAPID public key browsers subscribe with, and the caller's own subscriptions. Every
 * signed-in, active person. Each instance runs a push worker (unless `PUSH_DELIVERY` is off); the
 * outbox claim keeps each message once across instances.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read (or generated) on first need, then kept: the key is the same for the life of the deployment.
  let vapid: Promise<VapidKeys> | null = null;
  const vapidKeys = () => (vapid ??= loadVapidKeys(app.db, app.config.push).catch((error: unknown) => {
    vapid = null;
    throw error;
  }));

  if (app.config.push.delivery) {
    let worker: ReturnType<typeof startPushWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startPushWorker(app.db, webPushSender(await vapidKeys()), {
        onPass: (pass) => app.metrics.outboxPass('push', pass),
        onError: (error) => app.log.warn({ err: error }, 'push delivery pass failed'),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }

  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key for the browser's push subscription",
        description: 'The 65-byte uncompressed P-256 key in base64url, the `applicationServerKey` of `pushManager.subscribe`.',
        response: envelopeResponses(VapidPublicKeySchema),
      },
    },
    async (request) => ok(request, { publicKey: (await vapidKeys()).publicKey }),
  );

  app.post(
    '/me/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: "Keeps the browser's push subscription for the caller",
        description:
          "The browser's `PushSubscription` JSON. `endpoint` must be an https address (400 otherwise). Idempotent by endpoint: posting it again updates its keys, and an endpoint another person subscribed from becomes the caller's. Every in-app notification of the caller is then also pushed to it.",
        body: PushSubscriptionInputSchema,
        response: envelopeResponses(PushSubscriptionStateSchema),
      },
    },
    async (request) => ok(request, await subscribeToPush(app.db, callerOf(request), request.body)),
  );

  app.delete(
    '/me/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: "Removes one of the caller's push subscriptions",
        description: "`{ endpoint }`. Removes it with its pending pushes when it is the caller's; otherwise nothing changes. Either way the answer says the caller is not subscribed there.",
        body: PushUnsubscribeSchema,
        response: envelopeResponses(PushSubscriptionStateSchema),
      },
    },
    async (request) => ok(request, await unsubscribeFromPush(app.db, callerOf(request), request.body)),
  );
};
