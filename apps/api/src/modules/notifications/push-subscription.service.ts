import type { PushSubscriptionInput, PushSubscriptionState, PushUnsubscribe } from '@apps/contracts/core/push';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import * as subscriptionRepository from './push-subscription.repository';

/**
 * Keeps the caller's browser subscription (idempotent by endpoint: subscribing again updates the keys;
 * an endpoint someone else subscribed from before becomes the caller's, as the browser profile now is).
 * @returns the endpoint, subscribed.
 */
export async function subscribeToPush(db: DbOrTx, caller: Caller, input: PushSubscriptionInput): Promise<PushSubscriptionState> {
  await subscriptionRepository.upsert(db, { userId: caller.user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
  return { endpoint: input.endpoint, subscribed: true };
}

/**
 * Removes the caller's subscription with `endpoint` and its pending pushes; another person's, or one
 * that does not exist, is left as it is (the answer is the same: the caller is not subscribed there).
 */
export async function unsubscribeFromPush(db: DbOrTx, caller: Caller, input: PushUnsubscribe): Promise<PushSubscriptionState> {
  await subscriptionRepository.deleteOwn(db, caller.user.id, input.endpoint);
  return { endpoint: input.endpoint, subscribed: false };
}
