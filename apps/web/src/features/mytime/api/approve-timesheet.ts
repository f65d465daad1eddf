import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets/{id}/approve` `{approverId}` (the signed-in approver). */
export function approveTimesheet({ timesheetId, approverId }: { timesheetId: string; approverId: string }): Promise<Timesheet> {
  return api.post<Timesheet>(`/mytime/timesheets/${timesheetId}/approve`, { approverId });
}

export function useApproveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveTimesheet, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
