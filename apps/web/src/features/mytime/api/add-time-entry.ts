import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTimeEntry, Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets/{id}/entries`: adds an entry; answers the timesheet with new totals. */
export function addTimeEntry({ timesheetId, entry }: { timesheetId: string; entry: SaveTimeEntry }): Promise<Timesheet> {
  return api.post<Timesheet>(`/mytime/timesheets/${timesheetId}/entries`, entry);
}

export function useAddTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTimeEntry, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
