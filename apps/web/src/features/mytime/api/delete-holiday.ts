import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `DELETE /v1/mytime/holidays/{id}` (Admin on mytime or all). */
export function deleteHoliday(id: string): Promise<Holiday> {
  return api.delete<Holiday>(`/mytime/holidays/${id}`);
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: mytimeKeys.holidays() }), queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() })]),
  });
}
