import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@apps/contracts/page';
import type { Review } from '@apps/contracts/grow/review';
import { GROW_DENIALS } from '@apps/contracts/grow/grow.policy';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import {
  auditActions,
  dataOf,
  growPeople,
  initiateReview,
  reviewOf,
  reviewStep,
  type GrowPeople,
} from '../../../test/factories/grow.factories';

let t: TestApp;
let p: GrowPeople;
beforeAll(async () => {
  t = await buildTestApp();
  p = await growPeople(t);
});
afterAll(async () => {
  await t.close();
});

const get = (id: string, as = p.employee) => t.request({ method: 'GET', url: `/v1/grow/reviews/${id}`, as });

describe('POST /v1/grow/reviews (initiate)', () => {
  it('lets a manager start a Pending review with themselves as reviewer', async () => {
    const review = dataOf<Review>(
      await initiateReview(t, p.manager, p.employee, { reviewType: 'Annual', reviewPeriodStart: '2025-01-01', reviewPeriodEnd: '2025-12-31' }),
      201,
    );
    expect(review).toMatchObject({
      employeeId: p.employee.id,
      employeeName: p.employee.name,
      reviewerId: p.manager.id,
      reviewerName: p.manager.name,
      reviewType: 'Annual',
      reviewPeriodStart: '2025-01-01',
      reviewPeriodEnd: '2025-12-31',
      status: 'Pending',
      overallRating: null,
    });
    expect(await auditActions(t, review.id)).toEqual(['review.initiated']);
    const duplicate = await initiateReview(t, p.otherManager, p.employee, { reviewType: 'Annual', reviewPeriodStart: '2025-01-01', reviewPeriodEnd: '2025-12-31' });
    expect(duplicate.statusCode).toBe(409);
  });

  it('lets an admin on all start one, but not an employee', async () => {
    expect((await initiateReview(t, p.admin, p.employee)).statusCode).toBe(201);
    expect((await initiateReview(t, p.colleague, p.employee)).statusCode).toBe(403);
  });

  it('refuses a review of oneself with 403 and changes nothing', async () => {
    const before = await t.count('performance_reviews');
    const response = await initiateReview(t, p.manager, p.employee, { employeeId: p.manager.id });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toBe(GROW_DENIALS.reviewSelf);
    expect(await t.count('performance_reviews')).toBe(before);
  });

  it.each([
    ['a person without Grow', () => ({ employeeId: p.outsider.id }), 'employeeId'],
    ['an unknown person', () => ({ employeeId: '00000000-0000-4000-8000-000000000000' }), 'employeeId'],
    ['an unknown type', () => ({ reviewType: 'Weekly' }), 'reviewType'],
    ['a bad date', () => ({ reviewPeriodStart: '2025-13-01' }), 'reviewPeriodStart'],
    ['an end before the start', () => ({ reviewPeriodStart: '2025-06-01', reviewPeriodEnd: '2025-05-31' }), 'reviewPeriodEnd'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, field) => {
    const before = await t.count('performance_reviews');
    const response = await initiateReview(t, p.manager, p.employee, overrides());
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty([field]);
    expect(await t.count('performance_reviews')).toBe(before);
  });
});

describe('the review workflow', () => {
  it('runs Pending -> SelfAssessmentCompleted -> ManagerCompleted -> Finalized, auditing each step', async () => {
    const review = await reviewOf(t, p.manager, p.employee);
    const self = dataOf<Review>(await reviewStep(t, p.employee, review.id, 'self-assessment', { selfRating: 4, achievements: 'Shipped', challenges: '  ' }));
    expect(self).toMatchObject({ status: 'SelfAssessmentCompleted', selfRating: 4, achievements: 'Shipped', challenges: null, goals: null });
    expect(self.selfAssessedAt).toBeTruthy();

    const assessed = dataOf<Review>(await reviewStep(t, p.manager, review.id, 'manager-assessment'));
    expect(assessed).toMatchObject({ status: 'ManagerCompleted', overallRating: 5, strengths: 'Reliable delivery' });
    // The employee sees the manager's assessment only once the review is final.
    const beforeFinal = dataOf<Review>(await get(review.id));
    expect(beforeFinal).toMatchObject({ status: 'ManagerCompleted', overallRating: null, strengths: null, areasOfImprovement: null });

    const finalized = dataOf<Review>(await reviewStep(t, p.manager, review.id, 'finalize'));
    expect(finalized.status).toBe('Finalized');
    expect(finalized.finalizedAt).toBeTruthy();
    expect(dataOf<Review>(await get(review.id))).toMatchObject({ status: 'Finalized', overallRating: 5, areasOfImprovement: 'Share knowledge' });
    expect(await auditActions(t, review.id)).toEqual(['review.initiated', 'review.self_assessed', 'review.manager_assessed', 'review.finalized']);
  });

  it('refuses every step out of its state with 409', async () => {
    const review = await reviewOf(t, p.manager, p.employee);
    expect((await reviewStep(t, p.manager, review.id, 'manager-assessment')).statusCode).toBe(409);
    expect((await reviewStep(t, p.manager, review.id, 'finalize')).statusCode).toBe(409);
    await reviewStep(t, p.employee, review.id, 'self-assessment');
    expect((await reviewStep(t, p.employee, review.id, 'self-assessment')).statusCode).toBe(409);
    expect((await reviewStep(t, p.manager, review.id, 'finalize')).statusCode).toBe(409);
    await reviewStep(t, p.manager, review.id, 'manager-assessment');
    expect((await reviewStep(t, p.manager, review.id, 'manager-assessment')).statusCode).toBe(409);
    await reviewStep(t, p.manager, review.id, 'finalize');
    const again = await reviewStep(t, p.manager, review.id, 'finalize');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe('This review is finalized and can no longer change');
  });

  it('lets only the employee self-assess and only the reviewer assess and finalize', async () => {
    const review = await reviewOf(t, p.manager, p.employee);
    expect((await reviewStep(t, p.manager, review.id, 'self-assessment')).statusCode).toBe(403);
    expect((await reviewStep(t, p.colleague, review.id, 'self-assessment')).statusCode).toBe(404);
    await reviewStep(t, p.employee, review.id, 'self-assessment');
    expect((await reviewStep(t, p.otherManager, review.id, 'manager-assessment')).statusCode).toBe(403);
    expect((await reviewStep(t, p.admin, review.id, 'manager-assessment')).statusCode).toBe(403);
    expect((await reviewStep(t, p.employee, review.id, 'manager-assessment')).statusCode).toBe(403);
    await reviewStep(t, p.manager, review.id, 'manager-assessment');
    expect((await reviewStep(t, p.otherManager, review.id, 'finalize')).statusCode).toBe(403);
    expect((await reviewStep(t, p.employee, review.id, 'finalize')).statusCode).toBe(403);
    expect(dataOf<Review>(await get(review.id)).status).toBe('ManagerCompleted');
  });

  it.each([
    ['self-assessment', { selfRating: 6, achievements: 'x' }, 'selfRating'],
    ['self-assessment', { selfRating: 0, achievements: 'x' }, 'selfRating'],
    ['self-assessment', { selfRating: 3.5, achievements: 'x' }, 'selfRating'],
    ['self-assessment', { selfRating: 3 }, 'achievements'],
    ['self-assessment', { selfRating: 3, achievements: 'x'.repeat(4001) }, 'achievements'],
  ] as const)('refuses a bad %s with 400 and keeps the state', async (step, payload, field) => {
    const review = await reviewOf(t, p.manager, p.employee);
    const response = await reviewStep(t, p.employee, review.id, step, payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty([field]);
    expect(dataOf<Review>(await get(review.id)).status).toBe('Pending');
  });

  it.each([
    [{ strengths: 'x', areasOfImprovement: 'y', overallRating: 9 }, 'overallRating'],
    [{ strengths: '', areasOfImprovement: 'y', overallRating: 3 }, 'strengths'],
    [{ strengths: 'x', overallRating: 3 }, 'areasOfImprovement'],
  ])('refuses a bad manager assessment %j with 400', async (payload, field) => {
    const review = await reviewOf(t, p.manager, p.employee);
    await reviewStep(t, p.employee, review.id, 'self-assessment');
    const response = await reviewStep(t, p.manager, review.id, 'manager-assessment', payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty([field]);
    expect(dataOf<Review>(await get(review.id, p.manager)).status).toBe('SelfAssessmentCompleted');
  });

  it('lets exactly one of two concurrent finalizations (and self-assessments) win', async () => {
    const review = await reviewOf(t, p.manager, p.employee);
    const selves = await Promise.all([reviewStep(t, p.employee, review.id, 'self-assessment'), reviewStep(t, p.employee, review.id, 'self-assessment')]);
    expect(selves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await reviewStep(t, p.manager, review.id, 'manager-assessment');
    const finals = await Promise.all([reviewStep(t, p.manager, review.id, 'finalize'), reviewStep(t, p.manager, review.id, 'finalize')]);
    expect(finals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await auditActions(t, review.id)).filter((a) => a === 'review.finalized')).toHaveLength(1);
  });
});

describe('reading reviews', () => {
  it('shows a review to the employee, the reviewer and managers; 404 to colleagues', async () => {
    const review = await reviewOf(t, p.manager, p.employee);
    for (const as of [p.employee, p.manager, p.otherManager, p.admin]) expect((await get(review.id, as)).statusCode).toBe(200);
    expect((await get(review.id, p.colleague)).statusCode).toBe(404);
    expect((await get(review.id, p.outsider)).statusCode).toBe(403);
  });

  it("lists one's own reviews and someone else's only for managers", async () => {
    const person = await t.createPerson({ managerId: p.manager.id, roles: [{ role: 'Employee', module: 'grow' }] });
    await reviewOf(t, p.manager, person);
    await reviewOf(t, p.otherManager, person);
    const mine = dataOf<Page<Review>>(await t.request({ method: 'GET', url: '/v1/grow/reviews/my', as: person }));
    expect(mine.total).toBe(2);
    expect(mine.items.every((r) => r.employeeId === person.id)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/v1/grow/reviews/my?employeeId=${person.id}`, as: p.colleague })).statusCode).toBe(403);
    const asManager = dataOf<Page<Review>>(await t.request({ method: 'GET', url: `/v1/grow/reviews/my?employeeId=${person.id}&limit=1`, as: p.manager }));
    expect([asManager.total, asManager.items.length]).toEqual([2, 1]);
  });

  it("gives managers their team's reviews for their own teamId, filtered by status", async () => {
    const review = await reviewOf(t, p.manager, p.colleague);
    const pending = dataOf<Page<Review>>(await t.request({ method: 'GET', url: `/v1/grow/reviews/team?teamId=${p.manager.id}&status=Pending&limit=100`, as: p.manager }));
    expect(pending.items.map((r) => r.id)).toContain(review.id);
    expect(pending.items.every((r) => r.status === 'Pending' && r.employeeId !== p.manager.id)).toBe(true);
    const byOther = await reviewOf(t, p.otherManager, p.colleague);
    const mine = dataOf<Page<Review>>(
      await t.request({ method: 'GET', url: `/v1/grow/reviews/team?teamId=${p.manager.id}&reviewerId=${p.manager.id}&limit=100`, as: p.manager }),
    );
    expect(mine.items.map((r) => r.id)).toContain(review.id);
    expect(mine.items.map((r) => r.id)).not.toContain(byOther.id);
    expect(mine.items.every((r) => r.reviewerId === p.manager.id)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/v1/grow/reviews/team?teamId=${p.employee.id}`, as: p.employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/grow/reviews/team?teamId=${p.admin.id}`, as: p.manager })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/grow/reviews/team?teamId=${p.manager.id}&status=Open`, as: p.manager })).statusCode).toBe(400);
  });
});
