import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /v1/users`: every user ordered by e-mail (Admin on all). */
export function getUsers(): Promise<User[]> {
  return api.get<User[]>('/users');
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });
}

/** The spec's whole list (Manage Roles' user picker); `enabled` false skips the call. */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsersQueryOptions(), enabled });
}

/** A people search: `search` (word prefixes of name and e-mail), only active people, a page. */
export interface UserSearch {
  search: string;
  limit: number;
  offset: number;
  /** true: only active people (pickers); undefined: everyone. */
  activeOnly?: boolean;
}

/**
 * `GET /v1/users?search=&limit=&offset=`: a page of people ordered by name.
 * Admin on all finds everyone; others only the people they may see.
 */
export function searchUsers({ search, limit, offset, activeOnly }: UserSearch): Promise<Page<User>> {
  const query = new URLSearchParams({ search: search.trim(), limit: String(limit), offset: String(offset) });
  if (activeOnly) query.set('isActive', 'true');
  return api.get<Page<User>>(`/users?${query.toString()}`);
}

/** A page of people for `params`; the previous page stays on screen while the next one loads. */
export function useUserSearch(params: UserSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.userSearch(params),
    queryFn: () => searchUsers(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
