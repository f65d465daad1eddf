import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets/{id}/undo-approval`: back to Submitted; only its approver, only just after approving. */
export function undoTimesheetApproval(timesheetId: string): Promise<Timesheet> {
  return api.post<Timesheet>(`/mytime/timesheets/${timesheetId}/undo-approval`);
}

export function useUndoTimesheetApproval() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoTimesheetApproval, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
