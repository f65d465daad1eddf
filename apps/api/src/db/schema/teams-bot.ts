import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { enumCheck } from './enum-check';

/**
 * Where the Teams bot reaches a person: the personal conversation Teams opened when the person
 * installed the bot or wrote to it (the Bot Connector's conversation reference: its service URL and
 * conversation id, the bot's channel account id and the tenant). One per person, replaced by the latest.
 */
export const teamsConversations = pgTable('teams_conversations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  serviceUrl: text('service_url').notNull(),
  conversationId: text('conversation_id').notNull(),
  botId: text('bot_id').notNull(),
  tenantId: text('tenant_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an approval card is about. */
export const TEAMS_CARD_ITEMS = ['timesheet', 'leave'] as const;
export type TeamsCardItem = (typeof TEAMS_CARD_ITEMS)[number];

/**
 * An approval card sent to one approver about one timesheet or leave request: the conversation it went
 * to and the id the Bot Connector gave the message (null until the send call is done), so a decision
 * made anywhere updates every approver's card.
 */
export const teamsApprovalCards = pgTable(
  'teams_approval_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').$type<TeamsCardItem>().notNull(),
    itemId: uuid('item_id').notNull(),
    serviceUrl: text('service_url').notNull(),
    conversationId: text('conversation_id').notNull(),
    activityId: text('activity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_approval_cards_approver_item_key').on(t.approverId, t.item, t.itemId),
    index('teams_approval_cards_item_idx').on(t.item, t.itemId),
    enumCheck('teams_approval_cards_item_check', t.item, TEAMS_CARD_ITEMS),
  ],
);
