/** Query keys of the people reads shared by several features (the reporting line). */
export const peopleKeys = {
  all: ['people'] as const,
  directReports: (userId: string, limit: number, offset: number) => [...peopleKeys.all, 'direct-reports', userId, limit, offset] as const,
  reportingLine: (userId: string) => [...peopleKeys.all, 'reporting-line', userId] as const,
  search: (search: string, limit: number) => [...peopleKeys.all, 'search', search, limit] as const,
};

/** Reporting lines change rarely (an admin's edit, a provisioning run): reads stay fresh this long (ms). */
export const PEOPLE_STALE_MS = 5 * 60_000;
