import { and, asc, count, eq, gte, lte, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { delegations, users } from '../../db/schema/core';

/** A delegation row with the delegate's name (their e-mail address when they have no name). */
export interface DelegationRow {
  id: string;
  managerId: string;
  delegateId: string;
  delegateName: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
}

const withDelegateName = {
  id: delegations.id,
  managerId: delegations.managerId,
  delegateId: delegations.delegateId,
  delegateName: users.name,
  delegateEmail: users.email,
  startDate: delegations.startDate,
  endDate: delegations.endDate,
  createdAt: delegations.createdAt,
};

function toRow({ delegateEmail, delegateName, ...row }: { delegateEmail: string; delegateName: string | null } & Omit<DelegationRow, 'delegateName'>): DelegationRow {
  return { ...row, delegateName: delegateName ?? delegateEmail };
}

/** Locks the manager's user row until the transaction ends (serialises their delegation changes); false when missing. */
export async function lockManager(db: DbOrTx, managerId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, managerId)).for('no key update');
  return rows.length > 0;
}

/** The person's activity: undefined when they do not exist. */
export async function isActivePerson(db: DbOrTx, userId: string): Promise<boolean | undefined> {
  const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId));
  return row?.isActive;
}

/** How many of the manager's delegations end on or after `today` (current and future). */
export async function countOpen(db: DbOrTx, managerId: string, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(delegations).where(and(eq(delegations.managerId, managerId), gte(delegations.endDate, today)));
  return Number(row?.n ?? 0);
}

/** Inserts a delegation and returns it with the delegate's name. */
export async function insert(db: DbOrTx, values: { managerId: string; delegateId: string; startDate: string; endDate: string }): Promise<DelegationRow> {
  const [inserted] = await db.insert(delegations).values(values).returning({ id: delegations.id });
  const [row] = await db.select(withDelegateName).from(delegations).innerJoin(users, eq(users.id, delegations.delegateId)).where(eq(delegations.id, inserted!.id));
  return toRow(row!);
}

/** The manager's current and future delegations (ending on or after `today`), by start date. */
export async function listOpen(db: DbOrTx, managerId: string, today: string): Promise<DelegationRow[]> {
  const rows = await db
    .select(withDelegateName)
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(and(eq(delegations.managerId, managerId), gte(delegations.endDate, today)))
    .orderBy(asc(delegations.startDate), asc(delegations.endDate), asc(delegations.id));
  return rows.map(toRow);
}

/** Deletes the manager's delegation `id`; returns it, or undefined when the manager has none with that id. */
export async function deleteOwn(db: DbOrTx, managerId: string, id: string): Promise<DelegationRow | undefined> {
  const [row] = await db
    .select(withDelegateName)
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(and(eq(delegations.id, id), eq(delegations.managerId, managerId)));
  if (!row) return undefined;
  const deleted = await db.delete(delegations).where(and(eq(delegations.id, id), eq(delegations.managerId, managerId))).returning({ id: delegations.id });
  return deleted.length > 0 ? toRow(row) : undefined;
}

/** An active manager who named `delegateId` their delegate on `today`, with the widest range covering it. */
export interface DelegatorRangeRow {
  managerId: string;
  managerName: string;
  startDate: string;
  endDate: string;
}

/**
 * The active managers whose delegations to `delegateId` include `today` (YYYY-MM-DD), one row per
 * manager (earliest start, latest end of those delegations), ordered by name; an inactive manager
 * delegates nothing.
 */
export async function listDelegatorsOn(db: DbOrTx, delegateId: string, today: string): Promise<DelegatorRangeRow[]> {
  const rows = await db
    .select({
      managerId: delegations.managerId,
      name: users.name,
      email: users.email,
      startDate: min(delegations.startDate),
      endDate: max(delegations.endDate),
    })
    .from(delegations)
    .innerJoin(users, and(eq(users.id, delegations.managerId), eq(users.isActive, true)))
    .where(and(eq(delegations.delegateId, delegateId), lte(delegations.startDate, today), gte(delegations.endDate, today)))
    .groupBy(delegations.managerId, users.name, users.email)
    .orderBy(asc(sql`coalesce(${users.name}, ${users.email})`), asc(delegations.managerId));
  return rows.map((row) => ({ managerId: row.managerId, managerName: row.name ?? row.email, startDate: row.startDate ?? today, endDate: row.endDate ?? today }));
}
