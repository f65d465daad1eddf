import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHoliday, Holiday } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `POST /v1/mytime/holidays`, or `PUT /v1/mytime/holidays/{id}` with an id (Admin on mytime or all). */
export function saveHoliday({ id, ...input }: CreateHoliday & { id?: string }): Promise<Holiday> {
  return id ? api.put<Holiday>(`/mytime/holidays/${id}`, input) : api.post<Holiday>('/mytime/holidays', input);
}

/** Saves a holiday; holidays, calendars and weeks' time off refresh. */
export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoliday,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: mytimeKeys.holidays() }), queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() })]),
  });
}
