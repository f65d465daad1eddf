import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@apps/contracts/core/audit';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * The audit screen's filters as the API takes them (`GET /v1/audit`): ids, an action, and `from`/`to`
 * as `YYYY-MM-DD` (whole days in the reader's time zone, both included). Empty means no filter.
 */
export interface AuditFilters {
  actorId?: string;
  subjectId?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Rows per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 25;

/** The query string values of `filters` without the empty ones (the export sends the same). */
export function auditQueryOf(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** `GET /v1/audit`: a page of the audit log, newest first (Admin on all). */
export function getAuditLog(filters: AuditFilters, offset: number, limit = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  return api.get<AuditPage>('/audit', { query: { ...auditQueryOf(filters), limit, offset } });
}

export function getAuditLogQueryOptions(filters: AuditFilters, offset: number) {
  return queryOptions({
    queryKey: adminKeys.auditLog({ ...auditQueryOf(filters), offset }),
    queryFn: () => getAuditLog(filters, offset),
    placeholderData: keepPreviousData,
  });
}

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(filters: AuditFilters, offset: number) {
  return useQuery(getAuditLogQueryOptions(filters, offset));
}
