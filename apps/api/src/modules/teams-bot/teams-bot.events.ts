import { sameId } from '@apps/contracts/common';
import type { DbOrTx } from '../../db/client';
import type { AuditEntry } from '../../lib/audit';
import { writeMicrosoftCalls } from '../microsoft/microsoft-delivery.service';
import { approversOf } from '../notifications/notification.service';
import * as repository from './teams-bot.repository';
import type { TeamsCardItem } from './teams-bot.repository';

/** The audited actions that make an item wait for an approver: each approver with the bot gets a card. */
const WAITING: Record<string, { item: TeamsCardItem; resource: 'timesheets' | 'leaves' }> = {
  'timesheet.submitted': { item: 'timesheet', resource: 'timesheets' },
  'leave_request.created': { item: 'leave', resource: 'leaves' },
};

/** The audited actions that decide (or take back) an item: every card sent about it is updated. */
const DECIDED: Record<string, TeamsCardItem> = {
  'timesheet.approved': 'timesheet',
  'timesheet.rejected': 'timesheet',
  'timesheet.approval_undone': 'timesheet',
  'leave_request.approved': 'leave',
  'leave_request.rejected': 'leave',
  'leave_request.cancelled': 'leave',
};

/**
 * The audit listener of the Teams bot, in the transaction of the change (the outbox of decision 0116):
 * when a timesheet is submitted or leave is requested, each of its approvers (`approversOf`: the nearest
 * approver in the line and, while a delegation runs, their delegates) who has a conversation with the
 * bot gets a card (`teams.card.send`); when it is approved, rejected, cancelled or an approval undone,
 * wherever that was done, every card sent about it is updated (`teams.card.update`). Nobody gets a
 * card about their own item or their own action. The cards are drawn when sent, from the item as it is then.
 */
export async function teamsBotListener(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const waiting = WAITING[entry.action];
  if (waiting) return cardsForApprovers(db, entry, waiting);
  const decided = DECIDED[entry.action];
  if (!decided) return;
  const cards = await repository.cardsOf(db, decided, entry.entityId);
  await writeMicrosoftCalls(
    db,
    cards.map((card) => ({ userId: card.approverId, leaveRequestId: null, operation: 'teams.card.update' as const, payload: { cardId: card.id } })),
  );
}

async function cardsForApprovers(db: DbOrTx, entry: AuditEntry, waiting: (typeof WAITING)[string]): Promise<void> {
  const ownerId = await repository.ownerOf(db, waiting.item, entry.entityId);
  if (!ownerId) return;
  const approvers = (await approversOf(db, { resource: waiting.resource, ownerId })).filter((id) => !sameId(id, ownerId) && !(entry.actorId && sameId(id, entry.actorId)));
  for (const conversation of await repository.conversationsOf(db, approvers)) {
    const cardId = await repository.insertCard(db, {
      approverId: conversation.userId,
      item: waiting.item,
      itemId: entry.entityId,
      serviceUrl: conversation.serviceUrl,
      conversationId: conversation.conversationId,
    });
    await writeMicrosoftCalls(db, [{ userId: conversation.userId, leaveRequestId: null, operation: 'teams.card.send', payload: { cardId } }]);
  }
}
