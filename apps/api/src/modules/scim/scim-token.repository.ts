import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scimTokens } from '../../db/schema/provisioning';
import { preparedFor } from '../../lib/prepared';

export type ScimTokenRow = typeof scimTokens.$inferSelect;

const selectActiveByHash = (db: DbOrTx) =>
  db
    .select({ id: scimTokens.id, name: scimTokens.name, kind: scimTokens.kind })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, sql.placeholder('tokenHash')), isNull(scimTokens.revokedAt)));

/**
 * The unrevoked token with this SHA-256 hash, if any: read on every SCIM request (never cached, so a
 * revocation counts at once), as a prepared statement (inside transactions too).
 */
export function findActiveByHash(db: DbOrTx, tokenHash: string): Promise<Pick<ScimTokenRow, 'id' | 'name' | 'kind'> | undefined> {
  const query = preparedFor(db, 'scim_token_by_hash', (on) => selectActiveByHash(on).prepare('scim_token_by_hash'));
  return query.execute({ tokenHash }).then((rows) => rows[0]);
}

/** Whether any token is unrevoked (the endpoint answers 404 otherwise). */
export async function anyActive(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: scimTokens.id }).from(scimTokens).where(isNull(scimTokens.revokedAt)).limit(1);
  return rows.length > 0;
}

/** Records use, at most every 10 seconds per token (so parallel requests do not queue on one row). */
export async function touch(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(scimTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(scimTokens.id, id), or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, sql`now() - interval '10 seconds'`))));
}

export function findEnvironmentToken(db: DbOrTx): Promise<ScimTokenRow | undefined> {
  return db
    .select()
    .from(scimTokens)
    .where(eq(scimTokens.kind, 'environment'))
    .orderBy(desc(scimTokens.createdAt))
    .then((rows) => rows[0]);
}

export function insert(
  db: DbOrTx,
  values: { name: string; kind: 'environment' | 'admin'; tokenHash: string; createdBy: string | null },
): Promise<ScimTokenRow> {
  return db
    .insert(scimTokens)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function update(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<ScimTokenRow, 'tokenHash' | 'revokedAt' | 'name'>>,
): Promise<ScimTokenRow | undefined> {
  return db
    .update(scimTokens)
    .set(values)
    .where(eq(scimTokens.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export function findById(db: DbOrTx, id: string): Promise<ScimTokenRow | undefined> {
  return db
    .select()
    .from(scimTokens)
    .where(eq(scimTokens.id, id))
    .then((rows) => rows[0]);
}

/** Every token, newest first (revoked ones too, so the list shows the history). */
export function listAll(db: DbOrTx): Promise<ScimTokenRow[]> {
  return db.select().from(scimTokens).orderBy(desc(scimTokens.createdAt)).limit(200);
}
