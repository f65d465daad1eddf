import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/core';
import { preparedFor } from '../../lib/prepared';

export type UserRow = typeof users.$inferSelect;

const selectById = (db: DbOrTx) => db.select().from(users).where(eq(users.id, sql.placeholder('id')));
const selectByAzureId = (db: DbOrTx) => db.select().from(users).where(eq(users.azureId, sql.placeholder('azureId')));

/** The user row by id; a prepared statement outside transactions (every read of a person runs it). */
export function findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const query = preparedFor(db, 'user_by_id', (on) => selectById(on).prepare('user_by_id'));
  return query.execute({ id }).then((rows) => rows[0]);
}

/** The user row by directory object id; a prepared statement outside transactions (every sign-in runs it). */
export function findByAzureId(db: DbOrTx, azureId: string): Promise<UserRow | undefined> {
  const query = preparedFor(db, 'user_by_azure_id', (on) => selectByAzureId(on).prepare('user_by_azure_id'));
  return query.execute({ azureId }).then((rows) => rows[0]);
}

/** Case-insensitive e-mail lookup (the unique index is on `lower(email)`). */
export function findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .then((rows) => rows[0]);
}

/** Inserts a user; on a concurrent insert of the same e-mail returns undefined (the caller re-reads). */
export function insert(
  db: DbOrTx,
  values: { email: string; azureId: string | null; name: string | null },
): Promise<UserRow | undefined> {
  return db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export function update(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'azureId' | 'name' | 'email' | 'isActive' | 'jobTitle' | 'department' | 'officeLocation'>>,
): Promise<UserRow | undefined> {
  return db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning()
    .then((rows) => rows[0]);
}

/** Every user ordered by e-mail (admin read all ordered by email). */
export function listAll(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(sql`lower(${users.email})`));
}

/** Deletes the user's role rows first, then the user. Returns the deleted row. */
export async function deleteWithRoles(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  await db.delete(userRoles).where(eq(userRoles.userId, id));
  const rows = await db.delete(users).where(eq(users.id, id)).returning();
  return rows[0];
}

/** One row of the caller lookup: the person, and one of their role assignments (both null without roles). */
export interface CallerRow {
  id: string;
  email: string;
  name: string | null;
  isActive: boolean;
  roleName: string | null;
  module: string | null;
}

/** The caller lookup, prepared once per database: every authenticated request runs it. */
function prepareCallerQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isActive: users.isActive,
      roleName: roles.name,
      module: userRoles.module,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.azureId, sql.placeholder('oid')))
    .prepare('load_caller');
}

const callerQueryByDb = new WeakMap<Db, ReturnType<typeof prepareCallerQuery>>();

/**
 * The person with directory object id `oid` and their role assignments, one row per assignment (one
 * row with null role for a person without roles; [] for nobody), in one prepared query (the auth hook,
 * every authenticated request).
 */
export function findCallerRows(db: Db, oid: string): Promise<CallerRow[]> {
  let prepared = callerQueryByDb.get(db);
  if (!prepared) {
    prepared = prepareCallerQuery(db);
    callerQueryByDb.set(db, prepared);
  }
  return prepared.execute({ oid });
}
