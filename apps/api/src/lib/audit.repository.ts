import type { DbOrTx } from '../db/client';
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
  await db.insert(auditLog).values([...records]);
}
