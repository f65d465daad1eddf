import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMissingTimesheet } from '@apps/contracts/mytime/team';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/**
 * `GET /v1/mytime/team/missing-timesheets?weekStartDate=`: the caller's direct reports
 * without a submitted timesheet for the week starting on that Sunday (`YYYY-MM-DD`), by name.
 */
export function getTeamMissingTimesheets(weekStartDate: string): Promise<TeamMissingTimesheet[]> {
  return api.get<TeamMissingTimesheet[]>('/mytime/team/missing-timesheets', { query: { weekStartDate } });
}

export function getTeamMissingTimesheetsQueryOptions(managerId: string, weekStartDate: string) {
  return queryOptions({ queryKey: mytimeKeys.teamMissingTimesheets(managerId, weekStartDate), queryFn: () => getTeamMissingTimesheets(weekStartDate) });
}

export function useTeamMissingTimesheets(managerId: string | undefined, weekStartDate: string, enabled = true) {
  return useQuery({ ...getTeamMissingTimesheetsQueryOptions(managerId ?? '', weekStartDate), enabled: enabled && Boolean(managerId) });
}
