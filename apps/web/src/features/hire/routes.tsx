import { Navigate, type RouteObject } from 'react-router';

/** Hire routes under /hire (SPEC.md section 2); /hire redirects to the dashboard. Pages load lazily. */
export const hireRoutes: RouteObject = {
  path: 'hire',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.HireDashboardPage })), handle: { title: 'Dashboard' } },
    { path: 'jobs', lazy: () => import('./routes/jobs-page').then((m) => ({ Component: m.HireJobsPage })), handle: { title: 'Jobs' } },
    { path: 'candidates', lazy: () => import('./routes/candidates-page').then((m) => ({ Component: m.HireCandidatesPage })), handle: { title: 'Candidates' } },
    { path: 'interviews', lazy: () => import('./routes/interviews-page').then((m) => ({ Component: m.HireInterviewsPage })), handle: { title: 'Interviews' } },
  ],
};
