import { readsAuditLog } from '@apps/contracts/core/audit.policy';
import { statuses, type MatrixRow } from './types';

const adminOnly = statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: 200 });

/** The audit log and its export: Admin on all only (`audit:read`). */
export const auditMatrix: MatrixRow[] = [
  { route: 'GET /v1/audit', request: () => ({ url: '/v1/audit?limit=5' }), expect: adminOnly, policy: readsAuditLog },
  { route: 'GET /v1/audit/export', request: () => ({ url: '/v1/audit/export?format=csv' }), expect: adminOnly, policy: readsAuditLog },
];
