import { useEffect, useRef } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import type { ModuleId } from '@apps/contracts/module-ids';
import { useAuthStore } from '../lib/auth/auth-store';
import { useLoadSession } from '../lib/auth/use-session';
import { adminRoutes } from '../features/admin/routes';
import { growRoutes } from '../features/grow/routes';
import { hireRoutes } from '../features/hire/routes';
import { innovationRoutes } from '../features/innovation/routes';
import { insightsRoutes } from '../features/insights/routes';
import { mytimeRoutes } from '../features/mytime/routes';
import { pipelineRoutes } from '../features/pipeline/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectRoutes } from '../features/project/routes';
import { settingsRoutes } from '../features/settings/routes';
import { talentRoutes } from '../features/talent/routes';
import { Spinner } from '../components/spinner';
import { ErrorScreen } from './error-boundary';
import { AppShell } from './layout/app-shell';
import { ModuleGuard } from './layout/module-guard';
import { AccountDeactivatedScreen } from './routes/account-deactivated';
import { HomePage } from './routes/home';

/** Scrolls to the top on every path change (SPEC.md section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The root of the signed-in app (the sign-in screen is outside the router, in `main.tsx`): loads
 * user, roles and permissions once per sign-in (SPEC.md section 4 loading order), then the app; a
 * deactivated account sees why instead (issue 14 item 1).
 */
function RootLayout() {
  const loadSession = useLoadSession();
  const loaded = useRef(false);
  const deactivated = useAuthStore((s) => s.accountDeactivated);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void loadSession();
  }, [loadSession]);

  return (
    <>
      <ScrollToTop />
      {deactivated ? <AccountDeactivatedScreen message={deactivated} /> : <Outlet />}
    </>
  );
}

const moduleRoutes: Array<[ModuleId, RouteObject]> = [
  ['mytime', mytimeRoutes],
  ['grow', growRoutes],
  ['hire', hireRoutes],
  ['project', projectRoutes],
  ['innovation', innovationRoutes],
  ['pipeline', pipelineRoutes],
  ['talent', talentRoutes],
  ['insights', insightsRoutes],
];

/** The route table of SPEC.md section 2; any other path redirects to /. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first screen's lazy code loads on a deep link.
    hydrateFallbackElement: <Spinner className="min-h-screen" />,
    children: [
      {
        element: <AppShell />,
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <HomePage />, handle: { title: 'Home' } },
          {
            lazy: () => import('./feature-layout').then((m) => ({ Component: m.FeatureLayout })),
            children: [
              profileRoutes,
              settingsRoutes,
              adminRoutes,
              ...moduleRoutes.map(([moduleId, route]) => ({ element: <ModuleGuard moduleId={moduleId} />, children: [route] })),
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

