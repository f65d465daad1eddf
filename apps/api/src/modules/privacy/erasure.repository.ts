import { eq, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import * as schema from '../../db/schema';
import { accessRequests } from '../../db/schema/access';
import { delegations, userRoles, users } from '../../db/schema/core';
import { careerGoals, careerMilestones, keyResults, learningModules, learningPaths, okrs, performanceReviews } from '../../db/schema/grow';
import { leaveRequests, timeEntries, timesheets } from '../../db/schema/mytime';
import { notifications, pushSubscriptions } from '../../db/schema/notifications';
import { teamsApprovalCards, teamsConversations } from '../../db/schema/teams-bot';
import { provisionedUsers } from '../../db/schema/provisioning';
import { userSettings } from '../../db/schema/settings';

/** What replaces an erased free text that cannot be null (an OKR's objective, a leave reason). */
export const ERASED_TEXT = '[erased]';

/**
 * Text and JSON columns the scrub never rewrites (`table.column`): the identity of other records
 * (another person's or candidate's name and address could contain the erased one: `ann@x.example` in
 * `joann@x.example`), unique keys and secrets. The erased person's own row is written explicitly.
 */
const UNTOUCHED = new Set([
  'users.email',
  'users.name',
  'users.azure_id',
  'candidates.email',
  'candidates.full_name',
  'provisioned_users.user_name',
  'provisioned_users.external_id',
  'scim_tokens.token_hash',
  'push_subscriptions.endpoint',
  'push_subscriptions.p256dh',
  'push_subscriptions.auth',
  'notifications.dedupe_key',
  'app_settings.key',
  'app_settings.value',
]);

/** One text to find (case-insensitively, as a whole word) and what to write instead. */
export interface Replacement {
  find: string;
  replaceWith: string;
}

/** Every table of the schema with its text and JSON columns (the scrub's reach). */
export function textColumnsByTable(): Array<{ table: string; text: string[]; json: string[] }> {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const wanted = (type: string) => config.columns.filter((c) => c.columnType === type && !UNTOUCHED.has(`${config.name}.${c.name}`)).map((c) => c.name);
      return { table: config.name, text: wanted('PgText'), json: wanted('PgJsonb') };
    })
    .filter((t) => t.text.length + t.json.length > 0);
}

/** An ARE regular expression matching `text` literally, as a whole word where it starts or ends with a word character. */
function wordPattern(text: string): string {
  const escaped = text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  return `${/^\w/u.test(text) ? '\\m' : ''}${escaped}${/\w$/u.test(text) ? '\\M' : ''}`;
}

/** `text` as it appears inside a JSON string (quotes, backslashes and control characters escaped). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * `value` contains `text`: a plain case-insensitive substring test first (cheap), then the whole-word
 * pattern, so only the rows that really name the person are rewritten.
 */
const contains = (value: SQL, text: string) => sql`(strpos(lower(${value}), ${text.toLowerCase()}) > 0 and ${value} ~* ${wordPattern(text)})`;

/**
 * Heap pages one UPDATE of the scrub reads (8 KiB pages: 32 MiB): each statement stays well inside the
 * statement timeout however large the table (a TID range scan reads just those pages).
 */
const PAGES_PER_STATEMENT = 4_096;

/** The table's size in heap pages. */
async function pagesOf(db: DbOrTx, table: string): Promise<number> {
  const result = await db.execute<{ pages: number }>(
    sql`select (pg_relation_size(to_regclass(${table})) / current_setting('block_size')::int)::int as pages`,
  );
  return Number(result.rows[0]?.pages ?? 0);
}

/** The rows of pages `from` to `from + PAGES_PER_STATEMENT` (the last slice also takes every later page). */
function pageSlice(from: number, last: boolean): SQL {
  const start = sql.raw(`'(${from},0)'::tid`);
  if (last) return sql`ctid >= ${start}`;
  return sql`ctid >= ${start} and ctid < ${sql.raw(`'(${from + PAGES_PER_STATEMENT},0)'::tid`)}`;
}

/**
 * Replaces every occurrence of each `find` in every text and JSON column of every table of the schema
 * (except `UNTOUCHED`), case-insensitively and as a whole word: one UPDATE per table and slice of
 * `PAGES_PER_STATEMENT` pages, rewriting only the rows that match. It reads every table: erasure is
 * rare, and it is the only way to reach texts that name the person in other people's records (a
 * notification to their manager, a review comment, an audit entry's before/after).
 * @returns the number of rows rewritten per table (tables without a match are left out).
 */
export async function replaceEverywhere(db: DbOrTx, replacements: readonly Replacement[]): Promise<Record<string, number>> {
  const wanted = replacements.filter((r) => r.find.trim().length >= 2);
  const rewritten: Record<string, number> = {};
  if (wanted.length === 0) return rewritten;
  for (const { table, text, json } of textColumnsByTable()) {
    const matches: SQL[] = [];
    const sets: SQL[] = [];
    for (const column of text) {
      const ref = sql.identifier(column);
      let value: SQL = sql`${ref}`;
      for (const r of wanted) value = sql`regexp_replace(${value}, ${wordPattern(r.find)}, ${r.replaceWith}, 'gi')`;
      sets.push(sql`${ref} = ${value}`);
      for (const r of wanted) matches.push(contains(sql`${ref}`, r.find));
    }
    for (const column of json) {
      const ref = sql.identifier(column);
      let value: SQL = sql`${ref}::text`;
      for (const r of wanted) value = sql`regexp_replace(${value}, ${wordPattern(inJson(r.find))}, ${inJson(r.replaceWith)}, 'gi')`;
      sets.push(sql`${ref} = (${value})::jsonb`);
      for (const r of wanted) matches.push(contains(sql`${ref}::text`, inJson(r.find)));
    }
    const pages = await pagesOf(db, table);
    let count = 0;
    for (let from = 0; from <= pages; from += PAGES_PER_STATEMENT) {
      const slice = pageSlice(from, from + PAGES_PER_STATEMENT > pages);
      const result = await db.execute(
        sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ${slice} and (${sql.join(matches, sql` or `)})`,
      );
      count += Number((result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
    }
    if (count > 0) rewritten[table] = count;
  }
  return rewritten;
}

/** How many rows of each kind `removeAccountLinks` deleted. */
export interface RemovedLinks {
  roles: number;
  settings: number;
  accessRequests: number;
  delegations: number;
  notifications: number;
  pushSubscriptions: number;
  provisioning: number;
  teamsConversations: number;
  teamsCards: number;
}

const countOf = (rows: unknown[]) => rows.length;

/**
 * Deletes what exists only for the account itself and serves no payroll or reporting need: role
 * assignments, settings, access requests, delegations given and received, notifications to the person
 * (their deliveries go with them), push subscriptions, the directory's provisioning record, and the
 * person's chat with the Teams bot with the approval cards sent there (the bot writes to them no more).
 */
export async function removeAccountLinks(db: DbOrTx, userId: string): Promise<RemovedLinks> {
  const returningId = { id: sql<string>`1` };
  return {
    roles: countOf(await db.delete(userRoles).where(eq(userRoles.userId, userId)).returning(returningId)),
    settings: countOf(await db.delete(userSettings).where(eq(userSettings.userId, userId)).returning(returningId)),
    accessRequests: countOf(await db.delete(accessRequests).where(eq(accessRequests.userId, userId)).returning(returningId)),
    delegations: countOf(
      await db.delete(delegations).where(or(eq(delegations.managerId, userId), eq(delegations.delegateId, userId))).returning(returningId),
    ),
    notifications: countOf(await db.delete(notifications).where(eq(notifications.recipientId, userId)).returning(returningId)),
    pushSubscriptions: countOf(await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).returning(returningId)),
    provisioning: countOf(await db.delete(provisionedUsers).where(eq(provisionedUsers.userId, userId)).returning(returningId)),
    teamsConversations: countOf(await db.delete(teamsConversations).where(eq(teamsConversations.userId, userId)).returning(returningId)),
    teamsCards: countOf(await db.delete(teamsApprovalCards).where(eq(teamsApprovalCards.approverId, userId)).returning(returningId)),
  };
}

/** `column` set to `ERASED_TEXT`, or kept null when it is null (a state that needs a text keeps one). */
const erasedOrNull = (column: PgColumn) => sql`case when ${column} is null then null else ${ERASED_TEXT} end`;

/**
 * Overwrites the free texts of the person's own records (written by them, or by others about them)
 * and keeps every number, date and decision: time entry notes, timesheet and leave decision notes,
 * leave reasons, OKR objectives and key results, their reviews' texts (ratings stay), learning paths
 * and career goals with their modules and milestones.
 */
export async function eraseOwnTexts(db: DbOrTx, userId: string): Promise<void> {
  const sheetIds = db.select({ id: timesheets.id }).from(timesheets).where(eq(timesheets.employeeId, userId));
  await db.update(timeEntries).set({ taskDescription: ERASED_TEXT }).where(inArray(timeEntries.timesheetId, sheetIds));
  await db
    .update(timesheets)
    .set({ rejectionReason: erasedOrNull(timesheets.rejectionReason), approvalComment: erasedOrNull(timesheets.approvalComment) })
    .where(eq(timesheets.employeeId, userId));
  await db
    .update(leaveRequests)
    .set({ reason: ERASED_TEXT, rejectionReason: erasedOrNull(leaveRequests.rejectionReason) })
    .where(eq(leaveRequests.employeeId, userId));
  const okrIds = db.select({ id: okrs.id }).from(okrs).where(eq(okrs.employeeId, userId));
  await db.update(keyResults).set({ description: ERASED_TEXT }).where(inArray(keyResults.okrId, okrIds));
  await db.update(okrs).set({ objective: ERASED_TEXT }).where(eq(okrs.employeeId, userId));
  await db
    .update(performanceReviews)
    .set({
      achievements: erasedOrNull(performanceReviews.achievements),
      challenges: erasedOrNull(performanceReviews.challenges),
      goals: erasedOrNull(performanceReviews.goals),
      strengths: erasedOrNull(performanceReviews.strengths),
      areasOfImprovement: erasedOrNull(performanceReviews.areasOfImprovement),
    })
    .where(eq(performanceReviews.employeeId, userId));
  const pathIds = db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.employeeId, userId));
  await db.update(learningModules).set({ title: ERASED_TEXT, description: null }).where(inArray(learningModules.pathId, pathIds));
  await db.update(learningPaths).set({ title: ERASED_TEXT, description: null }).where(eq(learningPaths.employeeId, userId));
  const goalIds = db.select({ id: careerGoals.id }).from(careerGoals).where(eq(careerGoals.employeeId, userId));
  await db.update(careerMilestones).set({ title: ERASED_TEXT, description: null }).where(inArray(careerMilestones.goalId, goalIds));
  await db.update(careerGoals).set({ currentRole: ERASED_TEXT, targetRole: ERASED_TEXT }).where(eq(careerGoals.employeeId, userId));
}

/**
 * The person's row made anonymous and inactive: `name` and `email` as given, no directory object id,
 * photo, job title or manager; the department and office location stay (reports and holiday calendars).
 */
export async function anonymiseUser(db: DbOrTx, userId: string, values: { name: string; email: string }): Promise<void> {
  await db
    .update(users)
    .set({ name: values.name, email: values.email, azureId: null, avatarUrl: null, jobTitle: null, managerId: null, isActive: false })
    .where(eq(users.id, userId));
}
