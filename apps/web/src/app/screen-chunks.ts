/**
 * Largest Contentful Paint at most 2.5 s on every screen: a signed-in deep link used to
 * download its code in three steps one after the other: the entry; then the signed-in app with the
 * router; then, once the router had matched the address, the screen's chunk and the query layer. The
 * build (`screenChunks` in vite.config.ts) writes into index.html, as a JSON data block, which chunks
 * the signed-in app, the feature layout and each screen need; the entry adds
 * `<link rel="modulepreload">` for the address it was opened at, so all of them download side by side
 * while React starts, and the router's own `import()` then finds them loaded. The chunk graph itself is
 * unchanged.
 *
 * The build also inlines one small script that adds the same links while the HTML is parsed, before the
 * entry has arrived (app/boot-preload.ts); the Content-Security-Policy allows it by its hash.
 */

import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
// By a relative path, not `@apps/contracts/...`: vite.config.ts imports this file, and Vite's config
// loader bundles relative imports but leaves a package's to Node, which cannot load the contracts'
// TypeScript. It is the same file either way.
import { MODULES } from '../../../../packages/contracts/src/modules/module-list';

/** `id` of the `<script type="application/json">` block in index.html. */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

/** The screens outside the modules (User Management, Profile, Settings), as `SCREEN_MODULES` lists them. */
const CORE_SCREEN_MODULES: ReadonlyArray<readonly [path: string, module: string]> = [
  ['/admin/users', 'features/admin/routes/user-management-page.tsx'],
  ['/profile', 'features/profile/routes/profile-page.tsx'],
  ['/settings', 'features/settings/routes/settings-page.tsx'],
];

/**
 * The screen table of `manifests` and the core screens: each module's screens with their page
 * modules (relative to apps/web/src), or, when all of a module's screens show one page, the module's
 * path ending in `/` (every address under it) with that page. A module's index address is left out
 * (it redirects, or shows a screen listed under its own address).
 */
export function screenModules(manifests: readonly ModuleManifest[] = MODULES): ReadonlyArray<readonly [path: string, module: string]> {
  const moduleScreens = manifests.flatMap((manifest): Array<readonly [string, string]> => {
    const pages = new Set(manifest.screens.map((screen) => screen.page));
    if (pages.size === 1) return [[`${manifest.path}/`, [...pages][0]!]];
    return manifest.screens.map((screen) => [`${manifest.path}/${screen.path}`, screen.page] as const);
  });
  return [...moduleScreens, ...CORE_SCREEN_MODULES];
}

/**
 * Each screen's address and its page module (relative to apps/web/src), derived from the module
 * manifests' screens (`screenModules`). A path ending in `/` stands for every address under it (one
 * page for a module's screens). `screen-chunks.test.ts` holds every entry to the route table.
 */
export const SCREEN_MODULES: ReadonlyArray<readonly [path: string, module: string]> = screenModules();

/**
 * The data block: chunk names (`x` for `/assets/x.js`, the build's chunk files) of the signed-in app (`signedIn`), of the feature
 * layout that every screen but home sits in (`layout`), and of each screen (`screens`, keyed by the
 * paths of `SCREEN_MODULES`); each list holds a chunk and everything it imports statically.
 */
export interface ScreenChunks {
  signedIn: string[];
  layout: string[];
  screens: Record<string, string[]>;
}

/** The `SCREEN_MODULES` path that `pathname` opens, or undefined (home, or an address not listed). */
export function screenPathFor(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SCREEN_MODULES.find(([screen]) => (screen.endsWith('/') ? path.startsWith(screen) : path === screen))?.[0];
}

/**
 * The chunk URLs (`/assets/x.js`) a signed-in first load of `pathname` needs, from the data block
 * `chunks`: the signed-in app's, and for a listed screen the layout's and the screen's, without repeats.
 */
export function chunksFor(chunks: ScreenChunks, pathname: string): string[] {
  const screen = screenPathFor(pathname);
  const names = [...chunks.signedIn, ...(screen ? [...chunks.layout, ...(chunks.screens[screen] ?? [])] : [])];
  return [...new Set(names)].map((name) => `/assets/${name}.js`);
}

/**
 * Adds `<link rel="modulepreload">` to `doc`'s head for every chunk a signed-in first load of
 * `pathname` needs (`chunksFor`), read from the index.html data block; does nothing without the block
 * (the dev server) or when it does not parse, and leaves out links already there (index.html's boot script,
 * app/boot-preload.ts, adds them while the page is parsed). Returns the URLs it added.
 */
export function preloadScreenChunks(doc: Document, pathname: string): string[] {
  const block = doc.getElementById(SCREEN_CHUNKS_ID)?.textContent;
  if (!block) return [];
  let chunks: ScreenChunks;
  try {
    chunks = JSON.parse(block) as ScreenChunks;
  } catch {
    return [];
  }
  // Links index.html's boot script added already (app/boot-preload.ts) are not added twice.
  const present = new Set([...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  const urls = chunksFor(chunks, pathname).filter((href) => !present.has(href));
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
  return urls;
}
