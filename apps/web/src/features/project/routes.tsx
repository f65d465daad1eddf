import { Navigate, type RouteObject } from 'react-router';

const page = () => import('./routes/project-page').then((m) => ({ Component: m.ProjectPage }));

/** Project routes under /project (SPEC.md section 2): /project redirects to the dashboard; four screens, one placeholder. */
export const projectRoutes: RouteObject = {
  path: 'project',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: page },
    { path: 'estimates', lazy: page },
    { path: 'sows', lazy: page },
    { path: 'projects', lazy: page },
  ],
};
