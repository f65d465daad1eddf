/**
 * The signed-in screens, by address, with their page modules: the one table the build derives its
 * chunks from (`vite.config.ts`: one chunk per feature for what its screens share) and the entry reads
 * to start a deep link's screen beside the signed-in app (`app/screen-preload.ts`).
 */

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
