import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/holidays?year=`: every calendar's holidays of a year, by date. */
export function getHolidays(year: number): Promise<Holiday[]> {
  return api.get<Holiday[]>('/mytime/holidays', { query: { year } });
}

export function getHolidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: mytimeKeys.holidayList(year), queryFn: () => getHolidays(year) });
}

export function useHolidays(year: number) {
  return useQuery(getHolidaysQueryOptions(year));
}
