import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamOkr } from '@apps/contracts/grow/okr';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { growKeys, type PageParams } from './keys';

export type TeamOkrsParams = PageParams & { teamId: string };

/** `GET /v1/grow/okrs/team?teamId=`: a manager's team OKRs (teamId is the manager's own id). */
export function getTeamOkrs(params: TeamOkrsParams): Promise<Page<TeamOkr>> {
  return api.get<Page<TeamOkr>>('/grow/okrs/team', { query: { ...params } });
}

export function getTeamOkrsQueryOptions(params: TeamOkrsParams) {
  return queryOptions({ queryKey: growKeys.teamOkrs(params), queryFn: () => getTeamOkrs(params) });
}

export function useTeamOkrs(params: TeamOkrsParams, enabled = true) {
  return useQuery({ ...getTeamOkrsQueryOptions(params), enabled });
}
