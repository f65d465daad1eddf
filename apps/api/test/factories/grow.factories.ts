import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CareerGoal } from '@apps/contracts/grow/career-goal';
import type { LearningPath } from '@apps/contracts/grow/learning-path';
import type { Okr } from '@apps/contracts/grow/okr';
import type { Review } from '@apps/contracts/grow/review';
import { envelope, type TestApp, type TestPerson } from '../helper';

/**
 * The people of a Grow test: two employees, two managers, a global admin, and someone without Grow.
 * Reporting line: employee and colleague report to manager, who reports to otherManager.
 */
export async function growPeople(t: TestApp) {
  const people = {
    employee: await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] }),
    colleague: await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] }),
    manager: await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] }),
    otherManager: await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] }),
    admin: await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] }),
    outsider: await t.createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] }),
  };
  await t.reportingLine(people.employee, people.manager, people.otherManager);
  await t.reportingLine(people.colleague, people.manager);
  return people;
}
export type GrowPeople = Awaited<ReturnType<typeof growPeople>>;

/** The envelope's data of a response that must have succeeded with `status`. */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return envelope<T>(response).data;
}

export function createOkr(t: TestApp, as: TestPerson, overrides: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/v1/grow/okrs',
    as,
    payload: {
      quarter: 2,
      year: 2026,
      objective: 'Ship the thing',
      keyResults: [
        { description: 'First result', target: 100 },
        { description: 'Second result', target: 10, unit: 'demos' },
      ],
      ...overrides,
    },
  });
}

export async function okrOf(t: TestApp, as: TestPerson, overrides: Record<string, unknown> = {}): Promise<Okr> {
  return dataOf<Okr>(await createOkr(t, as, overrides), 201);
}

let periods = 0;
/** A distinct review period per call (the same employee, type and period may exist once). */
function nextPeriod() {
  periods += 1;
  const start = new Date(Date.UTC(2020, 0, 1) + periods * 86_400_000);
  return { reviewPeriodStart: start.toISOString().slice(0, 10), reviewPeriodEnd: '2026-12-31' };
}

export function initiateReview(t: TestApp, manager: TestPerson, employee: TestPerson, overrides: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/v1/grow/reviews',
    as: manager,
    payload: { employeeId: employee.id, reviewType: 'Quarterly', ...nextPeriod(), ...overrides },
  });
}

export async function reviewOf(t: TestApp, manager: TestPerson, employee: TestPerson): Promise<Review> {
  return dataOf<Review>(await initiateReview(t, manager, employee), 201);
}

export const SELF_ASSESSMENT = { selfRating: 4, achievements: 'Delivered the roadmap', challenges: 'Scope changes', goals: 'Lead a project' };
export const MANAGER_ASSESSMENT = { strengths: 'Reliable delivery', areasOfImprovement: 'Share knowledge', overallRating: 5 };

export function reviewStep(t: TestApp, as: TestPerson, id: string, step: 'self-assessment' | 'manager-assessment' | 'finalize', payload?: object) {
  const body = payload ?? (step === 'self-assessment' ? SELF_ASSESSMENT : step === 'manager-assessment' ? MANAGER_ASSESSMENT : undefined);
  return t.request({ method: 'POST', url: `/v1/grow/reviews/${id}/${step}`, as, ...(body ? { payload: body } : {}) });
}

export async function learningPathOf(t: TestApp, as: TestPerson, overrides: Record<string, unknown> = {}): Promise<LearningPath> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/grow/learning-paths',
    as,
    payload: { title: 'TypeScript mastery', description: 'Types all the way', modules: [{ title: 'Basics' }, { title: 'Generics' }, { title: 'Narrowing' }], ...overrides },
  });
  return dataOf<LearningPath>(response, 201);
}

export async function careerGoalOf(t: TestApp, as: TestPerson, overrides: Record<string, unknown> = {}): Promise<CareerGoal> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/grow/career-goals',
    as,
    payload: {
      currentRole: 'Engineer',
      targetRole: 'Senior Engineer',
      timelineMonths: 12,
      milestones: [{ title: 'Lead a feature', targetDate: '2026-09-30' }, { title: 'Mentor someone' }],
      ...overrides,
    },
  });
  return dataOf<CareerGoal>(response, 201);
}

/** Audit actions recorded for one record, oldest first. */
export async function auditActions(t: TestApp, entityId: string): Promise<string[]> {
  const result = await t.database.db.execute<{ action: string }>(
    sql`select action from audit_log where entity_id = ${entityId} order by created_at, action`,
  );
  return result.rows.map((row) => row.action);
}
