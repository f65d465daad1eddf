/**
 * The MyTime sidebar's labels (SPEC.md section 2 "Sidebar items"), apart from `texts.ts` so the app
 * shell's sidebar does not load the contracts' zod schemas that `texts.ts` imports.
 */
export const MYTIME_NAV_TEXTS = {
  dashboard: 'Dashboard',
  timesheet: 'Timesheets',
  leave: 'Leave',
  projects: 'Projects',
  projectManagement: 'Project Management',
  approvals: 'Approvals',
  teamCalendar: 'Team Calendar',
  holidays: 'Holidays',
} as const;
