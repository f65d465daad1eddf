import { auditCursorText, redactSecrets, type AuditActor, type AuditEntry } from '@apps/contracts/core/audit';
import type { AuditLogRow } from './audit-log.repository';

/** Who acted: the server (no actor), a person, or a provisioning token (SCIM writes name their token). */
export function toAuditActor(row: AuditLogRow): AuditActor {
  if (row.actorId === null) return { kind: 'system', id: null, name: null };
  if (!row.actorIsUser && row.actorTokenName !== null) return { kind: 'provisioning_token', id: row.actorId, name: row.actorTokenName };
  return { kind: 'user', id: row.actorId, name: row.actorUserName };
}

/** A row as the API answers it, with secrets in its details redacted (`redactSecrets`) and its keyset `cursor`. */
export function toAuditEntryDto(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    time: row.createdAt.toISOString(),
    actor: toAuditActor(row),
    action: row.action,
    subject: { type: row.entity, id: row.entityId, name: row.subjectName },
    details: { before: redactSecrets(row.before ?? null), after: redactSecrets(row.after ?? null) },
    cursor: auditCursorText(row.cursor),
  };
}
