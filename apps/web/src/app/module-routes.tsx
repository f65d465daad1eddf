import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import type { ModuleManifest, ScreenManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { useI18n } from '../lib/i18n/intl';
import { screenTitleMessage } from './module.messages';

/** A page module as `import()` answers it: its exports by name. */
type PageModule = Record<string, unknown>;

/** The page modules by path relative to apps/web/src (`features/mytime/routes/leave-page.tsx`), each loaded on first use. */
export type PageModules = Readonly<Record<string, () => Promise<PageModule>>>;

/**
 * Every feature's page module, lazily: the bundler splits each into a chunk of its own, as a written
 * `import('./routes/leave-page')` would, and a manifest names its screens' pages by these keys.
 */
export const PAGE_MODULES: PageModules = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>('../features/*/routes/*-page.tsx')).map(([key, load]) => [key.replace(/^\.\.\//, ''), load]),
);

/**
 * The route's `lazy` for `screen`: loads its page module and takes the component (given the screen's
 * title when `titleProp`) and the loader the manifest names. Throws, into the route's error screen,
 * when the page module or an export is missing.
 */
function lazyScreen(moduleId: string, screen: ScreenManifest, pages: PageModules): NonNullable<RouteObject['lazy']> {
  return async () => {
    const load = pages[screen.page];
    if (!load) throw new Error(`No page module ${screen.page}`);
    const page = await load();
    const Page = page[screen.component] as ComponentType<{ title?: string }> | undefined;
    if (!Page) throw new Error(`${screen.page} has no export ${screen.component}`);
    const loader = screen.loader ? (page[screen.loader] as LoaderFunction | undefined) : undefined;
    if (screen.loader && !loader) throw new Error(`${screen.page} has no export ${screen.loader}`);
    const TitledPage = () => <Page title={useI18n().formatMessage(screenTitleMessage(moduleId, screen.path, screen.title))} />;
    return { Component: screen.titleProp ? TitledPage : Page, ...(loader ? { loader } : {}) };
  };
}

/**
 * A module's routes under its path, from its manifest: the index (a redirect to a screen, or that
 * screen itself), then one lazily loaded route per screen, titled by `handle.title`. Throws when the
 * index names a screen the manifest does not have.
 */
export function moduleRoute(manifest: ModuleManifest, pages: PageModules = PAGE_MODULES): RouteObject {
  const screens: RouteObject[] = manifest.screens.map((screen) => ({ path: screen.path, lazy: lazyScreen(manifest.id, screen, pages), handle: { title: screen.title } }));
  return { path: manifest.path.replace(/^\//, ''), children: [indexRoute(manifest, screens), ...screens] };
}

/** The index route of `manifest`, given its screens' routes. */
function indexRoute(manifest: ModuleManifest, screens: readonly RouteObject[]): RouteObject {
  if ('redirectTo' in manifest.index) return { index: true, element: <Navigate to={manifest.index.redirectTo} replace /> };
  const target = manifest.index.screen;
  const shown = screens.find((route) => route.path === target);
  if (!shown) throw new Error(`${manifest.id}: the index shows ${target}, which is not a screen`);
  return { index: true, lazy: shown.lazy, handle: shown.handle };
}

/** The routes of every module of `manifests`, with the module id, in their order. */
export function moduleRoutes(manifests: readonly ModuleManifest[] = MODULES, pages: PageModules = PAGE_MODULES): Array<[id: string, route: RouteObject]> {
  return manifests.map((manifest) => [manifest.id, moduleRoute(manifest, pages)]);
}
