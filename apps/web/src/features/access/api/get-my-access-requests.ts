import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessRequest } from '@apps/contracts/core/access-request';
import { api } from '../../../lib/api-client';
import { accessKeys } from './keys';

/** `GET /v1/access-requests/mine`: the caller's open access requests. */
export function getMyAccessRequests(): Promise<AccessRequest[]> {
  return api.get<AccessRequest[]>('/access-requests/mine');
}

export function getMyAccessRequestsQueryOptions() {
  return queryOptions({ queryKey: accessKeys.myRequests(), queryFn: getMyAccessRequests, staleTime: 60_000 });
}

/** The caller's open requests; `enabled` false while there is no locked tile to ask for. */
export function useMyAccessRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyAccessRequestsQueryOptions(), enabled });
}
