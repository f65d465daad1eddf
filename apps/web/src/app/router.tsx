import { useEffect, useRef } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import type { ModuleId } from '@apps/contracts/module-ids';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { useAuthStore } from '../lib/auth/auth-store';
import { useLoadSession } from '../lib/auth/use-session';
import { yieldToMain } from '../lib/yield-to-main';
import { adminRoutes } from '../features/admin/routes';
import { profileRoutes } from '../features/profile/routes';
import { settingsRoutes } from '../features/settings/routes';
import { Spinner } from '../components/spinner';
import { RouteErrorScreen } from './route-error-screen';
import { AppShell } from './layout/app-shell';
import { ModuleGuard } from './layout/module-guard';
import { moduleRoutes, PAGE_MODULES, type PageModules } from './module-routes';
import { AccountDeactivatedScreen } from './routes/account-deactivated';
import { HomePage } from './routes/home';
import { homeMessages } from './messages';

/** Scrolls to the top on every path change. */
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
 * deactivated account sees why instead.
 */
function RootLayout() {
  const loadSession = useLoadSession();
  const loaded = useRef(false);
  const deactivated = useAuthStore((s) => s.accountDeactivated);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    // After the screen's own effects (its reads start there), in a task of its own.
    void yieldToMain().then(loadSession);
  }, [loadSession]);

  return (
    <>
      <ScrollToTop />
      {deactivated ? <AccountDeactivatedScreen message={deactivated} /> : <Outlet />}
    </>
  );
}

/** Id of the feature layout's route, under which the features' routes are added as addresses need them. */
const FEATURES_ROUTE_ID = 'features';

/**
 * Each feature's routes under the feature layout: profile, settings, User Management, and the routes
 * of each module of `manifests` (built from its screens), which render inside its `ModuleGuard`.
 */
export function featureRoutesOf(manifests: readonly ModuleManifest[] = MODULES, pages: PageModules = PAGE_MODULES): RouteObject[] {
  return [
    profileRoutes,
    settingsRoutes,
    adminRoutes,
    ...moduleRoutes(manifests, pages).map(([moduleId, route]): RouteObject => ({ ...route, element: <ModuleGuard moduleId={moduleId as ModuleId} /> })),
  ];
}

/** The features' routes of the app (every module of the manifest list). */
export const featureRoutes: RouteObject[] = featureRoutesOf();

/** The route table around the features' routes `features` (all of them, or those discovered so far). */
function routeTable(features: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      // Shown while the first screen's lazy code loads on a deep link.
      hydrateFallbackElement: <Spinner className="min-h-screen" />,
      children: [
        {
          element: <AppShell />,
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <HomePage />, handle: { title: homeMessages.title.defaultMessage, titleMessage: homeMessages.title } },
            {
              id: FEATURES_ROUTE_ID,
              lazy: () => import('./feature-layout').then((m) => ({ Component: m.FeatureLayout })),
              children: features,
            },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}

/** The route table, every route; any other path redirects to /. */
export const appRoutes: RouteObject[] = routeTable(featureRoutes);

/** The feature route an address lies under (`/mytime/leave` -> MyTime's routes), if any. */
export function featureRouteFor(pathname: string): RouteObject | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return featureRoutes.find((route) => route.path?.split('/')[0] === first);
}

/**
 * The app's router at the address the browser shows. It starts with the routes around the features
 * and adds a feature's routes the first time an address under it is opened (React Router's
 * `patchRoutesOnNavigation`): React Router builds and ranks a regular expression for every level of
 * every route each time it matches an address, and the whole table (59 routes, up to six levels) cost
 * 5-10 ms of CPU per match on a cold load, several times per load. A person
 * who opens one module matches against its routes and the few around them.
 */
export function createAppRouter() {
  const added = new Set<RouteObject>();
  return createBrowserRouter(routeTable([]), {
    async patchRoutesOnNavigation({ path, patch }) {
      const route = featureRouteFor(path);
      if (!route || added.has(route)) return;
      // The router's set-up goes on in a task of its own (no task over 50 ms at 4x).
      await yieldToMain();
      if (added.has(route)) return;
      added.add(route);
      patch(FEATURES_ROUTE_ID, [route]);
    },
  });
}
