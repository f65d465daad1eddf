import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessRequests } from '../../db/schema/access';
import { auditLog, delegations, roles, userRoles, users } from '../../db/schema/core';
import { careerGoals, careerMilestones, keyResults, learningModules, learningPaths, okrs, performanceReviews } from '../../db/schema/grow';
import { microsoftDeliveries, outlookLeaveEvents } from '../../db/schema/microsoft';
import { leaveBalances, leaveRequests, mytimeProjects, timeEntries, timesheets } from '../../db/schema/mytime';
import { notifications, pushSubscriptions } from '../../db/schema/notifications';
import { provisionedUsers, provisioningEvents } from '../../db/schema/provisioning';
import { userSettings } from '../../db/schema/settings';
import { teamsApprovalCards, teamsConversations } from '../../db/schema/teams-bot';

// Reads of the personal-data export: one statement per kind of record, each on an index that starts
// with the person's id (child rows through a join on their parent), whole lists without paging.

export type UserRow = typeof users.$inferSelect;
type Row = Record<string, unknown>;

/** The person's `users` row. */
export function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, userId)).then((rows) => rows[0]);
}

/** Id and name of each person in `ids` (manager, reports), ordered by name. */
export function peopleNamed(db: DbOrTx, ids: readonly string[]): Promise<Array<{ id: string; name: string | null }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...ids])).orderBy(asc(users.name), asc(users.id));
}

/** Id and name of the person's direct reports, ordered by name. */
export function directReports(db: DbOrTx, userId: string): Promise<Array<{ id: string; name: string | null }>> {
  return db.select({ id: users.id, name: users.name }).from(users).where(eq(users.managerId, userId)).orderBy(asc(users.name), asc(users.id));
}

/** Role assignments with the role's name. */
export function roleAssignments(db: DbOrTx, userId: string): Promise<Row[]> {
  return db
    .select({ id: userRoles.id, role: roles.name, module: userRoles.module, source: userRoles.source, createdAt: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt));
}

export function settingsOf(db: DbOrTx, userId: string): Promise<Row | undefined> {
  return db.select().from(userSettings).where(eq(userSettings.userId, userId)).then((rows) => rows[0]);
}

export function accessRequestsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(accessRequests).where(eq(accessRequests.userId, userId)).orderBy(asc(accessRequests.createdAt));
}

/** Delegations the person gave or received, by start date. */
export function delegationsOf(db: DbOrTx, userId: string): Promise<Array<typeof delegations.$inferSelect>> {
  return db
    .select()
    .from(delegations)
    .where(or(eq(delegations.managerId, userId), eq(delegations.delegateId, userId)))
    .orderBy(asc(delegations.startDate));
}

export function timesheetsOf(db: DbOrTx, userId: string): Promise<Array<typeof timesheets.$inferSelect>> {
  return db.select().from(timesheets).where(eq(timesheets.employeeId, userId)).orderBy(asc(timesheets.weekStartDate));
}

/** Every time entry of the person's timesheets, with the project's name and code, by date. */
export function timeEntriesOf(db: DbOrTx, userId: string): Promise<Array<typeof timeEntries.$inferSelect & { projectName: string; projectCode: string }>> {
  return db
    .select({ entry: timeEntries, projectName: mytimeProjects.name, projectCode: mytimeProjects.code })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .innerJoin(mytimeProjects, eq(mytimeProjects.id, timeEntries.projectId))
    .where(eq(timesheets.employeeId, userId))
    .orderBy(asc(timeEntries.date), asc(timeEntries.createdAt))
    .then((rows) => rows.map(({ entry, projectName, projectCode }) => ({ ...entry, projectName, projectCode })));
}

export function leaveRequestsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(leaveRequests).where(eq(leaveRequests.employeeId, userId)).orderBy(asc(leaveRequests.startDate));
}

export function leaveBalancesOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(leaveBalances).where(eq(leaveBalances.employeeId, userId)).orderBy(asc(leaveBalances.year), asc(leaveBalances.leaveType));
}

export function okrsOf(db: DbOrTx, userId: string): Promise<Array<typeof okrs.$inferSelect>> {
  return db.select().from(okrs).where(eq(okrs.employeeId, userId)).orderBy(asc(okrs.year), asc(okrs.quarter), asc(okrs.createdAt));
}

/** Key results of the person's OKRs, in position order. */
export function keyResultsOf(db: DbOrTx, userId: string): Promise<Array<typeof keyResults.$inferSelect>> {
  return db
    .select({ keyResult: keyResults })
    .from(keyResults)
    .innerJoin(okrs, eq(okrs.id, keyResults.okrId))
    .where(eq(okrs.employeeId, userId))
    .orderBy(asc(keyResults.okrId), asc(keyResults.position))
    .then((rows) => rows.map((row) => row.keyResult));
}

export function reviewsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(performanceReviews).where(eq(performanceReviews.employeeId, userId)).orderBy(asc(performanceReviews.createdAt));
}

export function learningPathsOf(db: DbOrTx, userId: string): Promise<Array<typeof learningPaths.$inferSelect>> {
  return db.select().from(learningPaths).where(eq(learningPaths.employeeId, userId)).orderBy(asc(learningPaths.createdAt));
}

/** Modules of the person's learning paths, in position order. */
export function learningModulesOf(db: DbOrTx, userId: string): Promise<Array<typeof learningModules.$inferSelect>> {
  return db
    .select({ module: learningModules })
    .from(learningModules)
    .innerJoin(learningPaths, eq(learningPaths.id, learningModules.pathId))
    .where(eq(learningPaths.employeeId, userId))
    .orderBy(asc(learningModules.pathId), asc(learningModules.position))
    .then((rows) => rows.map((row) => row.module));
}

export function careerGoalsOf(db: DbOrTx, userId: string): Promise<Array<typeof careerGoals.$inferSelect>> {
  return db.select().from(careerGoals).where(eq(careerGoals.employeeId, userId)).orderBy(asc(careerGoals.createdAt));
}

/** Milestones of the person's career goals, in position order. */
export function careerMilestonesOf(db: DbOrTx, userId: string): Promise<Array<typeof careerMilestones.$inferSelect>> {
  return db
    .select({ milestone: careerMilestones })
    .from(careerMilestones)
    .innerJoin(careerGoals, eq(careerGoals.id, careerMilestones.goalId))
    .where(eq(careerGoals.employeeId, userId))
    .orderBy(asc(careerMilestones.goalId), asc(careerMilestones.position))
    .then((rows) => rows.map((row) => row.milestone));
}

/** Notifications to the person, newest first (the recipient index's order). */
export function notificationsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(notifications).where(eq(notifications.recipientId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Push subscriptions without their encryption keys (secrets of the browser, not facts about the person). */
export function pushSubscriptionsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** The Outlook events the app created for the person's approved leave, oldest first. */
export function outlookLeaveEventsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(outlookLeaveEvents).where(eq(outlookLeaveEvents.userId, userId)).orderBy(asc(outlookLeaveEvents.createdAt));
}

/** The Microsoft calls (Graph, Bot Connector) made or to be made for the person, in the order they were written; without the worker's lease. */
export function microsoftCallsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db
    .select({
      id: microsoftDeliveries.id,
      operation: microsoftDeliveries.operation,
      payload: microsoftDeliveries.payload,
      status: microsoftDeliveries.status,
      attempts: microsoftDeliveries.attempts,
      lastError: microsoftDeliveries.lastError,
      sentAt: microsoftDeliveries.sentAt,
      createdAt: microsoftDeliveries.createdAt,
    })
    .from(microsoftDeliveries)
    .where(eq(microsoftDeliveries.userId, userId))
    .orderBy(asc(microsoftDeliveries.seq));
}

/** The person's personal chat with the Teams approvals bot, if they installed it. */
export function teamsChatOf(db: DbOrTx, userId: string): Promise<Row | undefined> {
  return db.select().from(teamsConversations).where(eq(teamsConversations.userId, userId)).then((rows) => rows[0]);
}

/** Approval cards the bot sent the person, oldest first. */
export function teamsApprovalCardsOf(db: DbOrTx, userId: string): Promise<Row[]> {
  return db.select().from(teamsApprovalCards).where(eq(teamsApprovalCards.approverId, userId)).orderBy(asc(teamsApprovalCards.createdAt));
}

export function provisionedAccountOf(db: DbOrTx, userId: string): Promise<typeof provisionedUsers.$inferSelect | undefined> {
  return db.select().from(provisionedUsers).where(eq(provisionedUsers.userId, userId)).then((rows) => rows[0]);
}

/** Provisioning log lines about one SCIM resource, oldest first. */
export function provisioningEventsOf(db: DbOrTx, resourceId: string): Promise<Row[]> {
  return db.select().from(provisioningEvents).where(eq(provisioningEvents.resourceId, resourceId)).orderBy(asc(provisioningEvents.createdAt));
}

/**
 * Audit entries of changes the person made (`actor_id`), about their account or one of `recordIds`
 * (`entity_id`; ids are UUIDs, unique across tables), or about their role assignments, oldest first,
 * leaving out the entries of action `leaveOut`.
 * One statement: its scan of `audit_log` is the export's largest read.
 */
export function auditEntriesOf(db: DbOrTx, userId: string, recordIds: readonly string[], leaveOut: string): Promise<Row[]> {
  const ids = [userId, ...recordIds];
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        ne(auditLog.action, leaveOut),
        or(
          eq(auditLog.actorId, userId),
          // An array literal of UUIDs (no commas or quotes in them), as the people search binds its id lists.
          sql`${auditLog.entityId} = any(${`{${ids.join(',')}}`}::text[])`,
          sql`${auditLog.entity} = 'user_role' and (${auditLog.after}->>'userId' = ${userId} or ${auditLog.before}->>'userId' = ${userId})`,
        ),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
