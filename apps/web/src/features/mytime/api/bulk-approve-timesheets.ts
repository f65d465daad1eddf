import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkApproveResult } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/**
 * `POST /v1/mytime/timesheets/bulk-approve` `{ids, comment?}`: each approved under the single approval's
 * rules; answers which were approved and why each other one was refused.
 */
export function bulkApproveTimesheets({ ids, comment }: { ids: string[]; comment?: string | undefined }): Promise<BulkApproveResult> {
  return api.post<BulkApproveResult>('/mytime/timesheets/bulk-approve', comment ? { ids, comment } : { ids });
}

export function useBulkApproveTimesheets() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkApproveTimesheets, onSettled: () => queryClient.invalidateQueries({ queryKey: mytimeKeys.timesheets() }) });
}
