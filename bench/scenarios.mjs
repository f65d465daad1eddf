// The benchmark scenarios: each is a sequence of API calls one person makes, built from a
// prepared person (token, ids). The same definitions drive our server (autocannon), the SQL capture
// (bench/capture.ts) and, through the captured SQL, the two ceilings.

const year = new Date().getFullYear();

/**
 * The provisioning secret the benchmark server is started with (`SCIM_TOKEN`): the bearer of
 * every call marked `scim: true`, as Microsoft Entra's provisioning service sends it.
 */
export const BENCH_SCIM_TOKEN = 'bench-scim-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** @typedef {{ email: string, id: string, token: string, roleIds: string[], draftTimesheetId: string, projectId: string, draftWeekStart: string }} Person */

/**
 * A call is sent with the person's bearer token, or with BENCH_SCIM_TOKEN when it is marked `scim`.
 * @type {Array<{ id: string, title: string, who: 'employee' | 'manager', write?: boolean,
 *   calls: (p: Person, i: number) => Array<{ method: string, path: string, body?: unknown, scim?: boolean }> }>}
 */
export const SCENARIOS = [
  {
    id: 'a-timesheets',
    title: '(a) GET /v1/mytime/timesheets/employee/{id}: a person with 52 weeks (first page of 20, entries included)',
    who: 'employee',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/employee/${p.id}` }],
  },
  {
    id: 'b-pending',
    title: "(b) GET /v1/mytime/timesheets/pending-approval?entries=false: a manager's pending approvals as the Approvals screen asks for them (first 50 of 10,000 submitted)",
    who: 'manager',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}&entries=false` }],
  },
  {
    id: 'c-add-entry',
    title: '(c) POST /v1/mytime/timesheets/{id}/entries: adding a time entry (0.5 h) to this week\'s Draft',
    who: 'employee',
    write: true,
    calls: (p, i) => {
      const day = new Date(`${p.draftWeekStart}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1 + (i % 5));
      return [
        {
          method: 'POST',
          path: `/v1/mytime/timesheets/${p.draftTimesheetId}/entries`,
          body: { date: day.toISOString().slice(0, 10), projectId: p.projectId, taskDescription: 'bench entry', hours: 0.5, isBillable: true, category: 'Development' },
        },
      ];
    },
  },
  {
    id: 'd-sign-in',
    title: '(d) sign-in: POST /v1/auth/login, GET /v1/users/{id}/roles, GET /v1/permissions',
    who: 'employee',
    calls: (p) => [
      { method: 'POST', path: '/v1/auth/login', body: {} },
      { method: 'GET', path: `/v1/users/${p.id}/roles` },
      { method: 'GET', path: `/v1/permissions?roleIds=${p.roleIds.join(',')}` },
    ],
  },
  {
    id: 'e-dashboards',
    title: "(e) the MyTime and Grow dashboards' reads (timesheets, leave balances, OKRs, reviews, learning paths)",
    who: 'employee',
    calls: (p) => [
      { method: 'GET', path: `/v1/mytime/timesheets/employee/${p.id}?limit=50` },
      { method: 'GET', path: `/v1/mytime/leaves/balances?employeeId=${p.id}&year=${year}` },
      { method: 'GET', path: '/v1/grow/okrs/my?status=Active&limit=100' },
      { method: 'GET', path: '/v1/grow/reviews/my?limit=1' },
      { method: 'GET', path: '/v1/grow/learning-paths/my?limit=100' },
    ],
  },
  {
    id: 'f-scim-match',
    title: '(f) provisioning (issue 16): GET /scim/v2/Users?filter=userName eq "…", the matching query Entra sends for every person of a cycle',
    who: 'employee',
    calls: (p) => [{ method: 'GET', path: `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${p.email}"`)}`, scim: true }],
  },
  {
    id: 'g-notifications',
    title: "(g) notifications (issue 17): the bell's GET /v1/notifications/unread-count and its list, GET /v1/notifications (20 of 30)",
    who: 'employee',
    calls: () => [
      { method: 'GET', path: '/v1/notifications/unread-count' },
      { method: 'GET', path: '/v1/notifications?limit=20' },
    ],
  },
];
