import type { DbOrTx } from '../../db/client';
import { backoffDelayMs } from '../notifications/email-delivery.service';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../lib/outbox-worker';
import { GraphError, type GraphClient } from './graph-client.service';
import * as outbox from './microsoft-outbox.repository';
import type { MICROSOFT_OPERATIONS } from '@apps/contracts/core/notification';
import { replyText } from './outlook-leave.payloads';

/** How the Microsoft worker retries: as the e-mail worker, exponential from `baseDelayMs` to `maxDelayMs` within `retryWindowMs`. */
export interface MicrosoftDeliveryOptions {
  batchSize?: number;
  leaseSeconds?: number;
  /** First retry delay, ms (default 30 s); doubles per attempt; a longer `Retry-After` wins. */
  baseDelayMs?: number;
  /** Longest delay between attempts, ms (default 1 h). */
  maxDelayMs?: number;
  /** How long a call is retried before it is marked failed, ms (default 26 h, as e-mail). */
  retryWindowMs?: number;
  /** Told about a call that needed nothing (the person's own automatic reply kept, no object id). */
  onNote?: (note: string, details: { deliveryId: string; userId: string }) => void;
  /** Told about a call given up for good (refused by Graph, or retried for the whole window): its last error. */
  onGiveUp?: (error: string, details: { deliveryId: string; userId: string; operation: string }) => void;
  now?: () => Date;
}

/** Worth another try: unreachable or timed out, throttled, or a server fault. 403 (permission) and 404 (user) will not change. */
const isTransient = (status: number | null) => status === null || status === 408 || status === 429 || status >= 500;

type Claimed = outbox.ClaimedMicrosoftDelivery;

type MicrosoftOperation = (typeof MICROSOFT_OPERATIONS)[number];

/**
 * Writes Microsoft calls to the outbox in `db` (the transaction of the change that causes them), in this
 * order; a worker makes them. Another module's listener (the Teams bot's cards) writes its calls here.
 */
export function writeMicrosoftCalls(db: DbOrTx, rows: readonly outbox.NewMicrosoftDelivery[]): Promise<void> {
  return outbox.insertDeliveries(db, rows);
}

/** The calls of the Teams bot (the Bot Connector, not Graph): its own worker makes them. */
export const TEAMS_BOT_OPERATIONS: readonly MicrosoftOperation[] = ['teams.card.send', 'teams.card.update'];

/** Makes one claimed call; answers a note when nothing needed doing. @throws GraphError (status, `Retry-After`) to be retried or given up. */
export type PerformCall = (db: DbOrTx, call: Claimed) => Promise<string | null>;

/** A Graph path segment (an object id or an event id). */
const segment = (value: string) => encodeURIComponent(value);

/** Makes one call; answers a note when nothing needed doing. @throws GraphError from Graph. */
async function perform(db: DbOrTx, graph: GraphClient, call: Claimed & { azureId: string }): Promise<string | null> {
  const user = `/users/${segment(call.azureId)}`;
  switch (call.operation) {
    case 'outlook.event.create': {
      // Graph's `transactionId` makes a repeated create (a worker that died before recording it) return the same event.
      const created = await graph.request<{ id: string }>('POST', `${user}/events`, { ...call.payload, transactionId: call.id });
      if (call.leaveRequestId) await outbox.setLeaveEventId(db, call.leaveRequestId, created.body.id);
      return null;
    }
    case 'outlook.replies.schedule':
      await graph.request('PATCH', `${user}/mailboxSettings`, call.payload);
      return null;
    case 'outlook.event.delete': {
      const placed = call.leaveRequestId ? await outbox.findLeaveEvent(db, call.leaveRequestId) : undefined;
      if (placed?.eventId) {
        try {
          await graph.request('DELETE', `${user}/events/${segment(placed.eventId)}`);
        } catch (error) {
          // Deleted in Outlook already: what this call wanted.
          if (!(error instanceof GraphError && error.status === 404 && error.code === 'ErrorItemNotFound')) throw error;
        }
      }
      if (call.leaveRequestId) await outbox.deleteLeaveEvent(db, call.leaveRequestId);
      return placed?.eventId ? null : 'no event was created';
    }
    case 'teams.activity.send':
      try {
        await graph.request('POST', `${user}/teamwork/sendActivityNotification`, call.payload);
      } catch (error) {
        // Graph refuses (403 or 404) a person for whom the Teams app is not installed, as it does a missing
        // TeamsActivity.Send or an unknown user: none of it changes by retrying, so the call fails at once, named.
        if (error instanceof GraphError && (error.status === 403 || error.status === 404)) {
          throw new GraphError(`Teams app not installed for the person, or TeamsActivity.Send not granted (Graph: ${error.message})`.slice(0, 500), error.status, error.code);
        }
        throw error;
      }
      return null;
    case 'outlook.replies.reset': {
      const current = await graph.request<{ automaticRepliesSetting?: { status?: string; internalReplyMessage?: string } }>('GET', `${user}/mailboxSettings`);
      const setting = current.body.automaticRepliesSetting;
      const ours = typeof call.payload.ours === 'string' ? call.payload.ours : '';
      if (!setting || setting.status === 'disabled') return 'automatic replies already off';
      // Never overwrite a reply the person wrote: only the one this app set is turned off.
      if (replyText(setting.internalReplyMessage) !== replyText(ours)) return "the person's own automatic reply was kept";
      await graph.request('PATCH', `${user}/mailboxSettings`, { automaticRepliesSetting: call.payload.automaticRepliesSetting });
      return null;
    }
    default:
      throw new GraphError(`${call.operation} is not a Graph call`, 400);
  }
}

/**
 * One pass of the Microsoft worker: claims due Graph calls (never one another instance holds, the calls
 * of one leave request in order), makes each and marks it done; a call of a person without an Entra
 * object id is marked failed at once. 429 (after its `Retry-After`), 5xx and timeouts are retried with
 * exponential backoff until the retry window ends; 403 (a missing permission, or the Teams app not
 * installed for the person), 404 (an unknown user) and other refusals fail at once (`onGiveUp`). Never
 * throws for Graph trouble.
 * @returns how many calls were done, failed (this attempt; `gaveUp` of them for good).
 */
export function deliverDueMicrosoftCalls(
  db: DbOrTx,
  graph: GraphClient,
  options: MicrosoftDeliveryOptions = {},
): Promise<{ sent: number; failed: number; gaveUp: number }> {
  return deliverDueCalls(db, (tx, call) => perform(tx, graph, { ...call, azureId: call.azureId! }), { ...options, operations: { except: TEAMS_BOT_OPERATIONS } });
}

/**
 * One pass over the due calls of `options.operations` made by `performCall`, with the claim, retries
 * and giving up of `deliverDueMicrosoftCalls`. A call of a person without an Entra object id fails at
 * once unless `objectIdOptional` (the bot reaches people by their conversation, not their object id).
 */
export async function deliverDueCalls(
  db: DbOrTx,
  performCall: PerformCall,
  options: MicrosoftDeliveryOptions & { operations?: outbox.OperationFilter; objectIdOptional?: boolean } = {},
): Promise<{ sent: number; failed: number; gaveUp: number }> {
  const now = options.now ?? (() => new Date());
  const claimed = await outbox.claimDue(db, options.batchSize ?? 50, options.leaseSeconds ?? 120, options.operations);
  const result = { sent: 0, failed: 0, gaveUp: 0 };
  const failed = new Set<string>();
  for (const call of claimed) {
    // A later call of a leave request whose earlier call just failed waits for it (next pass).
    if (call.leaveRequestId && failed.has(call.leaveRequestId)) {
      await outbox.markAttemptFailed(db, call.id, 'waiting for an earlier call', 0, false);
      continue;
    }
    if (!call.azureId && !options.objectIdOptional) {
      result.failed += 1;
      result.gaveUp += 1;
      await outbox.markAttemptFailed(db, call.id, 'no Entra object id', 0, true);
      options.onNote?.('no Entra object id', { deliveryId: call.id, userId: call.userId });
      continue;
    }
    try {
      const note = await performCall(db, call);
      await outbox.markSent(db, call.id, note);
      if (note) options.onNote?.(note, { deliveryId: call.id, userId: call.userId });
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      if (call.leaveRequestId) failed.add(call.leaveRequestId);
      const status = error instanceof GraphError ? error.status : null;
      const age = now().getTime() - call.createdAt.getTime();
      const giveUp = !isTransient(status) || age >= (options.retryWindowMs ?? 26 * 3_600_000);
      const backoff = backoffDelayMs(call.attempts, options.baseDelayMs ?? 30_000, options.maxDelayMs ?? 3_600_000);
      const delay = Math.max(backoff, error instanceof GraphError ? (error.retryAfterMs ?? 0) : 0);
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await outbox.markAttemptFailed(db, call.id, message, delay, giveUp);
      if (giveUp) {
        result.gaveUp += 1;
        options.onGiveUp?.(message, { deliveryId: call.id, userId: call.userId, operation: call.operation });
      }
    }
  }
  return result;
}

/** Runs `deliverDueMicrosoftCalls` every `intervalMs` until stopped; a failing pass is reported to `onError`. */
export function startMicrosoftWorker(
  db: DbOrTx,
  graph: GraphClient,
  options: MicrosoftDeliveryOptions & OutboxWorkerOptions & { onPass?: (pass: Awaited<ReturnType<typeof deliverDueMicrosoftCalls>>) => void } = {},
) {
  return startOutboxWorker(async () => {
    const result = await deliverDueMicrosoftCalls(db, graph, options);
    options.onPass?.(result);
    return result.sent + result.failed;
  }, options);
}
