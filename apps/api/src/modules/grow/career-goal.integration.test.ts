import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerGoal } from '@apps/contracts/grow/career-goal';
import type { Page } from '@apps/contracts/page';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { auditActions, careerGoalOf, dataOf, growPeople, type GrowPeople } from '../../../test/factories/grow.factories';

let t: TestApp;
let p: GrowPeople;
beforeAll(async () => {
  t = await buildTestApp();
  p = await growPeople(t);
});
afterAll(async () => {
  await t.close();
});

function complete(goal: CareerGoal, index: number, as = p.employee) {
  return t.request({ method: 'POST', url: `/v1/grow/career-goals/${goal.id}/milestones/${goal.milestones[index]!.id}/complete`, as });
}

describe('POST /v1/grow/career-goals', () => {
  it('creates an Active goal with ordered milestones', async () => {
    const goal = await careerGoalOf(t, p.employee);
    expect(goal).toMatchObject({ employeeId: p.employee.id, currentRole: 'Engineer', targetRole: 'Senior Engineer', timelineMonths: 12, status: 'Active', achievedAt: null });
    expect(goal.milestones.map((m) => [m.position, m.title, m.targetDate, m.completedAt])).toEqual([
      [0, 'Lead a feature', '2026-09-30', null],
      [1, 'Mentor someone', null, null],
    ]);
    expect(await auditActions(t, goal.id)).toEqual(['career_goal.created']);
  });

  it.each([
    ['no milestones', { milestones: [] }, 'milestones'],
    ['a timeline of 0 months', { timelineMonths: 0 }, 'timelineMonths'],
    ['a timeline of 121 months', { timelineMonths: 121 }, 'timelineMonths'],
    ['a fractional timeline', { timelineMonths: 1.5 }, 'timelineMonths'],
    ['a blank target role', { targetRole: '' }, 'targetRole'],
    ['a bad milestone date', { milestones: [{ title: 'x', targetDate: '30/09/2026' }] }, 'milestones.0.targetDate'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = [await t.count('career_goals'), await t.count('career_milestones')];
    const response = await t.request({
      method: 'POST',
      url: '/v1/grow/career-goals',
      as: p.employee,
      payload: { currentRole: 'A', targetRole: 'B', timelineMonths: 6, milestones: [{ title: 'M' }], ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty([field]);
    expect([await t.count('career_goals'), await t.count('career_milestones')]).toEqual(before);
  });

  it('lets a manager create a goal for someone else, not an employee', async () => {
    expect((await careerGoalOf(t, p.manager, { employeeId: p.employee.id })).employeeId).toBe(p.employee.id);
    const response = await t.request({
      method: 'POST',
      url: '/v1/grow/career-goals',
      as: p.employee,
      payload: { employeeId: p.colleague.id, currentRole: 'A', targetRole: 'B', timelineMonths: 6, milestones: [{ title: 'M' }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /v1/grow/career-goals/:id/milestones/:milestoneId/complete', () => {
  it('sets completedAt, and the goal becomes Achieved when every milestone is completed', async () => {
    const goal = await careerGoalOf(t, p.employee);
    const first = dataOf<CareerGoal>(await complete(goal, 1));
    expect(first.status).toBe('Active');
    expect(first.milestones[1]!.completedAt).toBeTruthy();
    const done = dataOf<CareerGoal>(await complete(goal, 0));
    expect(done.status).toBe('Achieved');
    expect(done.achievedAt).toBeTruthy();
    expect(await auditActions(t, goal.id)).toEqual(['career_goal.created', 'career_goal.achieved']);
  });

  it('refuses completing a milestone twice with 409', async () => {
    const goal = await careerGoalOf(t, p.employee);
    await complete(goal, 0);
    const again = await complete(goal, 0);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe('This milestone is already completed');
  });

  it('lets only the owner complete: 403 for a manager, 404 for a colleague or an unknown milestone', async () => {
    const goal = await careerGoalOf(t, p.employee);
    expect((await complete(goal, 0, p.manager)).statusCode).toBe(403);
    expect((await complete(goal, 0, p.colleague)).statusCode).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: `/v1/grow/career-goals/${goal.id}/milestones/00000000-0000-4000-8000-000000000000/complete`,
      as: p.employee,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('achieves the goal exactly once when the last milestones are completed concurrently', async () => {
    const goal = await careerGoalOf(t, p.employee);
    const responses = await Promise.all([complete(goal, 0), complete(goal, 1), complete(goal, 1)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect((await auditActions(t, goal.id)).filter((a) => a === 'career_goal.achieved')).toHaveLength(1);
  });
});

describe('reading career goals', () => {
  it('shows goals to the owner and managers, 404 to colleagues, and lists them by page', async () => {
    const person = await t.createPerson({ managerId: p.manager.id, roles: [{ role: 'Employee', module: 'grow' }] });
    const goal = await careerGoalOf(t, person);
    expect((await t.request({ method: 'GET', url: `/v1/grow/career-goals/${goal.id}`, as: p.manager })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/grow/career-goals/${goal.id}`, as: p.colleague })).statusCode).toBe(404);
    const page = dataOf<Page<CareerGoal>>(await t.request({ method: 'GET', url: '/v1/grow/career-goals/my', as: person }));
    expect(page.items.map((g) => g.id)).toEqual([goal.id]);
    expect((await t.request({ method: 'GET', url: `/v1/grow/career-goals/my?employeeId=${person.id}`, as: p.colleague })).statusCode).toBe(403);
  });
});
