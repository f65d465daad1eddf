import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Page } from '@apps/contracts/page';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** The team (its manager's id) and the dates, `YYYY-MM-DD`, inclusive. */
export interface TeamCalendarParams {
  teamId: string;
  startDate: string;
  endDate: string;
}

/** The most requests one month view asks for (the API's maximum `limit`). */
export const TEAM_CALENDAR_LIMIT = 500;

/**
 * `GET /v1/mytime/leaves/calendar?teamId=&startDate=&endDate=`: the
 * Pending and Approved leave of manager `teamId` and their direct reports overlapping the dates (the items of one page of at most 500).
 */
export function getTeamCalendar(params: TeamCalendarParams): Promise<LeaveRequest[]> {
  return api.get<Page<LeaveRequest>>('/mytime/leaves/calendar', { query: { ...params, limit: TEAM_CALENDAR_LIMIT } }).then((page) => page.items);
}

export function getTeamCalendarQueryOptions(params: TeamCalendarParams) {
  return queryOptions({ queryKey: mytimeKeys.calendar(params.teamId, params.startDate, params.endDate), queryFn: () => getTeamCalendar(params) });
}

/** The team's leave in the dates. */
export function useTeamCalendar(params: TeamCalendarParams, enabled = true) {
  return useQuery({ ...getTeamCalendarQueryOptions(params), enabled: enabled && Boolean(params.teamId) });
}
