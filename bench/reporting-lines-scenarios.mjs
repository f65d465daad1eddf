// The benchmark scenarios (reporting lines) on the scale organisation of `npm run seed:scale`
// (one tree of span 8, 6 levels): each is the API call one person makes, built from a prepared person.
// The same definitions drive our server (autocannon), the SQL capture (bench/capture.ts, set `reporting-lines`)
// and, through the captured SQL, the two ceilings of bench/ceiling-server.mjs and bench/raw-sql.mjs.

/** @typedef {{ id: string, email: string, token: string, monthStart: string, monthEnd: string, approvals?: string[] }} LinePerson */

/**
 * @type {Array<{ id: string, title: string, who: 'line' | 'top', write?: boolean,
 *   calls: (p: LinePerson, i: number) => Array<{ method: string, path: string, body?: unknown }> }>}
 */
/**
 * What people type into a person picker: the first letters of common names of the scale organisation
 * (`seed:scale`), from broad ("ma": Martin, Martinez, Mateo, ...) to narrow ("sharm").
 */
const PICKER_PREFIXES = ['ma', 'sha', 'pat', 'jo', 'sharm', 'ka', 'ro', 'an'];

export const LINE_SCENARIOS = [
  {
    id: 'l1-line-pending',
    title: "GET /v1/mytime/timesheets/pending-approval?entries=false of a line manager (8 direct reports, nobody further down; what the Approvals screen asks for)",
    who: 'line',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}&entries=false` }],
  },
  {
    id: 'l2-top-pending',
    title: 'GET /v1/mytime/timesheets/pending-approval?entries=false of the top of the organisation (everyone below it: the whole organisation but one; first 50 of its Submitted timesheets)',
    who: 'top',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}&entries=false` }],
  },
  {
    id: 'l2b-top-pending-8',
    title: "GET /v1/mytime/timesheets/pending-approval?entries=false&limit=8 of the top of the organisation: l2's call with a page as long as the line manager's of l1 (8), to tell the cost of the line from the cost of the rows",
    who: 'top',
    calls: (p) => [{ method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}&entries=false&limit=8` }],
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
  {
    id: 'l5-top-search',
    title: "GET /v1/users?search=&isActive=true&count=false&limit=8 of the top of the organisation (a person picker's keystroke: their whole line, the managers above, themselves; prefixes from 'ma' to 'sharm')",
    who: 'top',
    calls: (_p, i) => [{ method: 'GET', path: `/v1/users?search=${PICKER_PREFIXES[i % PICKER_PREFIXES.length]}&isActive=true&count=false&limit=8` }],
  },
  {
    id: 'l6-line-search',
    title: "GET /v1/users?search=&isActive=true&count=false&limit=8 of a line manager (8 direct reports), the same keystrokes",
    who: 'line',
    calls: (_p, i) => [{ method: 'GET', path: `/v1/users?search=${PICKER_PREFIXES[i % PICKER_PREFIXES.length]}&isActive=true&count=false&limit=8` }],
  },
];
