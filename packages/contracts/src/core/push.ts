import { z } from 'zod';

/** Base64url without padding (RFC 4648 section 5), as the Push API and VAPID write keys. */
const base64Url = (message: string) => z.string().min(1, message).max(200, message).regex(/^[A-Za-z0-9_-]+={0,2}$/, message);

/**
 * `GET /v1/push/vapid-public-key`: the application server's VAPID public key, the 65-byte uncompressed
 * P-256 point in base64url, which the browser's `pushManager.subscribe({ applicationServerKey })` takes.
 */
export const VapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;

/** A push service address: an `https:` URL (the Push API gives nothing else; anything else could reach inside the network). */
export const PushEndpointSchema = z
  .string({ message: 'Must be an https address' })
  .max(2048, 'Must be at most 2048 characters')
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Must be an https address');

/**
 * `POST /v1/me/push-subscriptions`: the browser's `PushSubscription.toJSON()` (`expirationTime` and
 * other members are accepted and ignored). `keys.p256dh` is the browser's P-256 public key and
 * `keys.auth` its 16-byte secret, both base64url.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({
    p256dh: base64Url('Must be the base64url P-256 key of the subscription'),
    auth: base64Url('Must be the base64url secret of the subscription'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** `DELETE /v1/me/push-subscriptions`: the endpoint of the caller's subscription to remove. */
export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

/** The answer of both subscription calls: the endpoint and whether the caller now has it. */
export const PushSubscriptionStateSchema = z.object({ endpoint: z.string(), subscribed: z.boolean() });
export type PushSubscriptionState = z.infer<typeof PushSubscriptionStateSchema>;

/**
 * What a push message carries (JSON, encrypted for the browser): the notification's title and text,
 * the app path to open on click, and a tag (the notification id) that keeps repeats as one.
 */
export const PushMessageSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushMessage = z.infer<typeof PushMessageSchema>;
