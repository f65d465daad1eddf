import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_IMPORT_MEDIA_TYPE } from '@apps/contracts/core/user-import.values';
import type { UserImportResult } from '@apps/contracts/core/user-import';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * `POST /v1/users/import` (Admin on all): sends the CSV file's text. With `dryRun` the
 * server checks the whole file and answers the preview without changing anything.
 * @throws ApiError 400 with every error of the file keyed `line N` (or `file`) in `validationErrors`.
 */
export function importPeople({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<UserImportResult> {
  return api.post<UserImportResult>('/users/import', csv, { query: { dryRun: dryRun || undefined }, contentType: USER_IMPORT_MEDIA_TYPE });
}

/** The import as a mutation; a real (not dry-run) import refreshes every admin list. */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPeople,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
