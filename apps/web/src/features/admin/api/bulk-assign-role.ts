import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAssignResult, BulkAssignRole } from '@apps/contracts/core/role-defaults';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `POST /v1/user-roles/bulk`: gives one role on one module to every listed person, all or nothing. */
export function bulkAssignRole(input: BulkAssignRole): Promise<BulkAssignResult> {
  return api.post<BulkAssignResult>('/user-roles/bulk', input);
}

export function useBulkAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAssignRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.assignments() }),
  });
}
