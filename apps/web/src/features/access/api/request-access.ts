import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessRequest } from '@apps/contracts/core/access-request';
import type { ModuleId } from '@apps/contracts/module-ids';
import { api } from '../../../lib/api-client';
import { accessKeys } from './keys';

/**
 * `POST /v1/access-requests`: asks the administrators for a role on `module`. Answers the new request,
 * or the caller's open one for that module (asking twice makes one request).
 */
export function requestAccess(module: ModuleId): Promise<AccessRequest> {
  return api.post<AccessRequest>('/access-requests', { module });
}

export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccess,
    onSuccess: (made) => {
      queryClient.setQueryData<AccessRequest[]>(accessKeys.myRequests(), (list = []) => [...list.filter((r) => r.module !== made.module), made]);
    },
  });
}
