import { Navigate, type RouteObject } from 'react-router';

/** Grow routes under /grow (SPEC.md section 2); pages load lazily with the module. */
export const growRoutes: RouteObject = {
  path: 'grow',
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.GrowDashboardPage })), handle: { title: 'Dashboard' } },
    { path: 'okrs', lazy: () => import('./routes/okrs-page').then((m) => ({ Component: m.OkrsPage })), handle: { title: 'OKRs' } },
    { path: 'reviews', lazy: () => import('./routes/reviews-page').then((m) => ({ Component: m.ReviewsPage })), handle: { title: 'Reviews' } },
    { path: 'learning', lazy: () => import('./routes/learning-page').then((m) => ({ Component: m.LearningPage })), handle: { title: 'Learning' } },
    { path: 'career', lazy: () => import('./routes/career-page').then((m) => ({ Component: m.CareerPage })), handle: { title: 'Career' } },
  ],
};
