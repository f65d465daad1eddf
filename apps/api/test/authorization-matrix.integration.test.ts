import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '@apps/contracts/core/policy';
import { buildTestApp, type TestApp } from './helper';
import { MATRIX_ROWS } from './matrix/rows';
import { CALLER_KINDS, type CallerKind, type MatrixPeople } from './matrix/types';

/**
 * The authorization matrix (ARCHITECTURE.md "Tests and CI"): every route the server registers has a
 * row, and every caller kind gets the expected status on it.
 */
let t: TestApp;
let people: MatrixPeople;

beforeAll(async () => {
  t = await buildTestApp();
  people = {
    inactive: await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }], isActive: false }),
    noRole: await t.createPerson(),
    employee: await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] }),
    manager: await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] }),
    recruiter: await t.createPerson({ roles: [{ role: 'Recruiter', module: 'all' }] }),
    admin: await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] }),
  };
  // Everyone created from now on reports to the manager persona, so the manager's decisions are in line.
  t.defaultManagerId = people.manager.id;
});

afterAll(async () => {
  await t.close();
});

const NOT_IN_MATRIX = new Set(['GET /livez', 'GET /readyz']);

it('has a row for every registered /v1 route and no row for a route that does not exist', () => {
  const registered = t.app.registeredRoutes.filter((route) => route.split(' ')[1]!.startsWith('/v1/') && !NOT_IN_MATRIX.has(route));
  const rows = MATRIX_ROWS.map((row) => row.route);
  expect(registered.filter((route) => !rows.includes(route)), 'routes without a matrix row').toEqual([]);
  expect(rows.filter((route) => !registered.includes(route)), 'rows for unknown routes').toEqual([]);
  expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
});

/** The matrix callers as policy subjects: each holds their role on 'all' (`noRole` none). */
const SUBJECTS: Record<'noRole' | 'employee' | 'manager' | 'recruiter' | 'admin', Subject> = {
  noRole: { id: 'no-role', assignments: [] },
  employee: { id: 'employee', assignments: [{ role: 'Employee', moduleId: 'all' }] },
  manager: { id: 'manager', assignments: [{ role: 'Manager', moduleId: 'all' }] },
  recruiter: { id: 'recruiter', assignments: [{ role: 'Recruiter', moduleId: 'all' }] },
  admin: { id: 'admin', assignments: [{ role: 'Admin', moduleId: 'all' }] },
};

describe('the matrix agrees with the policy of @apps/contracts', () => {
  it.each(MATRIX_ROWS)('$route', (row) => {
    // A row whose request names a record nobody may see (404 for every caller) tests the record rule,
    // not the route's policy.
    if (Object.keys(SUBJECTS).every((kind) => row.expect[kind as keyof typeof SUBJECTS] === 404)) return;
    for (const [kind, subject] of Object.entries(SUBJECTS) as Array<[keyof typeof SUBJECTS, Subject]>) {
      const status = row.expect[kind];
      if (row.policy(subject)) expect(status, `${kind}: the policy allows`).toBeLessThan(400);
      else expect([403, 404], `${kind}: the policy refuses, the matrix expects ${status}`).toContain(status);
    }
  });
});

describe.each(MATRIX_ROWS)('$route', (row) => {
  it.each(CALLER_KINDS)('as %s', async (caller: CallerKind) => {
    const callerPerson = caller === 'none' || caller === 'badToken' ? undefined : people[caller];
    const { url, payload, headers } = await row.request({ t, people, caller, callerPerson });
    const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const as = caller === 'none' ? undefined : caller === 'badToken' ? 'eyJhbGciOiJSUzI1NiJ9.eyJvaWQiOiJ4In0.c2lnbmF0dXJl' : callerPerson;
    const response = await t.request({ method, url, as, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(response.statusCode, response.body).toBe(row.expect[caller]);
    // the exports answer a file on success; every refusal is still the JSON envelope.
    const isFile = (row.route.includes('/v1/mytime/exports/') || row.route === 'GET /v1/audit/export') && response.statusCode === 200;
    expect(response.headers['content-type']).toMatch(isFile ? /^(text\/csv|application\/vnd\.openxmlformats)/ : /application\/json/);
  });
});
