import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { users } from '../../db/schema/core';
import { provisionedUsers } from '../../db/schema/provisioning';

export type ProvisionedUserRow = typeof provisionedUsers.$inferSelect;
export type ProvisionedWithUser = ProvisionedUserRow & { isActive: boolean };

/** One equality condition of a SCIM filter, translated (the service validates the attribute). */
export interface FilterTerm {
  attribute: 'userName' | 'externalId' | 'id' | 'email';
  value: string;
}

const selection = {
  row: provisionedUsers,
  isActive: users.isActive,
};

function withUser(rows: Array<{ row: ProvisionedUserRow; isActive: boolean }>): ProvisionedWithUser[] {
  return rows.map(({ row, isActive }) => ({ ...row, isActive }));
}

function termCondition(term: FilterTerm): SQL {
  switch (term.attribute) {
    case 'userName':
      return sql`lower(${provisionedUsers.userName}) = ${term.value.toLowerCase()}`;
    case 'externalId':
      return eq(provisionedUsers.externalId, term.value);
    case 'id':
      return sql`${provisionedUsers.id}::text = ${term.value.toLowerCase()}`;
    case 'email':
      return sql`lower(${users.email}) = ${term.value.toLowerCase()}`;
  }
}

/**
 * A page of provisioned people matching any of the groups (each group: every term holds), oldest
 * first, with the total count. `offset` is 0-based.
 */
const byUserName = sql`lower(${provisionedUsers.userName}) = ${sql.placeholder('userName')}`;
const countByUserName = (db: DbOrTx) =>
  db.select({ count: sql<number>`count(*)::int` }).from(provisionedUsers).innerJoin(users, eq(users.id, provisionedUsers.userId)).where(byUserName);
const selectByUserName = (db: DbOrTx) =>
  db
    .select(selection)
    .from(provisionedUsers)
    .innerJoin(users, eq(users.id, provisionedUsers.userId))
    .where(byUserName)
    .orderBy(asc(provisionedUsers.createdAt), asc(provisionedUsers.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * Entra's matching query, `userName eq "..."` alone (one per person of a provisioning cycle): the same
 * count and page as `list`, by two prepared statements (bench scenario f-scim-match).
 */
async function listByUserName(db: DbOrTx, userName: string, offset: number, limit: number): Promise<{ rows: ProvisionedWithUser[]; total: number }> {
  const counter = preparedFor(db, 'scim_users_by_user_name_count', (on: Db) => countByUserName(on).prepare('scim_users_by_user_name_count'));
  const [countRow] = await counter.execute({ userName: userName.toLowerCase() });
  const total = Number(countRow?.count ?? 0);
  if (limit === 0 || total === 0) return { rows: [], total };
  const page = preparedFor(db, 'scim_users_by_user_name', (on: Db) => selectByUserName(on).prepare('scim_users_by_user_name'));
  return { rows: withUser(await page.execute({ userName: userName.toLowerCase(), offset, limit })), total };
}

export async function list(
  db: DbOrTx,
  groups: FilterTerm[][] | null,
  offset: number,
  limit: number,
): Promise<{ rows: ProvisionedWithUser[]; total: number }> {
  const only = groups?.length === 1 && groups[0]!.length === 1 ? groups[0]![0]! : null;
  if (only?.attribute === 'userName') return listByUserName(db, only.value, offset, limit);
  const where = groups === null ? undefined : or(...groups.map((terms) => and(...terms.map(termCondition))));
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(provisionedUsers)
    .innerJoin(users, eq(users.id, provisionedUsers.userId))
    .where(where);
  const total = Number(countRow?.count ?? 0);
  if (limit === 0 || total === 0) return { rows: [], total };
  const rows = await db
    .select(selection)
    .from(provisionedUsers)
    .innerJoin(users, eq(users.id, provisionedUsers.userId))
    .where(where)
    .orderBy(asc(provisionedUsers.createdAt), asc(provisionedUsers.id))
    .limit(limit)
    .offset(offset);
  return { rows: withUser(rows), total };
}

/** A provisioned person by SCIM id; `lock` takes a row lock for the rest of the transaction. */
export async function findById(db: DbOrTx, id: string, lock = false): Promise<ProvisionedWithUser | undefined> {
  const query = db
    .select(selection)
    .from(provisionedUsers)
    .innerJoin(users, eq(users.id, provisionedUsers.userId))
    .where(eq(provisionedUsers.id, id));
  const rows = lock ? await query.for('update', { of: provisionedUsers }) : await query;
  return withUser(rows)[0];
}

/** Another provisioned person already holding this userName (case-insensitive) or externalId. */
export async function findClash(
  db: DbOrTx,
  userName: string,
  externalId: string | null,
  exceptId: string | null,
): Promise<ProvisionedUserRow | undefined> {
  const same = externalId
    ? or(sql`lower(${provisionedUsers.userName}) = ${userName.toLowerCase()}`, eq(provisionedUsers.externalId, externalId))
    : sql`lower(${provisionedUsers.userName}) = ${userName.toLowerCase()}`;
  const rows = await db
    .select()
    .from(provisionedUsers)
    .where(exceptId ? and(same, sql`${provisionedUsers.id} <> ${exceptId}`) : same)
    .limit(1);
  return rows[0];
}

export function findByUserId(db: DbOrTx, userId: string): Promise<ProvisionedUserRow | undefined> {
  return db
    .select()
    .from(provisionedUsers)
    .where(eq(provisionedUsers.userId, userId))
    .then((rows) => rows[0]);
}

/** The provisioned person a manager reference names: their SCIM id or their externalId. */
export async function findByReference(db: DbOrTx, reference: string): Promise<ProvisionedUserRow | undefined> {
  const rows = await db
    .select()
    .from(provisionedUsers)
    .where(or(sql`${provisionedUsers.id}::text = ${reference.toLowerCase()}`, eq(provisionedUsers.externalId, reference)))
    .limit(1);
  return rows[0];
}

export function insert(
  db: DbOrTx,
  values: Pick<ProvisionedUserRow, 'userId' | 'externalId' | 'userName' | 'profile' | 'managerRef' | 'managerUserId'>,
): Promise<ProvisionedUserRow> {
  return db
    .insert(provisionedUsers)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function update(
  db: DbOrTx,
  id: string,
  values: Pick<ProvisionedUserRow, 'externalId' | 'userName' | 'profile' | 'managerRef' | 'managerUserId'>,
): Promise<ProvisionedUserRow> {
  return db
    .update(provisionedUsers)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${provisionedUsers.version} + 1` })
    .where(eq(provisionedUsers.id, id))
    .returning()
    .then((rows) => rows[0]!);
}

export async function remove(db: DbOrTx, id: string): Promise<void> {
  await db.delete(provisionedUsers).where(eq(provisionedUsers.id, id));
}

/**
 * The provisioned people waiting for a manager that just arrived (or whose ids changed): their
 * `manager_ref` names one of `references` and is not resolved yet. Never the manager themself.
 */
export async function findWaitingReports(db: DbOrTx, references: string[], managerUserId: string): Promise<ProvisionedUserRow[]> {
  const refs = references.filter(Boolean);
  if (refs.length === 0) return [];
  return db
    .select()
    .from(provisionedUsers)
    .where(and(inArray(provisionedUsers.managerRef, refs), isNull(provisionedUsers.managerUserId), sql`${provisionedUsers.userId} <> ${managerUserId}`))
    .orderBy(asc(provisionedUsers.createdAt), asc(provisionedUsers.id));
}

/** Records that a provisioned person's manager reference resolved to `managerUserId`. */
export async function setResolvedManager(db: DbOrTx, id: string, managerUserId: string): Promise<void> {
  await db.update(provisionedUsers).set({ managerUserId }).where(eq(provisionedUsers.id, id));
}

/** How many people provisioning holds (the Provisioning tab's "people provisioned"). */
export async function countAll(db: DbOrTx): Promise<number> {
  const [people] = await db.select({ count: sql<number>`count(*)::int` }).from(provisionedUsers);
  return Number(people?.count ?? 0);
}

/** The fields provisioning writes onto a person's `users` row; a profile field left out stays as it is. */
export interface PersonFields {
  email: string;
  name: string | null;
  isActive: boolean;
  jobTitle?: string | null;
  department?: string | null;
  officeLocation?: string | null;
}

/** Writes `fields` onto person `userId`'s `users` row (the manager is set apart, under the line lock). */
export async function updatePersonFields(db: DbOrTx, userId: string, fields: PersonFields): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}
