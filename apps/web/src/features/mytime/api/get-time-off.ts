import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffWeek } from '@apps/contracts/mytime/time-off';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/timesheets/{id}/time-off`: the week's holidays and approved leave in hours per day. */
export function getTimeOff(timesheetId: string): Promise<TimeOffWeek> {
  return api.get<TimeOffWeek>(`/mytime/timesheets/${timesheetId}/time-off`);
}

export function getTimeOffQueryOptions(timesheetId: string) {
  return queryOptions({ queryKey: mytimeKeys.timeOff(timesheetId), queryFn: () => getTimeOff(timesheetId) });
}

/** The time off of a timesheet's week; disabled without an id. */
export function useTimeOff(timesheetId: string | null) {
  return useQuery({ ...getTimeOffQueryOptions(timesheetId ?? ''), enabled: Boolean(timesheetId) });
}
