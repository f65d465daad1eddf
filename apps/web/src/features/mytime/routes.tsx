import { Navigate, type RouteObject } from 'react-router';

/** MyTime routes under /mytime (SPEC.md section 2); every page is lazy-loaded. */
export const mytimeRoutes: RouteObject = {
  path: 'mytime',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.DashboardPage, loader: m.dashboardLoader })), handle: { title: 'Dashboard' } },
    { path: 'timesheet', lazy: () => import('./routes/timesheet-page').then((m) => ({ Component: m.TimesheetPage })), handle: { title: 'Timesheets' } },
    { path: 'leave', lazy: () => import('./routes/leave-page').then((m) => ({ Component: m.LeavePage })), handle: { title: 'Leave' } },
    { path: 'projects', lazy: () => import('./routes/projects-page').then((m) => ({ Component: m.ProjectsPage })), handle: { title: 'Projects' } },
    { path: 'project-management', lazy: () => import('./routes/project-management-page').then((m) => ({ Component: m.ProjectManagementPage })), handle: { title: 'Project Management' } },
    { path: 'approvals', lazy: () => import('./routes/approvals-page').then((m) => ({ Component: m.ApprovalsPage })), handle: { title: 'Approvals' } },
    { path: 'holidays', lazy: () => import('./routes/holidays-page').then((m) => ({ Component: m.HolidaysPage })), handle: { title: 'Holidays' } },
    { path: 'team-calendar', lazy: () => import('./routes/team-calendar-page').then((m) => ({ Component: m.TeamCalendarPage })), handle: { title: 'Team Calendar' } },
  ],
};
