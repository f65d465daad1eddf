import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamHoliday } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/holidays/team?teamId=&from=&to=`: each team member's holidays in the dates, from their own calendar. */
export function getTeamHolidays(params: { teamId: string; from: string; to: string }): Promise<TeamHoliday[]> {
  return api.get<TeamHoliday[]>('/mytime/holidays/team', { query: params });
}

/** Under `mytimeKeys.holidays()`: an admin's change to a calendar refreshes it. */
export function getTeamHolidaysQueryOptions(params: { teamId: string; from: string; to: string }) {
  return queryOptions({
    queryKey: [...mytimeKeys.holidays(), 'team', params.teamId, params.from, params.to] as const,
    queryFn: () => getTeamHolidays(params),
    staleTime: 5 * 60_000,
  });
}

/** The team's holidays in the dates. */
export function useTeamHolidays(params: { teamId: string; from: string; to: string }) {
  return useQuery({ ...getTeamHolidaysQueryOptions(params), enabled: Boolean(params.teamId) });
}
