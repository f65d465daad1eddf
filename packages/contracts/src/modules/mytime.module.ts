import type { ModuleManifest, SidebarItemManifest } from './module-manifest';

/** The MyTime sidebar's labels; the screens' texts reuse them. */
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

/**
 * MyTime's sidebar: the spec's items, plus Project Management and Approvals for the people who may use
 * them, the managers' Team Calendar and the admins' Holidays.
 */
export const MYTIME_SIDEBAR: readonly SidebarItemManifest[] = [
  { label: MYTIME_NAV_TEXTS.dashboard, path: '/mytime/dashboard', icon: 'LayoutDashboard' },
  { label: MYTIME_NAV_TEXTS.timesheet, path: '/mytime/timesheet', icon: 'CalendarClock' },
  { label: MYTIME_NAV_TEXTS.leave, path: '/mytime/leave', icon: 'Plane' },
  { label: MYTIME_NAV_TEXTS.projects, path: '/mytime/projects', icon: 'FolderOpen' },
  { label: MYTIME_NAV_TEXTS.projectManagement, path: '/mytime/project-management', icon: 'FolderCog', visible: 'managesProjects' },
  { label: MYTIME_NAV_TEXTS.approvals, path: '/mytime/approvals', icon: 'ClipboardCheck', visible: 'approvesTimesheets' },
  { label: MYTIME_NAV_TEXTS.teamCalendar, path: '/mytime/team-calendar', icon: 'CalendarDays', visible: 'usesTeamViews' },
  { label: MYTIME_NAV_TEXTS.holidays, path: '/mytime/holidays', icon: 'CalendarOff', visible: 'managesHolidays' },
];

const page = (name: string) => `features/mytime/routes/${name}-page.tsx`;

/** MyTime: time-billing and leave management. */
export const MYTIME_MODULE = {
  id: 'mytime',
  name: 'MyTime',
  title: 'MyTime',
  description: 'time-billing and leave management',
  icon: 'Clock',
  path: '/mytime',
  colour: 'bg-blue-100 text-blue-700',
  badgeTone: 'blue',
  index: { redirectTo: 'dashboard' },
  sidebar: MYTIME_SIDEBAR,
  screens: [
    { path: 'dashboard', title: 'Dashboard', page: page('dashboard'), component: 'DashboardPage', loader: 'dashboardLoader' },
    { path: 'timesheet', title: 'Timesheets', page: page('timesheet'), component: 'TimesheetPage' },
    { path: 'leave', title: 'Leave', page: page('leave'), component: 'LeavePage' },
    { path: 'projects', title: 'Projects', page: page('projects'), component: 'ProjectsPage' },
    { path: 'project-management', title: 'Project Management', page: page('project-management'), component: 'ProjectManagementPage' },
    { path: 'approvals', title: 'Approvals', page: page('approvals'), component: 'ApprovalsPage' },
    { path: 'holidays', title: 'Holidays', page: page('holidays'), component: 'HolidaysPage' },
    { path: 'team-calendar', title: 'Team Calendar', page: page('team-calendar'), component: 'TeamCalendarPage' },
  ],
  resources: ['timesheets', 'leaves', 'projects', 'holidays'],
} as const satisfies ModuleManifest;
