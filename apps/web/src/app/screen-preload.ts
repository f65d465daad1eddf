import { screenFor } from './screen-chunks';

/**
 * The loader of every page module. Vite compiles each `import()` of the build with a preload of the
 * chunks the module imports, so one call asks for the page and all it needs side by side.
 */
const PAGES = import.meta.glob('../features/*/routes/*-page.tsx');

/** The loader of the page module that `pathname` opens (`SCREEN_MODULES`), or undefined (home, an address not listed). */
export function screenLoader(pathname: string): (() => Promise<unknown>) | undefined {
  const module = screenFor(pathname)?.[1];
  return module ? PAGES[`../${module}`] : undefined;
}

/**
 * Starts loading the code of the screen at `pathname` with the feature layout it sits in, so that a
 * signed-in deep link downloads it beside the signed-in app instead of after it, once the router has
 * matched the address; the router's own `import()` then finds the modules loaded. Does nothing for
 * home or an address not in the table. A failed load is left to the router, which shows the route's
 * error screen.
 * @returns the loads, settled either way, or undefined when there is nothing to load.
 */
export function preloadScreen(pathname: string): Promise<unknown> | undefined {
  const load = screenLoader(pathname);
  if (!load) return undefined;
  return Promise.all([import('./feature-layout'), load()]).catch(() => undefined);
}
