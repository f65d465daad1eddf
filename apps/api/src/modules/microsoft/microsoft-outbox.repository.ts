import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { canonicalId } from '@apps/contracts/ids';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { microsoftDeliveries, outlookLeaveEvents, type MicrosoftOperation } from '../../db/schema/microsoft';

/**
 * A Graph call to make: for whom, about which leave request or notification, and its request body;
 * `delaySeconds` holds it back (the notification's own delay: a change that can still be undone).
 */
export interface NewMicrosoftDelivery {
  userId: string;
  leaveRequestId: string | null;
  notificationId?: string | null;
  operation: MicrosoftOperation;
  payload: Record<string, unknown>;
  delaySeconds?: number;
}

const rowOf = ({ delaySeconds, ...row }: NewMicrosoftDelivery) => (delaySeconds ? { ...row, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` } : row);

/** Writes the calls in `db` (the caller's transaction), in this order (`seq`). */
export async function insertDeliveries(db: DbOrTx, rows: readonly NewMicrosoftDelivery[]): Promise<void> {
  for (const row of rows) await db.insert(microsoftDeliveries).values(rowOf(row));
}

/** Writes calls whose order does not matter (one per notification) in one multi-row insert, in `db` (the caller's transaction). */
export async function insertUnorderedDeliveries(db: DbOrTx, rows: readonly NewMicrosoftDelivery[]): Promise<void> {
  if (rows.length > 0) await db.insert(microsoftDeliveries).values(rows.map((row) => ({ nextAttemptAt: sql`now()`, ...rowOf(row) })));
}

/** The Entra object id of each of `userIds` that has one, keyed by `canonicalId` (people without are absent). */
export async function findAzureIds(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, azureId: users.azureId }).from(users).where(inArray(users.id, [...userIds]));
  return new Map(rows.flatMap((row) => (row.azureId ? [[canonicalId(row.id), row.azureId] as const] : [])));
}

/** A claimed call with the person's Entra object id (null: it was removed since). */
export interface ClaimedMicrosoftDelivery {
  id: string;
  userId: string;
  azureId: string | null;
  leaveRequestId: string | null;
  operation: MicrosoftOperation;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
}

/** Which operations a worker makes: only these, or all but these (a worker has the client of its own service only). */
export interface OperationFilter {
  only?: readonly MicrosoftOperation[];
  except?: readonly MicrosoftOperation[];
}

const listOf = (operations: readonly MicrosoftOperation[]) => sql.join(operations.map((operation) => sql`${operation}`), sql`, `);

/**
 * Claims up to `limit` due calls for `leaseSeconds`, as the e-mail outbox does (one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` sub-select: concurrent instances never claim the same row). A call waits
 * while an earlier call of the same leave request is pending, so the calls of one request run in order.
 * `filter` keeps the claim to the operations of one worker.
 */
export async function claimDue(db: DbOrTx, limit: number, leaseSeconds: number, filter: OperationFilter = {}): Promise<ClaimedMicrosoftDelivery[]> {
  const only = filter.only?.length ? sql` and d.operation in (${listOf(filter.only)})` : sql``;
  const except = filter.except?.length ? sql` and d.operation not in (${listOf(filter.except)})` : sql``;
  const claimed = await db.execute<{ id: string }>(sql`
    update microsoft_deliveries set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select d.id from microsoft_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())${only}${except}
        and not exists (
          select 1 from microsoft_deliveries e
          where e.leave_request_id = d.leave_request_id and e.status = 'pending' and e.seq < d.seq
        )
      order by d.next_attempt_at, d.seq
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = claimed.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({
      id: microsoftDeliveries.id,
      userId: microsoftDeliveries.userId,
      azureId: users.azureId,
      leaveRequestId: microsoftDeliveries.leaveRequestId,
      operation: microsoftDeliveries.operation,
      payload: microsoftDeliveries.payload,
      attempts: microsoftDeliveries.attempts,
      createdAt: microsoftDeliveries.createdAt,
    })
    .from(microsoftDeliveries)
    .innerJoin(users, eq(users.id, microsoftDeliveries.userId))
    .where(sql`${microsoftDeliveries.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    .orderBy(microsoftDeliveries.seq);
}

/** Records a call done (`note`: why nothing needed doing, kept as the last error for the record). */
export async function markSent(db: DbOrTx, id: string, note: string | null = null): Promise<void> {
  await db.update(microsoftDeliveries).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: note }).where(eq(microsoftDeliveries.id, id));
}

/** Schedules another attempt in `delayMs`, or gives up (`failed`, shown to Admins) when `giveUp`. */
export async function markAttemptFailed(db: DbOrTx, id: string, error: string, delayMs: number, giveUp: boolean): Promise<void> {
  await db
    .update(microsoftDeliveries)
    .set(
      giveUp
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, lockedUntil: null, lastError: error },
    )
    .where(eq(microsoftDeliveries.id, id));
}

/** Calls that gave up, newest first, with the person's e-mail (Admins). */
export function listFailed(db: DbOrTx, limit: number) {
  return db
    .select({
      id: microsoftDeliveries.id,
      recipientEmail: users.email,
      operation: microsoftDeliveries.operation,
      attempts: microsoftDeliveries.attempts,
      lastError: microsoftDeliveries.lastError,
      createdAt: microsoftDeliveries.createdAt,
    })
    .from(microsoftDeliveries)
    .innerJoin(users, eq(users.id, microsoftDeliveries.userId))
    .where(eq(microsoftDeliveries.status, 'failed'))
    .orderBy(desc(microsoftDeliveries.createdAt))
    .limit(limit);
}

/** The Outlook record of an approved leave request, if this app put it in Outlook. */
export async function findLeaveEvent(db: DbOrTx, leaveRequestId: string) {
  const [row] = await db.select().from(outlookLeaveEvents).where(eq(outlookLeaveEvents.leaveRequestId, leaveRequestId));
  return row;
}

/** Records that the leave request goes to Outlook with this reply (its event id follows when created). */
export async function insertLeaveEvent(db: DbOrTx, row: { leaveRequestId: string; userId: string; replyMessage: string }): Promise<void> {
  await db.insert(outlookLeaveEvents).values(row).onConflictDoUpdate({ target: outlookLeaveEvents.leaveRequestId, set: { replyMessage: row.replyMessage, eventId: null } });
}

/** Keeps the id Graph gave the leave's event. */
export async function setLeaveEventId(db: DbOrTx, leaveRequestId: string, eventId: string): Promise<void> {
  await db.update(outlookLeaveEvents).set({ eventId }).where(eq(outlookLeaveEvents.leaveRequestId, leaveRequestId));
}

/** Forgets the leave's Outlook record (its event is gone). */
export async function deleteLeaveEvent(db: DbOrTx, leaveRequestId: string): Promise<void> {
  await db.delete(outlookLeaveEvents).where(and(eq(outlookLeaveEvents.leaveRequestId, leaveRequestId)));
}
