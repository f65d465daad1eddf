import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '@apps/contracts/core/push';
import type { DbOrTx } from '../../db/client';
import { inClientSpan } from '../../lib/tracing/tracing';
import { backoffDelayMs } from './email-delivery.service';
import { markAttemptFailed, markSent } from './email-delivery.repository';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../lib/outbox-worker';
import { pushWanted } from './push-preferences';
import * as pushDeliveryRepository from './push-delivery.repository';
import { deleteById as deleteSubscription } from './push-subscription.repository';
import type { VapidKeys } from './vapid-keys.service';

/** A subscription as the Push API gives it: where to send, and the browser's keys (base64url). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push service's refusal: `statusCode` is its HTTP status, null when it could not be reached. */
export class PushSendError extends Error {
  override name = 'PushSendError';
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** Sends one encrypted message; throws `PushSendError` when the push service refuses or cannot be reached. */
export type SendPush = (target: PushTarget, payload: string) => Promise<void>;

/** How long a push service keeps a message for a device that is offline, in seconds (one day). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * A `SendPush` through the `web-push` library: the payload encrypted with `aes128gcm` (RFC 8291) for the
 * subscription's keys, signed with the VAPID keys (RFC 8292), kept `ttlSeconds` by the push service.
 * The push service is trusted as any https server is (`NODE_EXTRA_CA_CERTS` adds a private CA).
 */
export function webPushSender(vapid: VapidKeys, options: { ttlSeconds?: number; timeoutMs?: number } = {}): SendPush {
  return async (target, payload) => {
    try {
      // The push service's host only: the endpoint's path is the device's secret address.
      await inClientSpan('push send', { 'http.request.method': 'POST', 'server.address': new URL(target.endpoint).hostname }, () =>
        webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: options.ttlSeconds ?? PUSH_TTL_SECONDS,
          timeout: options.timeoutMs ?? 30_000,
          contentEncoding: 'aes128gcm',
        }),
      );
    } catch (error) {
      if (error instanceof WebPushError) throw new PushSendError(`${error.statusCode} ${error.body || error.message}`.slice(0, 500), error.statusCode);
      throw new PushSendError(error instanceof Error ? error.message : String(error), null);
    }
  };
}

/** Longest notification text a push carries: the whole message must stay under the 4 KB push services accept. */
const MAX_BODY = 1_000;

/** The message a notification pushes: title, text, the app path to open (`/` without a link), its id as tag. */
export function pushMessageOf(notification: { notificationId: string; title: string; body: string; link: string | null }): PushMessage {
  const body = notification.body.length > MAX_BODY ? `${notification.body.slice(0, MAX_BODY - 1)}…` : notification.body;
  return { title: notification.title.slice(0, 200), body, url: notification.link ?? '/', tag: notification.notificationId };
}

/** Gone for good: the push service no longer knows the subscription (RFC 8030 section 7.3). */
const isGone = (status: number | null) => status === 404 || status === 410;
/** Worth another try: unreachable, throttled or a server fault. Other refusals will not change. */
const isTransient = (status: number | null) => status === null || status === 408 || status === 429 || status >= 500;

/** How the push worker retries: as the e-mail worker, exponential from `baseDelayMs` to `maxDelayMs` within `retryWindowMs`. */
export interface PushDeliveryOptions {
  batchSize?: number;
  leaseSeconds?: number;
  /** First retry delay, ms (default 30 s); doubles per attempt. */
  baseDelayMs?: number;
  /** Longest delay between attempts, ms (default 1 h). */
  maxDelayMs?: number;
  /** How long a delivery is retried before it is marked failed, ms (default 24 h: the message's TTL). */
  retryWindowMs?: number;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * One pass of the push worker: claims due push deliveries (never one another instance holds), drops
 * those of deactivated people and those the person no longer wants (`pushWanted`), sends each to its subscription and marks it sent. A
 * subscription the push service answers 404 or 410 for is removed with its deliveries; an unreachable
 * or failing push service is retried with exponential backoff until the retry window ends; any other
 * refusal fails the delivery at once. Never throws for push service trouble.
 * @returns how many were sent, failed (this attempt; `gaveUp` of them for good), removed with their
 *   subscription and dropped as unwanted.
 */
export async function deliverDuePushes(
  db: DbOrTx,
  send: SendPush,
  options: PushDeliveryOptions = {},
): Promise<{ sent: number; failed: number; gaveUp: number; removed: number; skipped: number }> {
  const now = options.now ?? (() => new Date());
  const claimed = await pushDeliveryRepository.claimDuePushes(db, options.batchSize ?? 50, options.leaseSeconds ?? 120);
  const result = { sent: 0, failed: 0, gaveUp: 0, removed: 0, skipped: 0 };
  for (const delivery of claimed) {
    // A deactivated person's devices are told nothing more, whatever they subscribed to.
    if (!delivery.recipientActive || !(await pushWanted(db, delivery.recipientId, delivery.kind))) {
      await pushDeliveryRepository.deleteDelivery(db, delivery.deliveryId);
      result.skipped += 1;
      continue;
    }
    try {
      await send({ endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } }, JSON.stringify(pushMessageOf(delivery)));
      await markSent(db, delivery.deliveryId);
      result.sent += 1;
    } catch (error) {
      const status = error instanceof PushSendError ? error.statusCode : null;
      if (isGone(status)) {
        await deleteSubscription(db, delivery.subscriptionId);
        result.removed += 1;
        continue;
      }
      result.failed += 1;
      const age = now().getTime() - delivery.createdAt.getTime();
      const giveUp = !isTransient(status) || age >= (options.retryWindowMs ?? PUSH_TTL_SECONDS * 1000);
      if (giveUp) result.gaveUp += 1;
      const delay = backoffDelayMs(delivery.attempts, options.baseDelayMs ?? 30_000, options.maxDelayMs ?? 3_600_000);
      await markAttemptFailed(db, delivery.deliveryId, error instanceof Error ? error.message.slice(0, 500) : String(error), delay, giveUp);
    }
  }
  return result;
}

/**
 * Runs `deliverDuePushes` every `intervalMs` until stopped (`stop()`), telling `onPass` what each pass
 * did (the metrics); a failing pass is reported to `onError`.
 */
export function startPushWorker(
  db: DbOrTx,
  send: SendPush,
  options: PushDeliveryOptions & OutboxWorkerOptions & { onPass?: (pass: Awaited<ReturnType<typeof deliverDuePushes>>) => void } = {},
) {
  return startOutboxWorker(async () => {
    const result = await deliverDuePushes(db, send, options);
    options.onPass?.(result);
    return result.sent + result.failed + result.removed + result.skipped;
  }, options);
}
