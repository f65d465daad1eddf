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

/** `id` of the `<script type="application/json">` block in index.html. */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

/**
 * Each screen's address and its page module (relative to apps/web/src), as in the features'
 * `routes.tsx`. A path ending in `/` stands for every address under it (one page for a module's
 * screens). `screen-chunks.test.ts` holds every entry to the route table.
 */
export const SCREEN_MODULES: ReadonlyArray<readonly [path: string, module: string]> = [
  ['/mytime/dashboard', 'features/mytime/routes/dashboard-page.tsx'],
  ['/mytime/timesheet', 'features/mytime/routes/timesheet-page.tsx'],
  ['/mytime/leave', 'features/mytime/routes/leave-page.tsx'],
  ['/mytime/projects', 'features/mytime/routes/projects-page.tsx'],
  ['/mytime/project-management', 'features/mytime/routes/project-management-page.tsx'],
  ['/mytime/approvals', 'features/mytime/routes/approvals-page.tsx'],
  ['/mytime/holidays', 'features/mytime/routes/holidays-page.tsx'],
  ['/mytime/team-calendar', 'features/mytime/routes/team-calendar-page.tsx'],
  ['/grow/dashboard', 'features/grow/routes/dashboard-page.tsx'],
  ['/grow/okrs', 'features/grow/routes/okrs-page.tsx'],
  ['/grow/reviews', 'features/grow/routes/reviews-page.tsx'],
  ['/grow/learning', 'features/grow/routes/learning-page.tsx'],
  ['/grow/career', 'features/grow/routes/career-page.tsx'],
  ['/hire/dashboard', 'features/hire/routes/dashboard-page.tsx'],
  ['/hire/jobs', 'features/hire/routes/jobs-page.tsx'],
  ['/hire/candidates', 'features/hire/routes/candidates-page.tsx'],
  ['/hire/interviews', 'features/hire/routes/interviews-page.tsx'],
  ['/project/', 'features/project/routes/project-page.tsx'],
  ['/innovation/dashboard', 'features/innovation/routes/innovation-dashboard-page.tsx'],
  ['/innovation/ideas', 'features/innovation/routes/ideas-page.tsx'],
  ['/pipeline/', 'features/pipeline/routes/pipeline-page.tsx'],
  ['/talent/', 'features/talent/routes/talent-page.tsx'],
  ['/insights/dashboard', 'features/insights/routes/insights-page.tsx'],
  ['/admin/users', 'features/admin/routes/user-management-page.tsx'],
  ['/profile', 'features/profile/routes/profile-page.tsx'],
  ['/settings', 'features/settings/routes/settings-page.tsx'],
];

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
