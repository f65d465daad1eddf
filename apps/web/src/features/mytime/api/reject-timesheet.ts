import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reject, Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets/{id}/reject` `{rejectorId, reason}`. */
export function rejectTimesheet({ timesheetId, ...body }: Reject & { timesheetId: string }): Promise<Timesheet> {
  return api.post<Timesheet>(`/mytime/timesheets/${timesheetId}/reject`, body);
}

export function useRejectTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectTimesheet, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
