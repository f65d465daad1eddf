import { approvesOkrs, managesGrowRecords, runsReviews } from '@apps/contracts/grow/grow.policy';
import type { TestApp, TestPerson } from '../helper';
import { statuses, usesModule, type MatrixContext, type MatrixRow } from './types';

// Grow. Every caller holds their role on 'all', so the recruiter reaches Grow as a plain
// user and the admin (Admin on all) counts as a manager.

const anyGrowUser = statuses({ noRole: 403, employee: 200, manager: 200, recruiter: 200, admin: 200 });
const anyGrowUserCreates = statuses({ noRole: 403, employee: 201, manager: 201, recruiter: 201, admin: 201 });
const managersOnly = statuses({ noRole: 403, employee: 403, manager: 200, recruiter: 403, admin: 200 });

/** The caller when they can use Grow (own records), else the matrix employee. */
function ownerFor({ caller, callerPerson, people }: MatrixContext): TestPerson {
  return callerPerson && caller !== 'noRole' && caller !== 'inactive' ? callerPerson : people.employee;
}

async function call<T>(t: TestApp, as: TestPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await t.request({ method, url, as, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} -> ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: T }).data;
}

const growUser = (t: TestApp) => t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] });
const growManager = (t: TestApp) => t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });

type Okr = { id: string; keyResults: Array<{ id: string }> };
const createOkr = (t: TestApp, as: TestPerson) =>
  call<Okr>(t, as, 'POST', '/v1/grow/okrs', { quarter: 2, year: 2026, objective: 'Matrix objective', keyResults: [{ description: 'KR', target: 10 }] });

let periodCounter = 0;
/** A review of `employee` by `reviewer`, moved through `steps` (self, manager). */
async function createReview(t: TestApp, reviewer: TestPerson, employee: TestPerson, steps: Array<'self' | 'manager'> = []) {
  periodCounter += 1;
  await t.reportingLine(employee, reviewer); // the reviewer must be above the employee
  const day = String((periodCounter % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(periodCounter / 28) % 12) + 1).padStart(2, '0');
  const review = await call<{ id: string }>(t, reviewer, 'POST', '/v1/grow/reviews', {
    employeeId: employee.id,
    reviewType: 'Quarterly',
    reviewPeriodStart: `2025-${month}-${day}`,
    reviewPeriodEnd: '2025-12-31',
  });
  if (steps.includes('self')) {
    await call(t, employee, 'POST', `/v1/grow/reviews/${review.id}/self-assessment`, { selfRating: 4, achievements: 'Shipped' });
  }
  if (steps.includes('manager')) {
    await call(t, reviewer, 'POST', `/v1/grow/reviews/${review.id}/manager-assessment`, { strengths: 'S', areasOfImprovement: 'A', overallRating: 4 });
  }
  return review;
}

/**
 * A review the caller should act on as reviewer: started by the caller when they are a manager,
 * otherwise a review of the caller themselves (so they can see it but may not act: 403).
 */
async function reviewForReviewerStep(ctx: MatrixContext, steps: Array<'self' | 'manager'>) {
  const { t, caller } = ctx;
  if (caller === 'manager' || caller === 'admin') return createReview(t, ctx.callerPerson!, await growUser(t), steps);
  return createReview(t, await growManager(t), ownerFor(ctx), steps);
}

type LearningPath = { id: string; modules: Array<{ id: string }> };
const createPath = (t: TestApp, as: TestPerson) =>
  call<LearningPath>(t, as, 'POST', '/v1/grow/learning-paths', { title: 'Matrix path', modules: [{ title: 'One' }, { title: 'Two' }] });

type CareerGoal = { id: string; milestones: Array<{ id: string }> };
const createGoal = (t: TestApp, as: TestPerson) =>
  call<CareerGoal>(t, as, 'POST', '/v1/grow/career-goals', {
    currentRole: 'Engineer',
    targetRole: 'Lead',
    timelineMonths: 12,
    milestones: [{ title: 'One' }, { title: 'Two' }],
  });

/** Grow routes. */
export const growMatrix: MatrixRow[] = [
  { route: 'GET /v1/grow/people', request: () => ({ url: '/v1/grow/people' }), expect: managersOnly, policy: runsReviews },

  {
    route: 'POST /v1/grow/okrs',
    request: () => ({ url: '/v1/grow/okrs', payload: { quarter: 1, year: 2026, objective: 'Matrix', keyResults: [{ description: 'KR', target: 100 }] } }),
    expect: anyGrowUserCreates,
    policy: usesModule('grow'),
  },
  { route: 'GET /v1/grow/okrs/my', request: () => ({ url: '/v1/grow/okrs/my' }), expect: anyGrowUser, policy: usesModule('grow') },
  {
    route: 'GET /v1/grow/okrs/team',
    request: ({ callerPerson, people }) => ({ url: `/v1/grow/okrs/team?teamId=${(callerPerson ?? people.manager).id}` }),
    expect: managersOnly,
    policy: (s) => managesGrowRecords(s, 'okrs'),
  },
  {
    route: 'GET /v1/grow/okrs/:id',
    request: async (ctx) => ({ url: `/v1/grow/okrs/${(await createOkr(ctx.t, ownerFor(ctx))).id}` }),
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
  {
    route: 'PUT /v1/grow/okrs/:id',
    request: async (ctx) => ({ url: `/v1/grow/okrs/${(await createOkr(ctx.t, ownerFor(ctx))).id}`, payload: { objective: 'Changed' } }),
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
  {
    // Someone else's OKR: only managers approve.
    route: 'POST /v1/grow/okrs/:id/approve',
    request: async ({ t }) => ({ url: `/v1/grow/okrs/${(await createOkr(t, await growUser(t))).id}/approve`, payload: {} }),
    expect: managersOnly,
    policy: approvesOkrs,
  },
  {
    route: 'PUT /v1/grow/okrs/:id/key-results/:krId',
    request: async (ctx) => {
      const okr = await createOkr(ctx.t, ownerFor(ctx));
      return { url: `/v1/grow/okrs/${okr.id}/key-results/${okr.keyResults[0]!.id}`, payload: { current: 5 } };
    },
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },

  {
    route: 'POST /v1/grow/reviews',
    request: async ({ t }) => ({
      url: '/v1/grow/reviews',
      payload: { employeeId: (await growUser(t)).id, reviewType: 'Annual', reviewPeriodStart: '2025-01-01', reviewPeriodEnd: '2025-12-31' },
    }),
    expect: statuses({ noRole: 403, employee: 403, manager: 201, recruiter: 403, admin: 201 }),
    policy: runsReviews,
  },
  { route: 'GET /v1/grow/reviews/my', request: () => ({ url: '/v1/grow/reviews/my' }), expect: anyGrowUser, policy: usesModule('grow') },
  {
    route: 'GET /v1/grow/reviews/team',
    request: ({ callerPerson, people }) => ({ url: `/v1/grow/reviews/team?teamId=${(callerPerson ?? people.manager).id}` }),
    expect: managersOnly,
    policy: runsReviews,
  },
  {
    // The caller's own review (started by another manager).
    route: 'GET /v1/grow/reviews/:id',
    request: async (ctx) => ({ url: `/v1/grow/reviews/${(await createReview(ctx.t, await growManager(ctx.t), ownerFor(ctx))).id}` }),
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
  {
    route: 'POST /v1/grow/reviews/:id/self-assessment',
    request: async (ctx) => ({
      url: `/v1/grow/reviews/${(await createReview(ctx.t, await growManager(ctx.t), ownerFor(ctx))).id}/self-assessment`,
      payload: { selfRating: 3, achievements: 'Did things' },
    }),
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
  {
    route: 'POST /v1/grow/reviews/:id/manager-assessment',
    request: async (ctx) => ({
      url: `/v1/grow/reviews/${(await reviewForReviewerStep(ctx, ['self'])).id}/manager-assessment`,
      payload: { strengths: 'Strong', areasOfImprovement: 'More', overallRating: 4 },
    }),
    expect: managersOnly,
    policy: runsReviews,
  },
  {
    route: 'POST /v1/grow/reviews/:id/finalize',
    request: async (ctx) => ({ url: `/v1/grow/reviews/${(await reviewForReviewerStep(ctx, ['self', 'manager'])).id}/finalize` }),
    expect: managersOnly,
    policy: runsReviews,
  },

  {
    route: 'POST /v1/grow/learning-paths',
    request: () => ({ url: '/v1/grow/learning-paths', payload: { title: 'Matrix path', modules: [{ title: 'One' }] } }),
    expect: anyGrowUserCreates,
    policy: usesModule('grow'),
  },
  { route: 'GET /v1/grow/learning-paths/my', request: () => ({ url: '/v1/grow/learning-paths/my' }), expect: anyGrowUser, policy: usesModule('grow') },
  {
    route: 'GET /v1/grow/learning-paths/:id',
    request: async (ctx) => ({ url: `/v1/grow/learning-paths/${(await createPath(ctx.t, ownerFor(ctx))).id}` }),
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
  {
    route: 'POST /v1/grow/learning-paths/:id/modules/:moduleId/complete',
    request: async (ctx) => {
      const path = await createPath(ctx.t, ownerFor(ctx));
      return { url: `/v1/grow/learning-paths/${path.id}/modules/${path.modules[0]!.id}/complete` };
    },
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },

  {
    route: 'POST /v1/grow/career-goals',
    request: () => ({
      url: '/v1/grow/career-goals',
      payload: { currentRole: 'Engineer', targetRole: 'Lead', timelineMonths: 12, milestones: [{ title: 'One' }] },
    }),
    expect: anyGrowUserCreates,
    policy: usesModule('grow'),
  },
  { route: 'GET /v1/grow/career-goals/my', request: () => ({ url: '/v1/grow/career-goals/my' }), expect: anyGrowUser, policy: usesModule('grow') },
  {
    route: 'GET /v1/grow/career-goals/:id',
    request: async (ctx) => ({ url: `/v1/grow/career-goals/${(await createGoal(ctx.t, ownerFor(ctx))).id}` }),
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
  {
    route: 'POST /v1/grow/career-goals/:id/milestones/:milestoneId/complete',
    request: async (ctx) => {
      const goal = await createGoal(ctx.t, ownerFor(ctx));
      return { url: `/v1/grow/career-goals/${goal.id}/milestones/${goal.milestones[0]!.id}/complete` };
    },
    expect: anyGrowUser,
    policy: usesModule('grow'),
  },
];
