import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoursChart } from '@apps/contracts/mytime/charts';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/**
 * `GET /v1/mytime/charts/hours?weekStartDate=`: the caller's hours per day for the week
 * starting on that Sunday (`YYYY-MM-DD`) and the four before it, and their team's hours last week.
 * Under the timesheets key, so saving entries refreshes it.
 */
export function getHoursChart(weekStartDate: string): Promise<HoursChart> {
  return api.get<HoursChart>('/mytime/charts/hours', { query: { weekStartDate } });
}

export function getHoursChartQueryOptions(userId: string, weekStartDate: string) {
  return queryOptions({ queryKey: [...mytimeKeys.timesheets(), 'hours-chart', userId, weekStartDate] as const, queryFn: () => getHoursChart(weekStartDate) });
}

export function useHoursChart(userId: string | undefined, weekStartDate: string) {
  return useQuery({ ...getHoursChartQueryOptions(userId ?? '', weekStartDate), enabled: Boolean(userId) });
}
