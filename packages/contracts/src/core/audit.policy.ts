/**
 * Who reads the audit log. Plain code, no zod: the web's user menu imports it.
 */
import { can, type Subject } from './policy';

/** Reads and exports the audit log (`GET /v1/audit`, `/v1/audit/export`): the `audit:read` grant, Admin on 'all'. */
export function readsAuditLog(subject: Subject): boolean {
  return can(subject, 'read', 'audit');
}
