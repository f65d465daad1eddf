import { Navigate, type RouteObject } from 'react-router';

/** MyTime routes under /mytime (SPEC.md section 2); every page is lazy-loaded. */
export const mytimeRoutes: RouteObject = {
  path: 'mytime',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
    { path: 'timesheet', lazy: () => import('./routes/timesheet-page').then((m) => ({ Component: m.TimesheetPage })) },
    { path: 'leave', lazy: () => import('./routes/leave-page').then((m) => ({ Component: m.LeavePage })) },
    { path: 'projects', lazy: () => import('./routes/projects-page').then((m) => ({ Component: m.ProjectsPage })) },
    { path: 'project-management', lazy: () => import('./routes/project-management-page').then((m) => ({ Component: m.ProjectManagementPage })) },
    { path: 'approvals', lazy: () => import('./routes/approvals-page').then((m) => ({ Component: m.ApprovalsPage })) },
  ],
};
