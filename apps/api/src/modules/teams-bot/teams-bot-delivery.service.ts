import { yearOf } from '@apps/contracts/mytime/calendar';
import type { DbOrTx } from '../../db/client';
import { balancesOf } from '../mytime/leave.service';
import { languageOf } from '../../lib/i18n';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../lib/outbox-worker';
import { GraphError } from '../microsoft/graph-client.service';
import { deliverDueCalls, TEAMS_BOT_OPERATIONS, type MicrosoftDeliveryOptions, type PerformCall } from '../microsoft/microsoft-delivery.service';
import { ADAPTIVE_CARD_TYPE, approvalCard, type CardSubject } from './approval-card';
import type { BotConnectorClient } from './bot-connector.client';
import * as repository from './teams-bot.repository';

/** The item a card is about, as it is now; leave with the owner's balance of its type (as the app shows it beside Approve). */
export async function subjectOf(db: DbOrTx, item: 'timesheet' | 'leave', itemId: string): Promise<CardSubject> {
  if (item === 'timesheet') return { item, facts: (await repository.findTimesheetForCard(db, itemId)) ?? null };
  const leave = await repository.findLeaveForCard(db, itemId);
  if (!leave) return { item, facts: null };
  // `balancesOf` lists the types that have a balance only.
  const balance = (await balancesOf(db, leave.employeeId, yearOf(leave.startDate))).find((row) => row.leaveType === leave.leaveType);
  return { item, facts: { ...leave, balance: balance ? { allocated: balance.allocated, used: balance.used } : null } };
}

/** A message carrying one Adaptive Card. */
const cardMessage = (card: Record<string, unknown>) => ({ type: 'message', attachments: [{ contentType: ADAPTIVE_CARD_TYPE, content: card }] });

/** Sends or updates one approval card, drawn from the item as it is now in the approver's language. */
function performCardCall(client: BotConnectorClient, appUrl: string): PerformCall {
  return async (db, call) => {
    const cardId = typeof call.payload.cardId === 'string' ? call.payload.cardId : '';
    const found = await repository.findCard(db, cardId);
    if (!found) return 'the card is gone';
    const { card } = found;
    const content = approvalCard({ language: languageOf(found.language), appUrl, itemId: card.itemId, subject: await subjectOf(db, card.item, card.itemId) });
    const address = { serviceUrl: card.serviceUrl, conversationId: card.conversationId };
    if (call.operation === 'teams.card.send') {
      if (card.activityId) return 'the card was sent already';
      await repository.setCardActivity(db, card.id, await client.send(address, cardMessage(content)));
      return null;
    }
    // Its send call is still pending or retrying: this update waits (a send drawn later shows the decision anyway).
    if (!card.activityId) throw new GraphError('the card is not sent yet', null);
    await client.update({ ...address, activityId: card.activityId }, cardMessage(content));
    return null;
  };
}

/**
 * One pass over the due Teams card calls (`teams.card.send`, `teams.card.update`): the claim, retries
 * (429 after `Retry-After`, 5xx, timeouts) and giving up of the Microsoft outbox (decision 0116).
 * A person is reached by their conversation with the bot, so no Entra object id is needed.
 */
export function deliverDueBotCalls(db: DbOrTx, client: BotConnectorClient, appUrl: string, options: MicrosoftDeliveryOptions = {}) {
  return deliverDueCalls(db, performCardCall(client, appUrl), { ...options, operations: { only: TEAMS_BOT_OPERATIONS }, objectIdOptional: true });
}

/** Runs `deliverDueBotCalls` every `intervalMs` until stopped; a failing pass is reported to `onError`. */
export function startBotWorker(db: DbOrTx, client: BotConnectorClient, appUrl: string, options: MicrosoftDeliveryOptions & OutboxWorkerOptions = {}) {
  return startOutboxWorker(async () => {
    const result = await deliverDueBotCalls(db, client, appUrl, options);
    return result.sent + result.failed;
  }, options);
}
