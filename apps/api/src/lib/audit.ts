import type { DbOrTx } from '../db/client';
import { insertAuditRecords } from './audit.repository';

/** One audit record: who did what to which record, with the record before and after. */
export interface AuditEntry {
  actorId: string | null;
  /** Verb in the past tense, e.g. `timesheet.submitted`, `user_role.assigned`. */
  action: string;
  /** Table-like name of the record, e.g. `timesheet`. */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Work that must land with an audited change, in its transaction (the notifications'
 * transactional outbox). A listener that throws rolls the change back.
 */
export type AuditListener = (db: DbOrTx, entry: AuditEntry) => Promise<void>;

const listeners = new Set<AuditListener>();

/**
 * Adds `listener` to every later `writeAudit` (idempotent: the same function is added once).
 * @returns a function that removes it again (a listener of one app instance, removed when it closes).
 */
export function onAudit(listener: AuditListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Writes an audit record; call it inside the same transaction as the change so both land or neither
 * (ARCHITECTURE.md: every state change and every role change is audited). The `onAudit` listeners
 * run in the same transaction.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await writeAudits(db, [entry]);
}

/** Audit records per multi-row insert (7 columns each, well under PostgreSQL's bind-parameter limit). */
const AUDIT_CHUNK = 1_000;

/**
 * Writes many audit records in a few multi-row inserts (a bulk change such as the people import),
 * then runs the `onAudit` listeners for each, all in the caller's transaction.
 */
export async function writeAudits(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_CHUNK) {
    await insertAuditRecords(
      db,
      entries.slice(start, start + AUDIT_CHUNK).map((entry) => ({
        actorId: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      })),
    );
  }
  for (const entry of entries) for (const listener of listeners) await listener(db, entry);
}
