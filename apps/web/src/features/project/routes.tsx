import { Navigate, type RouteObject } from 'react-router';

const page = () => import('./routes/project-page').then((m) => ({ Component: m.ProjectPage }));

/** Project routes under /project (SPEC.md section 2): /project redirects to the dashboard; four screens, one placeholder. */
export const projectRoutes: RouteObject = {
  path: 'project',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: page, handle: { title: 'Dashboard' } },
    { path: 'estimates', lazy: page, handle: { title: 'Estimates' } },
    { path: 'sows', lazy: page, handle: { title: 'SOWs' } },
    { path: 'projects', lazy: page, handle: { title: 'Projects' } },
  ],
};
