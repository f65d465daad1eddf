import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedFor } from './prepared';
import { auditLog } from '../db/schema/core';

/** One row of `audit_log` to write (`before`/`after` as JSON, null when absent). */
export interface AuditRecordValues {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Inserts audit records in one multi-row statement, in the caller's transaction (ARCHITECTURE.md:
 * every state change is audited); the caller keeps a call well under the bind-parameter limit.
 */
export async function insertAuditRecords(db: DbOrTx, records: readonly AuditRecordValues[]): Promise<void> {
  const [only] = records;
  if (records.length === 1 && only) {
    // One record (every single change): prepared, also inside the change's transaction.
    await preparedFor(db, 'audit_insert_one', (on) => insertOne(on).prepare('audit_insert_one')).execute({
      actorId: only.actorId,
      action: only.action,
      entity: only.entity,
      entityId: only.entityId,
      before: asJson(only.before),
      after: asJson(only.after),
    });
    return;
  }
  await db.insert(auditLog).values([...records]);
}

/** A value as the `jsonb` column takes it (what Drizzle's column does for an unprepared insert): SQL null stays null. */
const asJson = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

function insertOne(db: DbOrTx) {
  // The JSON columns take their text as is (`asJson`): a placeholder bound to a jsonb column would turn null into JSON null.
  return db.insert(auditLog).values({
    actorId: sql.placeholder('actorId'),
    action: sql.placeholder('action'),
    entity: sql.placeholder('entity'),
    entityId: sql.placeholder('entityId'),
    before: sql`${sql.placeholder('before')}`,
    after: sql`${sql.placeholder('after')}`,
  });
}
