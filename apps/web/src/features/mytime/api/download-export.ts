import type { ExportFormat } from '@apps/contracts/mytime/exports';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';

/** The exports the screens offer: time entries, or hours per project, person and month. */
export type ExportKind = 'timesheets' | 'summary';

/** What an export covers: dates `YYYY-MM-DD` (both included), optional project and person. */
export interface ExportRequest {
  kind: ExportKind;
  from: string;
  to: string;
  format: ExportFormat;
  projectId?: string;
  employeeId?: string;
}

/**
 * Downloads `GET /v1/mytime/exports/{kind}`, reporting bytes received to `onProgress`.
 * @throws ApiError (400 field errors, 403 outside the caller's reach, network).
 */
export function downloadExport(request: ExportRequest, options: { onProgress?: (bytes: number) => void; signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  const { kind, ...query } = request;
  return apiDownload(`/mytime/exports/${kind}`, {
    query,
    fallbackName: `mytime-${kind}.${request.format}`,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
