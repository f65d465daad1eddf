/**
 * The signed-in screens, by address, with their page modules: the one table the build derives its
 * chunks from (`vite.config.ts`: one chunk per feature for what its screens share) and the entry reads
 * to start a deep link's screen beside the signed-in app (`app/screen-preload.ts`).
 */

import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
// By a relative path, not `@apps/contracts/...`: vite.config.ts imports this file, and Vite's config
// loader bundles relative imports but leaves a package's to Node, which cannot load the contracts'
// TypeScript. It is the same file either way.
import { MODULES } from '../../../../packages/contracts/src/modules/module-list';

/** The screens outside the modules (User Management, the audit log, Profile, Settings), as `SCREEN_MODULES` lists them. */
const CORE_SCREEN_MODULES: ReadonlyArray<readonly [path: string, module: string]> = [
  ['/admin/users', 'features/admin/routes/user-management-page.tsx'],
  ['/admin/audit', 'features/admin/routes/audit-log-page.tsx'],
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

/** The feature folder of a page module: `features/mytime/routes/x.tsx` -> `mytime`; undefined outside `features/`. */
export function featureOf(module: string): string | undefined {
  const [root, feature] = module.split('/');
  return root === 'features' ? feature : undefined;
}

/** The feature folders of the screens of `SCREEN_MODULES`, each once, in the table's order. */
export const SCREEN_FEATURES: readonly string[] = [...new Set(SCREEN_MODULES.flatMap(([, module]) => featureOf(module) ?? []))];

/** The `SCREEN_MODULES` entry that `pathname` opens, or undefined (home, or an address not listed). */
export function screenFor(pathname: string): readonly [path: string, module: string] | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SCREEN_MODULES.find(([screen]) => (screen.endsWith('/') ? path.startsWith(screen) : path === screen));
}

/** The `SCREEN_MODULES` path that `pathname` opens, or undefined (home, or an address not listed). */
export function screenPathFor(pathname: string): string | undefined {
  return screenFor(pathname)?.[0];
}
