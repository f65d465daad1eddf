import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveBalance } from '@apps/contracts/mytime/leave';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** `GET /v1/mytime/leaves/balances?employeeId=&year=`: balances of a year, in days. */
export function getLeaveBalances(employeeId: string, year: number): Promise<LeaveBalance[]> {
  return api.get<LeaveBalance[]>('/mytime/leaves/balances', { query: { employeeId, year } });
}

export function getLeaveBalancesQueryOptions(employeeId: string, year: number) {
  return queryOptions({ queryKey: mytimeKeys.balances(employeeId, year), queryFn: () => getLeaveBalances(employeeId, year) });
}

/** The person's balances of `year` (their local calendar year). */
export function useLeaveBalances(employeeId: string | undefined, year: number) {
  return useQuery({ ...getLeaveBalancesQueryOptions(employeeId ?? '', year), enabled: Boolean(employeeId) });
}
