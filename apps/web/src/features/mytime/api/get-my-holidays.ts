import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/holidays/mine?from=&to=`: the signed-in person's holidays in a range, by date. */
export function getMyHolidays(from: string, to: string): Promise<Holiday[]> {
  return api.get<Holiday[]>('/mytime/holidays/mine', { query: { from, to } });
}

/**
 * The signed-in person's holidays of calendar year `year` (what their leave counts skip). Fresh for
 * five minutes, so changing the dates of a request does not read them again; an admin's change to a
 * calendar invalidates them (`mytimeKeys.holidays()`).
 */
export function getMyHolidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: mytimeKeys.myHolidays(year), queryFn: () => getMyHolidays(`${year}-01-01`, `${year}-12-31`), staleTime: 5 * 60_000 });
}

/** The signed-in person's holidays of `year`; disabled while `year` is null. */
export function useMyHolidays(year: number | null) {
  return useQuery({ ...getMyHolidaysQueryOptions(year ?? 0), enabled: year !== null });
}
