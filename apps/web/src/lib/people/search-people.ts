import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@apps/contracts/core/user';
import type { Page } from '@apps/contracts/page';
import { api } from '../api-client';
import { PEOPLE_STALE_MS, peopleKeys } from './keys';

/**
 * `GET /v1/users?search=&isActive=true&count=false&limit=`: active people for a picker,
 * by name; word-prefix search over name and e-mail. Admin on all finds everyone; others find
 * themselves, the people above them and everyone below them. A picker shows no total, so it asks for
 * none (`count=false`: `total` only says whether more people match).
 */
export function searchPeople(search: string, limit: number, notUnder?: string): Promise<Page<User>> {
  return api.get<Page<User>>('/users', { query: { search: search.trim() || undefined, isActive: true, count: false, limit, notUnder } });
}

/** `notUnder`: leave out that person and everyone below them (a manager picker). */
export function searchPeopleQueryOptions(search: string, limit: number, notUnder?: string) {
  return queryOptions({
    queryKey: notUnder ? [...peopleKeys.search(search.trim(), limit), 'not-under', notUnder] : peopleKeys.search(search.trim(), limit),
    queryFn: () => searchPeople(search, limit, notUnder),
    staleTime: PEOPLE_STALE_MS,
  });
}

/** The people matching `search`; the previous answer stays shown while the next one loads. */
export function useSearchPeople(search: string, { limit = 10, enabled = true, notUnder }: { limit?: number; enabled?: boolean; notUnder?: string | undefined } = {}) {
  return useQuery({ ...searchPeopleQueryOptions(search, limit, notUnder), enabled, placeholderData: keepPreviousData });
}
