import { Navigate, type RouteObject } from 'react-router';

const page = () => import('./routes/talent-page').then((m) => ({ Component: m.TalentPage }));

/** Talent routes under /talent (SPEC.md section 2): /talent redirects to the dashboard; three screens, one page. */
export const talentRoutes: RouteObject = {
  path: 'talent',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: page },
    { path: 'employees', lazy: page },
    { path: 'allocations', lazy: page },
  ],
};
