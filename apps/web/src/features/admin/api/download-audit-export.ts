import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import { auditQueryOf, type AuditFilters } from './get-audit-log';

/**
 * Downloads `GET /v1/audit/export?format=csv` with the screen's filters (at most 366 days; without
 * `from` the server starts 366 days before `to` or today).
 * @throws ApiError (400 field errors, 403, network).
 */
export function downloadAuditExport(filters: AuditFilters, options: { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  return apiDownload('/audit/export', {
    query: { ...auditQueryOf(filters), format: 'csv' },
    fallbackName: 'audit-log.csv',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
