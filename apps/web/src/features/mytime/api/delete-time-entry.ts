import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `DELETE /v1/mytime/timesheets/{id}/entries/{entryId}`: removes an entry; answers the timesheet. */
export function deleteTimeEntry({ timesheetId, entryId }: { timesheetId: string; entryId: string }): Promise<Timesheet> {
  return api.delete<Timesheet>(`/mytime/timesheets/${timesheetId}/entries/${entryId}`);
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTimeEntry, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
