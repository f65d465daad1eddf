// The benchmark scenarios (reporting lines) on the scale organisation of `npm run seed:scale`
// (one tree of span 8, 6 levels): each is the API call one person makes, built from a prepared person.
// The same definitions drive our server (autocannon), the SQL capture (bench/capture.ts, set `reporting-lines`)
// and, through the captured SQL, the two ceilings of bench/ceiling-server.mjs and bench/raw-sql.mjs.

/** @typedef {{ id: string, email: string, token: string, monthStart: string, monthEnd: string, approvals?: string[] }} LinePerson */

/**
 * @type {Array<{ id: string, title: string, who: 'line' | 'top', write?: boolean,
 *   calls: (p: LinePerson, i: number) => Array<{ method: string, path: string, body?: unknown }> }>}
 */
export const LINE_SCENARIOS = [
  {
    id: 'l1-line-pending',
    title: "GET /v1/mytime/timesheets/pending-approval of a line manager (8 direct reports, nobody further down)",
    who: 'line',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}` }],
  },
  {
    id: 'l2-top-pending',
    title: 'GET /v1/mytime/timesheets/pending-approval of the top of the organisation (everyone below it: the whole organisation but one; first 50 of its Submitted timesheets)',
    who: 'top',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}` }],
  },
  {
    id: 'l3-team-calendar',
    title: "GET /v1/mytime/leaves/calendar?teamId= of a line manager's team (the manager and 8 direct reports), the month of the seeded pending leave",
    who: 'line',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/leaves/calendar?teamId=${p.id}&startDate=${p.monthStart}&endDate=${p.monthEnd}` }],
  },
  {
    id: 'l4-approve',
    title: "POST /v1/mytime/timesheets/{id}/approve by a line manager: the chain check (the owner's managers, read in the decision's transaction), the conditional update and the audit",
    who: 'line',
    write: true,
    calls: (p, i) => [{ method: 'POST', path: `/v1/mytime/timesheets/${p.approvals[i % p.approvals.length]}/approve`, body: { approverId: p.id } }],
  },
];
