import type { QueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { mytimeKeys } from './keys';

/** After a timesheet changed: keep the answer as its detail and refetch every timesheet list. */
export function timesheetChanged(queryClient: QueryClient, timesheet: Timesheet): Promise<void> {
  queryClient.setQueryData(mytimeKeys.timesheet(timesheet.id), timesheet);
  return queryClient.invalidateQueries({ queryKey: mytimeKeys.timesheets() });
}
