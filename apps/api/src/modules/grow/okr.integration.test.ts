import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Okr } from '@apps/contracts/grow/okr';
import type { Page } from '@apps/contracts/page';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { auditActions, createOkr, dataOf, growPeople, okrOf, type GrowPeople } from '../../../test/factories/grow.factories';

let t: TestApp;
let p: GrowPeople;
beforeAll(async () => {
  t = await buildTestApp();
  p = await growPeople(t);
});
afterAll(async () => {
  await t.close();
});

function setCurrent(okr: Okr, index: number, current: unknown, as = p.employee) {
  return t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}/key-results/${okr.keyResults[index]!.id}`, as, payload: { current } });
}

describe('POST /v1/grow/okrs', () => {
  it('creates an Active OKR for the caller with key results at 0 and unit % by default', async () => {
    const okr = await okrOf(t, p.employee);
    expect(okr).toMatchObject({ employeeId: p.employee.id, status: 'Active', progress: 0, quarter: 2, year: 2026, approvedById: null });
    expect(okr.keyResults.map((keyResult) => [keyResult.description, keyResult.target, keyResult.unit, keyResult.current, keyResult.progress])).toEqual([
      ['First result', 100, '%', 0, 0],
      ['Second result', 10, 'demos', 0, 0],
    ]);
    expect(await auditActions(t, okr.id)).toEqual(['okr.created']);
  });

  it.each([
    ['no objective', { objective: '  ' }, 'objective'],
    ['no key results', { keyResults: [] }, 'keyResults'],
    ['a key result without description', { keyResults: [{ description: '', target: 5 }] }, 'keyResults.0.description'],
    ['a key result without target', { keyResults: [{ description: 'x' }] }, 'keyResults.0.target'],
    ['a target of 0', { keyResults: [{ description: 'x', target: 0 }] }, 'keyResults.0.target'],
    ['quarter 5', { quarter: 5 }, 'quarter'],
    ['quarter 0', { quarter: 0 }, 'quarter'],
    ['a text year', { year: 'next' }, 'year'],
    ['eleven key results', { keyResults: Array.from({ length: 11 }, (_, i) => ({ description: `kr ${i}`, target: 1 })) }, 'keyResults'],
    ['a bad employee id', { employeeId: 'nope' }, 'employeeId'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = [await t.count('okrs'), await t.count('key_results')];
    const response = await createOkr(t, p.employee, overrides);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty([field]);
    expect([await t.count('okrs'), await t.count('key_results')]).toEqual(before);
  });

  it("lets managers, not employees, create someone else's OKR; the person must be an active Grow user", async () => {
    expect((await createOkr(t, p.employee, { employeeId: p.colleague.id })).statusCode).toBe(403);
    const forEmployee = dataOf<Okr>(await createOkr(t, p.manager, { employeeId: p.employee.id }), 201);
    expect(forEmployee.employeeId).toBe(p.employee.id);
    const inactive = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], isActive: false });
    for (const employeeId of [inactive.id, p.outsider.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await createOkr(t, p.admin, { employeeId });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).validationErrors).toHaveProperty('employeeId');
    }
  });

  it('refuses people without a role on grow', async () => {
    expect((await createOkr(t, p.outsider)).statusCode).toBe(403);
  });
});

describe('reading OKRs', () => {
  it('shows an OKR to its owner and managers, and 404 to other employees', async () => {
    const okr = await okrOf(t, p.employee);
    expect((await t.request({ method: 'GET', url: `/v1/grow/okrs/${okr.id}`, as: p.employee })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/grow/okrs/${okr.id}`, as: p.manager })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/grow/okrs/${okr.id}`, as: p.colleague })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/grow/okrs/00000000-0000-4000-8000-000000000000', as: p.employee })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/grow/okrs/not-a-uuid', as: p.employee })).statusCode).toBe(400);
  });

  it("lists one's own OKRs by page, filters by status, and someone else's only for managers", async () => {
    const person = await t.createPerson({ managerId: p.manager.id, roles: [{ role: 'Employee', module: 'grow' }] });
    for (const year of [2024, 2025, 2026]) await okrOf(t, person, { year });
    const page = dataOf<Page<Okr>>(await t.request({ method: 'GET', url: '/v1/grow/okrs/my?limit=2', as: person }));
    expect(page.total).toBe(3);
    expect(page.items.map((o) => o.year)).toEqual([2026, 2025]);
    const next = dataOf<Page<Okr>>(await t.request({ method: 'GET', url: '/v1/grow/okrs/my?limit=2&offset=2', as: person }));
    expect(next.items.map((o) => o.year)).toEqual([2024]);
    const completed = dataOf<Page<Okr>>(await t.request({ method: 'GET', url: '/v1/grow/okrs/my?status=Completed', as: person }));
    expect(completed.total).toBe(0);

    expect((await t.request({ method: 'GET', url: `/v1/grow/okrs/my?employeeId=${person.id}`, as: p.colleague })).statusCode).toBe(403);
    const asManager = dataOf<Page<Okr>>(await t.request({ method: 'GET', url: `/v1/grow/okrs/my?employeeId=${person.id}`, as: p.manager }));
    expect(asManager.total).toBe(3);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'status=Done', 'employeeId=x']) {
      const response = await t.request({ method: 'GET', url: `/v1/grow/okrs/my?${query}`, as: person });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("gives managers their team's OKRs (everyone but themselves) only for their own teamId", async () => {
    const own = await okrOf(t, p.manager);
    const theirs = await okrOf(t, p.employee);
    const team = dataOf<Page<Okr>>(await t.request({ method: 'GET', url: `/v1/grow/okrs/team?teamId=${p.manager.id}&limit=100`, as: p.manager }));
    expect(team.items.map((o) => o.id)).toContain(theirs.id);
    expect(team.items.map((o) => o.id)).not.toContain(own.id);
    expect(team.items.find((o) => o.id === theirs.id)?.employeeName).toBe(p.employee.name);
    expect((await t.request({ method: 'GET', url: `/v1/grow/okrs/team?teamId=${p.otherManager.id}`, as: p.manager })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/grow/okrs/team?teamId=${p.employee.id}`, as: p.employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/grow/okrs/team', as: p.manager })).statusCode).toBe(400);
  });
});

describe('PUT /v1/grow/okrs/:id/key-results/:krId', () => {
  it('sets current, with progress current / target rounded to one decimal and the OKR the mean', async () => {
    const okr = await okrOf(t, p.employee, { keyResults: [{ description: 'a', target: 3 }, { description: 'b', target: 100 }] });
    const updated = dataOf<Okr>(await setCurrent(okr, 0, 1));
    expect(updated.keyResults[0]).toMatchObject({ current: 1, progress: 33.3 });
    expect(updated.progress).toBe(16.7);
    expect(updated.status).toBe('Active');
    expect(await auditActions(t, okr.keyResults[0]!.id)).toEqual(['key_result.updated']);
  });

  it('refuses values below 0 or above the target with 400 and keeps the value', async () => {
    const okr = await okrOf(t, p.employee);
    await setCurrent(okr, 1, 4);
    for (const current of [-1, 11, 'five', null]) {
      const response = await setCurrent(okr, 1, current);
      expect(response.statusCode, String(current)).toBe(400);
      expect(envelope(response).validationErrors).toHaveProperty('current');
    }
    const after = dataOf<Okr>(await t.request({ method: 'GET', url: `/v1/grow/okrs/${okr.id}`, as: p.employee }));
    expect(after.keyResults[1]!.current).toBe(4);
  });

  it('lets only the owner update: 403 for a manager, 404 for a colleague, 404 for a key result of another OKR', async () => {
    const okr = await okrOf(t, p.employee);
    const other = await okrOf(t, p.employee);
    expect((await setCurrent(okr, 0, 5, p.manager)).statusCode).toBe(403);
    expect((await setCurrent(okr, 0, 5, p.colleague)).statusCode).toBe(404);
    const crossed = await t.request({
      method: 'PUT',
      url: `/v1/grow/okrs/${okr.id}/key-results/${other.keyResults[0]!.id}`,
      as: p.employee,
      payload: { current: 5 },
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('completes the OKR when every key result reaches its target, then refuses changes with 409', async () => {
    const okr = await okrOf(t, p.employee);
    await setCurrent(okr, 0, 100);
    const done = dataOf<Okr>(await setCurrent(okr, 1, 10));
    expect(done).toMatchObject({ status: 'Completed', progress: 100 });
    expect(await auditActions(t, okr.id)).toEqual(['okr.created', 'okr.completed']);
    const refused = await setCurrent(okr, 0, 50);
    expect(refused.statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}`, as: p.employee, payload: { objective: 'x' } })).statusCode).toBe(409);
  });

  it('completes exactly once when the last two key results are reached concurrently', async () => {
    const okr = await okrOf(t, p.employee);
    const responses = await Promise.all([setCurrent(okr, 0, 100), setCurrent(okr, 1, 10)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = dataOf<Okr>(await t.request({ method: 'GET', url: `/v1/grow/okrs/${okr.id}`, as: p.employee }));
    expect(after.status).toBe('Completed');
    expect((await auditActions(t, okr.id)).filter((a) => a === 'okr.completed')).toHaveLength(1);
  });
});

describe('PUT /v1/grow/okrs/:id', () => {
  it('lets the owner change the objective, clearing an approval', async () => {
    const okr = await okrOf(t, p.employee);
    dataOf<Okr>(await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.manager, payload: {} }));
    const changed = dataOf<Okr>(await t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}`, as: p.employee, payload: { objective: 'Sharper', quarter: 3 } }));
    expect(changed).toMatchObject({ objective: 'Sharper', quarter: 3, year: 2026, approvedById: null, approvedAt: null });
  });

  it('refuses an empty change with 400, a manager with 403 and a colleague with 404', async () => {
    const okr = await okrOf(t, p.employee);
    expect((await t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}`, as: p.employee, payload: {} })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}`, as: p.employee, payload: { quarter: 9 } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}`, as: p.manager, payload: { objective: 'x' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/v1/grow/okrs/${okr.id}`, as: p.colleague, payload: { objective: 'x' } })).statusCode).toBe(404);
  });
});

describe('POST /v1/grow/okrs/:id/approve', () => {
  it('lets a manager or admin approve once, never an employee or the owner', async () => {
    const okr = await okrOf(t, p.employee);
    expect((await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.colleague, payload: {} })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.employee, payload: {} })).statusCode).toBe(403);
    const approved = dataOf<Okr>(await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.manager, payload: { approverId: p.manager.id } }));
    expect(approved.approvedById).toBe(p.manager.id);
    expect(approved.approvedAt).toBeTruthy();
    expect((await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.admin, payload: {} })).statusCode).toBe(409);
    expect(await auditActions(t, okr.id)).toEqual(['okr.created', 'okr.approved']);

    const own = await okrOf(t, p.manager);
    const response = await t.request({ method: 'POST', url: `/v1/grow/okrs/${own.id}/approve`, as: p.manager });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toBe('You cannot approve your own OKR');
  });

  it("refuses another person's approverId with 403 and changes nothing", async () => {
    const okr = await okrOf(t, p.employee);
    const response = await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.manager, payload: { approverId: p.otherManager.id } });
    expect(response.statusCode).toBe(403);
    expect(dataOf<Okr>(await t.request({ method: 'GET', url: `/v1/grow/okrs/${okr.id}`, as: p.employee })).approvedById).toBeNull();
  });

  it('lets exactly one of two concurrent approvals win', async () => {
    const okr = await okrOf(t, p.employee);
    const responses = await Promise.all([
      t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.manager, payload: {} }),
      t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: p.otherManager, payload: {} }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await auditActions(t, okr.id)).filter((a) => a === 'okr.approved')).toHaveLength(1);
  });
});
