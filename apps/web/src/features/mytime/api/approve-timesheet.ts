import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets/{id}/approve` `{approverId, comment?}` (the signed-in approver; the comment is optional). */
export function approveTimesheet({ timesheetId, approverId, comment }: { timesheetId: string; approverId: string; comment?: string | undefined }): Promise<Timesheet> {
  return api.post<Timesheet>(`/mytime/timesheets/${timesheetId}/approve`, comment ? { approverId, comment } : { approverId });
}

export function useApproveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveTimesheet, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
