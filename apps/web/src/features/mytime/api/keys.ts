/** Query keys of the MyTime feature; mutations invalidate through them. */
export const mytimeKeys = {
  all: ['mytime'] as const,
  timesheets: () => [...mytimeKeys.all, 'timesheets'] as const,
  employeeTimesheets: (employeeId: string) => [...mytimeKeys.timesheets(), 'employee', employeeId] as const,
  timesheet: (id: string) => [...mytimeKeys.timesheets(), 'detail', id] as const,
  pendingTimesheets: (managerId: string) => [...mytimeKeys.timesheets(), 'pending', managerId] as const,
  leaves: () => [...mytimeKeys.all, 'leaves'] as const,
  myLeaves: (employeeId: string) => [...mytimeKeys.leaves(), 'my', employeeId] as const,
  pendingLeaves: (managerId: string) => [...mytimeKeys.leaves(), 'pending', managerId] as const,
  balances: (employeeId: string, year: number) => [...mytimeKeys.leaves(), 'balances', employeeId, year] as const,
  projects: () => [...mytimeKeys.all, 'projects'] as const,
};
