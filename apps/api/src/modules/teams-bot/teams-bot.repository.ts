import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave.values';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { leaveRequests, timeEntries, timesheets } from '../../db/schema/mytime';
import { userSettings } from '../../db/schema/settings';
import { teamsApprovalCards, teamsConversations, TEAMS_CARD_ITEMS, type TeamsCardItem } from '../../db/schema/teams-bot';

export { TEAMS_CARD_ITEMS, type TeamsCardItem };

/** A person's personal conversation with the bot. */
export interface TeamsConversation {
  userId: string;
  serviceUrl: string;
  conversationId: string;
  botId: string;
  tenantId: string | null;
}

/** The active person whose Entra object id is `azureId`, with their saved language (null: never saved). */
export async function findPersonByObjectId(db: DbOrTx, azureId: string): Promise<{ id: string; language: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.azureId, azureId), eq(users.isActive, true)));
  return row;
}

/** Keeps (or replaces) the person's conversation with the bot. */
export async function saveConversation(db: DbOrTx, row: TeamsConversation): Promise<void> {
  await db
    .insert(teamsConversations)
    .values(row)
    .onConflictDoUpdate({
      target: teamsConversations.userId,
      set: { serviceUrl: row.serviceUrl, conversationId: row.conversationId, botId: row.botId, tenantId: row.tenantId, updatedAt: sql`now()` },
    });
}

/** Forgets the person's conversation (the bot was uninstalled). */
export async function deleteConversation(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(teamsConversations).where(eq(teamsConversations.userId, userId));
}

/** The conversations of those of `userIds` who have one. */
export async function conversationsOf(db: DbOrTx, userIds: readonly string[]): Promise<TeamsConversation[]> {
  if (userIds.length === 0) return [];
  return db.select({ userId: teamsConversations.userId, serviceUrl: teamsConversations.serviceUrl, conversationId: teamsConversations.conversationId, botId: teamsConversations.botId, tenantId: teamsConversations.tenantId }).from(teamsConversations).where(inArray(teamsConversations.userId, [...userIds]));
}

/** Records a card for an approver about an item in a conversation (a card sent again, after a resubmission, starts anew). @returns its id. */
export async function insertCard(db: DbOrTx, row: { approverId: string; item: TeamsCardItem; itemId: string; serviceUrl: string; conversationId: string }): Promise<string> {
  const [saved] = await db
    .insert(teamsApprovalCards)
    .values(row)
    .onConflictDoUpdate({ target: [teamsApprovalCards.approverId, teamsApprovalCards.item, teamsApprovalCards.itemId], set: { serviceUrl: row.serviceUrl, conversationId: row.conversationId, activityId: null } })
    .returning({ id: teamsApprovalCards.id });
  return saved!.id;
}

/** The cards sent about an item. */
export function cardsOf(db: DbOrTx, item: TeamsCardItem, itemId: string) {
  return db.select().from(teamsApprovalCards).where(and(eq(teamsApprovalCards.item, item), eq(teamsApprovalCards.itemId, itemId)));
}

/** Card `id` with its approver's saved language. */
export async function findCard(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ card: teamsApprovalCards, language: userSettings.language })
    .from(teamsApprovalCards)
    .leftJoin(userSettings, eq(userSettings.userId, teamsApprovalCards.approverId))
    .where(eq(teamsApprovalCards.id, id));
  return row;
}

/** Keeps the Bot Connector's id of a sent card. */
export async function setCardActivity(db: DbOrTx, id: string, activityId: string): Promise<void> {
  await db.update(teamsApprovalCards).set({ activityId }).where(eq(teamsApprovalCards.id, id));
}

const owner = alias(users, 'owner');
const reviewer = alias(users, 'reviewer');

/** A timesheet as its card shows it. */
export interface TimesheetForCard {
  id: string;
  ownerName: string;
  weekStartDate: string;
  weekEndDate: string;
  status: string;
  hours: number;
  reviewerName: string | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}

/** Timesheet `id` with its owner's and reviewer's names (else e-mails) and its hours. */
export async function findTimesheetForCard(db: DbOrTx, id: string): Promise<TimesheetForCard | undefined> {
  const [row] = await db
    .select({
      id: timesheets.id,
      ownerName: sql<string>`coalesce(${owner.name}, ${owner.email})`,
      weekStartDate: timesheets.weekStartDate,
      weekEndDate: timesheets.weekEndDate,
      status: timesheets.status,
      hours: sql<string>`coalesce((select sum(${timeEntries.hours}) from ${timeEntries} where ${timeEntries.timesheetId} = ${timesheets.id}), 0)`,
      reviewerName: sql<string | null>`coalesce(${reviewer.name}, ${reviewer.email})`,
      reviewedAt: timesheets.reviewedAt,
      rejectionReason: timesheets.rejectionReason,
    })
    .from(timesheets)
    .innerJoin(owner, eq(owner.id, timesheets.employeeId))
    .leftJoin(reviewer, eq(reviewer.id, timesheets.reviewedById))
    .where(eq(timesheets.id, id));
  return row && { ...row, hours: Number(row.hours) };
}

/** A leave request as its card shows it, with the owner's balance of its type and year (null: none, or a type without one). */
export interface LeaveForCard {
  id: string;
  employeeId: string;
  ownerName: string;
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  totalDays: number;
  halfDay: HalfDay | null;
  reason: string;
  status: string;
  reviewerName: string | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  balance: { allocated: number; used: number } | null;
}

/** Leave request `id` with its owner's and reviewer's names (else e-mails); its balance is added by the caller. */
export async function findLeaveForCard(db: DbOrTx, id: string): Promise<Omit<LeaveForCard, 'balance'> | undefined> {
  const [row] = await db
    .select({
      id: leaveRequests.id,
      employeeId: leaveRequests.employeeId,
      ownerName: sql<string>`coalesce(${owner.name}, ${owner.email})`,
      leaveType: leaveRequests.leaveType,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      totalDays: leaveRequests.totalDays,
      halfDay: leaveRequests.halfDay,
      reason: leaveRequests.reason,
      status: leaveRequests.status,
      reviewerName: sql<string | null>`coalesce(${reviewer.name}, ${reviewer.email})`,
      reviewedAt: leaveRequests.reviewedAt,
      rejectionReason: leaveRequests.rejectionReason,
    })
    .from(leaveRequests)
    .innerJoin(owner, eq(owner.id, leaveRequests.employeeId))
    .leftJoin(reviewer, eq(reviewer.id, leaveRequests.reviewedById))
    .where(eq(leaveRequests.id, id));
  return row;
}

/** The owner of timesheet or leave request `itemId`, or undefined when there is none. */
export async function ownerOf(db: DbOrTx, item: TeamsCardItem, itemId: string): Promise<string | undefined> {
  const table = item === 'timesheet' ? timesheets : leaveRequests;
  const [row] = await db.select({ employeeId: table.employeeId }).from(table).where(eq(table.id, itemId));
  return row?.employeeId;
}
