import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets/{id}/submit`: Draft or Rejected -> Submitted. */
export function submitTimesheet(timesheetId: string): Promise<Timesheet> {
  return api.post<Timesheet>(`/mytime/timesheets/${timesheetId}/submit`);
}

export function useSubmitTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitTimesheet, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
