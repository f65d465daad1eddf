// The soak's mixed traffic: who calls (people prepared through the API itself) and the sequence of
// calls each autocannon connection repeats as one of them. Writes come in pairs that undo each other
// (an entry added then removed, a leave request made then cancelled), so the data stays the same
// size while every write path runs for the whole soak.

const ADMIN_EMAIL = 'soak.admin@soak.example';
export const SOAK_ENV = { ADMIN_EMAILS: ADMIN_EMAIL };

async function api(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function signIn(baseUrl, email) {
  const { accessToken } = await api(baseUrl, 'POST', '/v1/auth/dev/token', { body: { email } });
  const user = await api(baseUrl, 'POST', '/v1/auth/login', { token: accessToken });
  return { id: user.id, email, token: accessToken };
}

/**
 * Prepares `employees` employees (Employee on mytime and grow) and `managers` managers (Manager on
 * all), each with a Draft timesheet and an Active OKR of two key results, and one project.
 */
export async function preparePeople(baseUrl, { employees = 36, managers = 4 } = {}) {
  const admin = await signIn(baseUrl, ADMIN_EMAIL);
  const roles = await api(baseUrl, 'GET', '/v1/roles', { token: admin.token });
  const roleId = (name) => roles.find((r) => r.name === name).id;
  const project = await api(baseUrl, 'POST', '/v1/mytime/projects', {
    token: admin.token,
    body: { name: 'Soak Project', code: 'SOAK', clientName: 'Soak Client', billingType: 'T&M', status: 'Active', startDate: '2030-01-01', projectManagerId: admin.id },
  });
  const people = [];
  for (let i = 0; i < employees + managers; i += 1) {
    const manager = i >= employees;
    const person = await signIn(baseUrl, `${manager ? 'manager' : 'employee'}.${i}@soak.example`);
    const assignments = manager ? [['Manager', 'all']] : [['Employee', 'mytime'], ['Employee', 'grow']];
    for (const [role, module] of assignments) {
      await api(baseUrl, 'POST', '/v1/user-roles', { token: admin.token, body: { userId: person.id, roleId: roleId(role), module } });
    }
    const sheet = await api(baseUrl, 'POST', '/v1/mytime/timesheets', { token: person.token, body: { employeeId: person.id, weekStartDate: '2039-01-02', weekEndDate: '2039-01-08' } });
    const okr = await api(baseUrl, 'POST', '/v1/grow/okrs', {
      token: person.token,
      body: { quarter: 1, year: 2039, objective: 'Stay fast under load', keyResults: [{ description: 'p99 under 100 ms', target: 10 }, { description: 'No errors', target: 10 }] },
    });
    const userRoles = await api(baseUrl, 'GET', `/v1/users/${person.id}/roles`, { token: person.token });
    people.push({ ...person, manager, sheetId: sheet.id, okrId: okr.id, keyResultId: okr.keyResults[0].id, roleIds: userRoles.roles.map((r) => r.id), projectId: project.id });
  }
  return people;
}

const day = (start, days) => new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One visit of a signed-in person: sign-in, dashboard and timesheet reads, an entry added and removed,
 * a key result updated, a leave request made and cancelled. `step` names each call for the tally.
 */
const STEPS = [
  { step: 'sign-in: login', call: () => ({ method: 'POST', path: '/v1/auth/login', body: {} }) },
  { step: 'sign-in: roles', call: (p) => ({ method: 'GET', path: `/v1/users/${p.id}/roles` }) },
  { step: 'sign-in: permissions', call: (p) => ({ method: 'GET', path: `/v1/permissions?roleIds=${p.roleIds.join(',')}` }) },
  { step: 'read: my timesheets', call: (p) => ({ method: 'GET', path: `/v1/mytime/timesheets/employee/${p.id}?limit=20` }) },
  { step: 'read: leave balances', call: (p) => ({ method: 'GET', path: `/v1/mytime/leaves/balances?employeeId=${p.id}&year=2039` }) },
  { step: 'read: active OKRs', call: () => ({ method: 'GET', path: '/v1/grow/okrs/my?status=Active&limit=100' }) },
  {
    step: 'read: reviews or pending approvals',
    call: (p) => (p.manager ? { method: 'GET', path: `/v1/mytime/timesheets/pending-approval?managerId=${p.id}` } : { method: 'GET', path: '/v1/grow/reviews/my?limit=1' }),
  },
  {
    step: 'write: add time entry',
    call: (p, i) => ({
      method: 'POST',
      path: `/v1/mytime/timesheets/${p.sheetId}/entries`,
      body: { date: day('2039-01-02', 1 + (i % 5)), projectId: p.projectId, taskDescription: `soak ${i}`, hours: 0.5, isBillable: i % 2 === 0, category: 'Development' },
    }),
    keep: (body, context) => {
      const entries = JSON.parse(body).data?.entries ?? [];
      context.entryId = entries.find((e) => e.taskDescription === `soak ${context.i}`)?.id;
    },
  },
  { step: 'read: one timesheet', call: (p) => ({ method: 'GET', path: `/v1/mytime/timesheets/${p.sheetId}` }) },
  { step: 'write: remove time entry', call: (p, i, context) => ({ method: 'DELETE', path: `/v1/mytime/timesheets/${p.sheetId}/entries/${context.entryId ?? '00000000-0000-4000-8000-000000000000'}` }) },
  { step: 'write: update key result', call: (p, i) => ({ method: 'PUT', path: `/v1/grow/okrs/${p.okrId}/key-results/${p.keyResultId}`, body: { current: i % 10 } }) },
  {
    step: 'write: request leave',
    call: (p, i) => {
      const monday = day('2040-01-02', 7 * (i % 2500));
      return { method: 'POST', path: '/v1/mytime/leaves', body: { employeeId: p.id, leaveType: 'WorkFromHome', startDate: monday, endDate: monday, reason: 'soak' } };
    },
    keep: (body, context) => {
      context.leaveId = JSON.parse(body).data?.id;
    },
  },
  { step: 'write: cancel leave', call: (p, i, context) => ({ method: 'POST', path: `/v1/mytime/leaves/${context.leaveId ?? '00000000-0000-4000-8000-000000000000'}/cancel` }) },
];

/**
 * The autocannon `requests` of one visit. A connection takes a free person at the first call and
 * gives them back after the last, so no two connections act as the same person at once; `tally`
 * counts answers by step and status.
 */
export function visitRequests(people, tally) {
  const free = [...people];
  let visits = 0;
  return STEPS.map(({ step, call, keep }, index) => ({
    setupRequest(request, context) {
      if (index === 0) {
        context.person = free.shift() ?? people[visits % people.length];
        context.i = visits++;
      }
      const { method, path, body } = call(context.person, context.i, context);
      return {
        ...request,
        method,
        path,
        headers: { authorization: `Bearer ${context.person.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      };
    },
    onResponse(status, body, context) {
      tally[step] ??= {};
      tally[step][status] = (tally[step][status] ?? 0) + 1;
      if (keep && status < 300) keep(body, context);
      if (index === STEPS.length - 1 && context.person) free.push(context.person);
    },
  }));
}

export const STEP_NAMES = STEPS.map((s) => s.step);
