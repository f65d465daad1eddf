import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningPath } from '@apps/contracts/grow/learning-path';
import type { Page } from '@apps/contracts/page';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { auditActions, dataOf, growPeople, learningPathOf, type GrowPeople } from '../../../test/factories/grow.factories';

let t: TestApp;
let p: GrowPeople;
beforeAll(async () => {
  t = await buildTestApp();
  p = await growPeople(t);
});
afterAll(async () => {
  await t.close();
});

function complete(path: LearningPath, index: number, as = p.employee) {
  return t.request({ method: 'POST', url: `/v1/grow/learning-paths/${path.id}/modules/${path.modules[index]!.id}/complete`, as });
}

describe('POST /v1/grow/learning-paths', () => {
  it('creates a NotStarted path with its modules in the order sent', async () => {
    const path = await learningPathOf(t, p.employee);
    expect(path).toMatchObject({ employeeId: p.employee.id, status: 'NotStarted', progress: 0, description: 'Types all the way', completedAt: null });
    expect(path.modules.map((m) => [m.position, m.title, m.completedAt])).toEqual([
      [0, 'Basics', null],
      [1, 'Generics', null],
      [2, 'Narrowing', null],
    ]);
    expect(await auditActions(t, path.id)).toEqual(['learning_path.created']);
  });

  it.each([
    ['no modules', { modules: [] }, 'modules'],
    ['a blank title', { title: ' ' }, 'title'],
    ['a module without title', { modules: [{ title: '' }] }, 'modules.0.title'],
    ['51 modules', { modules: Array.from({ length: 51 }, (_, i) => ({ title: `m${i}` })) }, 'modules'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = [await t.count('learning_paths'), await t.count('learning_modules')];
    const response = await t.request({
      method: 'POST',
      url: '/v1/grow/learning-paths',
      as: p.employee,
      payload: { title: 'Path', modules: [{ title: 'One' }], ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty([field]);
    expect([await t.count('learning_paths'), await t.count('learning_modules')]).toEqual(before);
  });

  it('lets a manager assign a path to someone else, not an employee', async () => {
    expect((await learningPathOf(t, p.manager, { employeeId: p.employee.id })).employeeId).toBe(p.employee.id);
    const response = await t.request({
      method: 'POST',
      url: '/v1/grow/learning-paths',
      as: p.employee,
      payload: { employeeId: p.colleague.id, title: 'x', modules: [{ title: 'y' }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /v1/grow/learning-paths/:id/modules/:moduleId/complete', () => {
  it('moves progress and status: InProgress at 33.3 %, Completed at 100 %', async () => {
    const path = await learningPathOf(t, p.employee);
    const first = dataOf<LearningPath>(await complete(path, 1));
    expect(first).toMatchObject({ status: 'InProgress', progress: 33.3 });
    expect(first.modules[1]!.completedAt).toBeTruthy();
    await complete(path, 0);
    const done = dataOf<LearningPath>(await complete(path, 2));
    expect(done).toMatchObject({ status: 'Completed', progress: 100 });
    expect(done.completedAt).toBeTruthy();
    expect(await auditActions(t, path.id)).toEqual(['learning_path.created', 'learning_path.status_changed', 'learning_path.status_changed']);
  });

  it('refuses completing a module twice with 409', async () => {
    const path = await learningPathOf(t, p.employee);
    await complete(path, 0);
    const again = await complete(path, 0);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe('This module is already completed');
  });

  it('lets only the owner complete: 403 for a manager, 404 for a colleague or a module of another path', async () => {
    const path = await learningPathOf(t, p.employee);
    const other = await learningPathOf(t, p.employee);
    expect((await complete(path, 0, p.manager)).statusCode).toBe(403);
    expect((await complete(path, 0, p.colleague)).statusCode).toBe(404);
    const crossed = await t.request({ method: 'POST', url: `/v1/grow/learning-paths/${path.id}/modules/${other.modules[0]!.id}/complete`, as: p.employee });
    expect(crossed.statusCode).toBe(404);
    expect(dataOf<LearningPath>(await t.request({ method: 'GET', url: `/v1/grow/learning-paths/${path.id}`, as: p.employee })).progress).toBe(0);
  });

  it('serialises concurrent completions: one of two on the same module wins; the last two complete the path', async () => {
    const path = await learningPathOf(t, p.employee);
    const same = await Promise.all([complete(path, 0), complete(path, 0)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rest = await Promise.all([complete(path, 1), complete(path, 2)]);
    expect(rest.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = dataOf<LearningPath>(await t.request({ method: 'GET', url: `/v1/grow/learning-paths/${path.id}`, as: p.employee }));
    expect(after).toMatchObject({ status: 'Completed', progress: 100 });
  });
});

describe('reading learning paths', () => {
  it('shows paths to the owner and managers, 404 to colleagues, and lists them by page', async () => {
    const person = await t.createPerson({ managerId: p.manager.id, roles: [{ role: 'Employee', module: 'grow' }] });
    const path = await learningPathOf(t, person);
    await learningPathOf(t, person, { title: 'Second' });
    expect((await t.request({ method: 'GET', url: `/v1/grow/learning-paths/${path.id}`, as: p.manager })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/grow/learning-paths/${path.id}`, as: p.colleague })).statusCode).toBe(404);
    const page = dataOf<Page<LearningPath>>(await t.request({ method: 'GET', url: '/v1/grow/learning-paths/my?limit=1', as: person }));
    expect([page.total, page.items.length, page.items[0]!.title]).toEqual([2, 1, 'Second']);
    expect((await t.request({ method: 'GET', url: `/v1/grow/learning-paths/my?employeeId=${person.id}`, as: p.colleague })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/grow/learning-paths/my?employeeId=${person.id}`, as: p.admin })).statusCode).toBe(200);
  });
});
