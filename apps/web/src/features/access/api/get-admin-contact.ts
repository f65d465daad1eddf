import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContact } from '@apps/contracts/core/access-request';
import { api } from '../../../lib/api-client';
import { accessKeys } from './keys';

/** `GET /v1/access/contact`: `ADMIN_CONTACT_EMAIL`, else the active Admins' addresses. */
export function getAdminContact(): Promise<AdminContact> {
  return api.get<AdminContact>('/access/contact');
}

export function getAdminContactQueryOptions() {
  return queryOptions({ queryKey: accessKeys.contact(), queryFn: getAdminContact, staleTime: 10 * 60_000 });
}

export function useAdminContact({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminContactQueryOptions(), enabled });
}
