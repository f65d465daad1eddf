import type { PushSubscriptionState, VapidPublicKey } from '@apps/contracts/core/push';
import { api } from './api-client';
import { i18n } from './i18n/intl';
import { pushMessages } from './messages';

/** The service worker that shows pushed notifications (apps/web/public/sw.js), for the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Why push cannot be turned on here: no Push API in this browser, or notifications not allowed. */
export class PushUnavailableError extends Error {
  override name = 'PushUnavailableError';
  constructor(readonly reason: 'unsupported' | 'denied') {
    super(i18n().formatMessage(reason === 'unsupported' ? pushMessages.unsupported : pushMessages.denied));
  }
}

/**
 * Whether this browser has the service worker, Push and Notifications APIs (an iPhone or iPad has them
 * once the app is added to the home screen).
 */
export function isPushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** The base64url key as bytes (the Push API's `applicationServerKey`). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Turns push on in this browser for the signed-in person: asks for permission to show notifications
 * (call it from a click: Safari asks only then), registers the service worker, subscribes with the
 * server's VAPID key (`GET /v1/push/vapid-public-key`; a subscription made with another key is replaced)
 * and stores the subscription (`POST /v1/me/push-subscriptions`). Calling it again is harmless.
 * @returns the server's answer `{ endpoint, subscribed: true }`.
 * @throws PushUnavailableError when the browser cannot push or the person blocked notifications;
 *   ApiError when the server refuses.
 */
export async function subscribeToPush(): Promise<PushSubscriptionState> {
  if (!isPushSupported()) throw new PushUnavailableError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<VapidPublicKey>('/push/vapid-public-key');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return api.post<PushSubscriptionState>('/me/push-subscriptions', subscription.toJSON());
}

/**
 * Turns push off in this browser: the server forgets the subscription first
 * (`DELETE /v1/me/push-subscriptions`, so nothing more is sent), then the browser drops it. Does nothing
 * when this browser has no subscription.
 * @throws ApiError when the server refuses (the browser's subscription is then kept).
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete<PushSubscriptionState>('/me/push-subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
