import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Okr, OkrStatus } from '@apps/contracts/grow/okr';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

export type MyOkrsParams = PageParams & { status?: OkrStatus };

/** `GET /v1/grow/okrs/my`: the signed-in person's OKRs, newest period first, one page. */
export function getMyOkrs(params: MyOkrsParams = {}): Promise<Page<Okr>> {
  return api.get<Page<Okr>>('/grow/okrs/my', { query: { ...params } });
}

export function getMyOkrsQueryOptions(params: MyOkrsParams = {}) {
  return queryOptions({ queryKey: growKeys.myOkrs(params), queryFn: () => getMyOkrs(params) });
}

export function useMyOkrs(params: MyOkrsParams = {}) {
  return useQuery(getMyOkrsQueryOptions(params));
}
