import { Navigate, type RouteObject } from 'react-router';

const page = () => import('./routes/talent-page').then((m) => ({ Component: m.TalentPage }));

/** Talent routes under /talent (SPEC.md section 2): /talent redirects to the dashboard; three screens, one page. */
export const talentRoutes: RouteObject = {
  path: 'talent',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: page, handle: { title: 'Dashboard' } },
    { path: 'employees', lazy: page, handle: { title: 'Employees' } },
    { path: 'allocations', lazy: page, handle: { title: 'Allocations' } },
  ],
};
