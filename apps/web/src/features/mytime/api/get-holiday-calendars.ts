import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidayCalendar } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/holidays/calendars?year=` (Admin on mytime or all): the default and each office's calendar. */
export function getHolidayCalendars(year: number): Promise<HolidayCalendar[]> {
  return api.get<HolidayCalendar[]>('/mytime/holidays/calendars', { query: { year } });
}

export function getHolidayCalendarsQueryOptions(year: number) {
  return queryOptions({ queryKey: mytimeKeys.holidayCalendars(year), queryFn: () => getHolidayCalendars(year) });
}

export function useHolidayCalendars(year: number) {
  return useQuery(getHolidayCalendarsQueryOptions(year));
}
