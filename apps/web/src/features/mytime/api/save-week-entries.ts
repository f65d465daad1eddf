import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import type { SaveWeekEntries } from '@apps/contracts/mytime/week-entries';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/**
 * `PUT /v1/mytime/timesheets/{id}/entries`: the week grid's changed cells in one
 * all-or-nothing batch; answers the timesheet with new totals. A 400 names each item
 * (`entries.3.hours`).
 */
export function saveWeekEntries({ timesheetId, batch }: { timesheetId: string; batch: SaveWeekEntries }): Promise<Timesheet> {
  return api.put<Timesheet>(`/mytime/timesheets/${timesheetId}/entries`, batch);
}

export function useSaveWeekEntries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveWeekEntries, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
