import { Navigate, type RouteObject } from 'react-router';

const page = () => import('./routes/pipeline-page').then((m) => ({ Component: m.PipelinePage }));

/** Pipeline routes under /pipeline (SPEC.md section 2): /pipeline redirects to the dashboard; three screens, one page. */
export const pipelineRoutes: RouteObject = {
  path: 'pipeline',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: page, handle: { title: 'Dashboard' } },
    { path: 'leads', lazy: page, handle: { title: 'Leads' } },
    { path: 'opportunities', lazy: page, handle: { title: 'Opportunities' } },
  ],
};
