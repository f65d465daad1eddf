import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTimesheet, Timesheet } from '@apps/contracts/mytime/timesheet';
import { api } from '../../../lib/api-client';
import { timesheetChanged } from './timesheet-cache';

/** `POST /v1/mytime/timesheets`: a Draft timesheet for a Sunday-to-Saturday week (dates as local midnight). */
export function createTimesheet(input: CreateTimesheet): Promise<Timesheet> {
  return api.post<Timesheet>('/mytime/timesheets', input);
}

export function useCreateTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTimesheet, onSuccess: (timesheet) => timesheetChanged(queryClient, timesheet) });
}
