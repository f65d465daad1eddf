import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrowPerson } from '@apps/contracts/grow/page';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

/** `GET /v1/grow/people`: active Grow people a manager may pick (not the manager), by name. */
export function getGrowPeople(params: PageParams = {}): Promise<Page<GrowPerson>> {
  return api.get<Page<GrowPerson>>('/grow/people', { query: { ...params } });
}

export function getGrowPeopleQueryOptions(params: PageParams = {}) {
  return queryOptions({ queryKey: growKeys.people(params), queryFn: () => getGrowPeople(params), staleTime: 5 * 60_000 });
}

export function useGrowPeople(params: PageParams = {}, enabled = true) {
  return useQuery({ ...getGrowPeopleQueryOptions(params), enabled });
}
