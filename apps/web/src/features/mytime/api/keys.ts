/** Query keys of the MyTime feature; mutations invalidate through them. */
export const mytimeKeys = {
  all: ['mytime'] as const,
  timesheets: () => [...mytimeKeys.all, 'timesheets'] as const,
  employeeTimesheets: (employeeId: string) => [...mytimeKeys.timesheets(), 'employee', employeeId] as const,
  employeeTimesheetOfWeek: (employeeId: string, weekStartDate: string) => [...mytimeKeys.timesheets(), 'employee-week', employeeId, weekStartDate] as const,
  timesheet: (id: string) => [...mytimeKeys.timesheets(), 'detail', id] as const,
  // Under leaves() too: approving or cancelling leave refreshes the weeks' time off.
  timeOff: (timesheetId: string) => [...mytimeKeys.leaves(), 'time-off', timesheetId] as const,
  holidays: () => [...mytimeKeys.all, 'holidays'] as const,
  holidayList: (year: number) => [...mytimeKeys.holidays(), 'list', year] as const,
  holidayCalendars: (year: number) => [...mytimeKeys.holidays(), 'calendars', year] as const,
  myHolidays: (year: number) => [...mytimeKeys.holidays(), 'mine', year] as const,
  pendingTimesheets: (managerId: string) => [...mytimeKeys.timesheets(), 'pending', managerId] as const,
  leaves: () => [...mytimeKeys.all, 'leaves'] as const,
  myLeaves: (employeeId: string) => [...mytimeKeys.leaves(), 'my', employeeId] as const,
  pendingLeaves: (managerId: string) => [...mytimeKeys.leaves(), 'pending', managerId] as const,
  balances: (employeeId: string, year: number) => [...mytimeKeys.leaves(), 'balances', employeeId, year] as const,
  calendar: (teamId: string, startDate: string, endDate: string) => [...mytimeKeys.leaves(), 'calendar', teamId, startDate, endDate] as const,
  projects: () => [...mytimeKeys.all, 'projects'] as const,
  teamMissingTimesheets: (managerId: string, weekStartDate: string) => [...mytimeKeys.timesheets(), 'team-missing', managerId, weekStartDate] as const,
};
