import { randomUUID } from 'node:crypto';
import { addDays } from '@apps/contracts/mytime/calendar';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { candidateInput, createCandidate, createJob, jobInput } from '../factories/hire';
import { careerGoalOf, dataOf, learningPathOf, MANAGER_ASSESSMENT, okrOf, reviewOf, reviewStep, SELF_ASSESSMENT } from '../factories/grow.factories';
import { createHoliday, createLeaveRequest, createProject, createTimesheet, entriesOf, freshWeek, uniqueCode } from '../factories/mytime.factories';
import { uniqueEmail, type TestApp, type TestPerson } from '../helper';
import { notifications } from '../../src/db/schema/notifications';

/** The people write requests are made as: an Employee on all, and an Admin on all (approver, manager, hiring). */
export interface WriteContext {
  t: TestApp;
  employee: TestPerson;
  admin: TestPerson;
  /** An Active project time can be booked on. */
  projectId: string;
}

/** A valid request of a write route, on records made fresh for it. */
export interface WriteRequest {
  url: string;
  /** The caller: a person, a raw token, or nobody (public routes). */
  as: TestPerson | string | undefined;
  payload?: Record<string, unknown>;
}

/** How to make a valid request of one write route, and what it must never produce. */
export interface WriteFixture {
  build: (ctx: WriteContext) => Promise<WriteRequest>;
  /** A status the call must not leave the record in (injected as `status` by the mass-assignment test). */
  forbiddenStatus?: string;
  /** The call deactivates the person it names (an erasure), so a deactivated user is its effect, not an injection's. */
  deactivates?: boolean;
}

/** Builds the context: the two people and a project. */
export async function writeContext(t: TestApp): Promise<WriteContext> {
  const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }], name: 'Write Admin' });
  const employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }], name: 'Write Employee' });
  const projectId = (await createProject(t, { projectManagerId: admin.id })).id;
  return { t, employee, admin, projectId };
}

let monday = 0;
/** A Monday in 2031 or later not used before by these fixtures (one working day of leave each). */
function freshMonday(): string {
  monday += 1;
  return addDays('2031-01-06', 7 * monday);
}

let period = 0;
function freshPeriod() {
  period += 1;
  return { reviewPeriodStart: addDays('2015-01-01', period), reviewPeriodEnd: '2025-12-31' };
}

const entry = (ctx: WriteContext, weekStartDate: string) => ({
  date: addDays(weekStartDate, 1),
  projectId: ctx.projectId,
  taskDescription: 'Wrote the report',
  hours: 2,
  isBillable: true,
  category: 'Documentation',
});

const project = (ctx: WriteContext) => ({
  name: 'Fixture Project',
  code: uniqueCode('FX'),
  clientName: 'Fixture Client',
  billingType: 'T&M',
  status: 'Active',
  startDate: '2026-01-05',
  endDate: null,
  projectManagerId: ctx.admin.id,
});

async function roleId(ctx: WriteContext, name: string): Promise<string> {
  const roles = dataOf<Array<{ id: string; name: string }>>(await ctx.t.request({ method: 'GET', url: '/v1/roles', as: ctx.admin }));
  return roles.find((r) => r.name === name)!.id;
}

async function draftSheet(ctx: WriteContext) {
  return createTimesheet(ctx.t, { employee: ctx.employee, projectId: ctx.projectId });
}

async function submittedSheet(ctx: WriteContext) {
  return createTimesheet(ctx.t, { employee: ctx.employee, projectId: ctx.projectId, status: 'Submitted' });
}

async function pendingLeave(ctx: WriteContext) {
  const day = freshMonday();
  return createLeaveRequest(ctx.t, { employeeId: ctx.employee.id, startDate: day, endDate: day, totalDays: 1 });
}

/**
 * One fixture per POST, PUT and PATCH route of the API (the tests fail for a write route without one).
 * Records are owned by the employee; the admin approves, reviews, hires and manages projects.
 */
export const WRITE_FIXTURES: Record<string, WriteFixture> = {
  'POST /v1/notifications/read-all': { build: async ({ employee }) => ({ url: '/v1/notifications/read-all', as: employee, payload: {} }) },
  'POST /v1/notifications/:id/read': {
    build: async ({ t, employee }) => {
      const [row] = await t.app.db
        .insert(notifications)
        .values({ recipientId: employee.id, kind: 'role.assigned', title: 'Fixture', body: 'Fixture', link: '/' })
        .returning();
      return { url: `/v1/notifications/${row!.id}/read`, as: employee, payload: {} };
    },
  },
  'POST /v1/auth/dev/token': { build: async () => ({ url: '/v1/auth/dev/token', as: undefined, payload: { email: uniqueEmail('token'), name: 'Token Person' } }) },
  'POST /v1/auth/login': { build: async ({ t }) => ({ url: '/v1/auth/login', as: await t.tokenFor(uniqueEmail('login'), 'Login Person') }) },
  'PATCH /v1/users/:id': { build: async ({ t, admin }) => ({ url: `/v1/users/${(await t.createPerson()).id}`, as: admin, payload: { isActive: true } }) },
  'POST /v1/users/:id/erase': { build: async ({ t, admin }) => ({ url: `/v1/users/${(await t.createPerson()).id}/erase`, as: admin, payload: {} }), deactivates: true },
  'POST /v1/users/:id/delegations': {
    build: async ({ t, admin }) => {
      const manager = await t.createPerson({ name: 'Delegating Manager' });
      return { url: `/v1/users/${manager.id}/delegations`, as: manager, payload: { delegateId: admin.id, startDate: '2198-01-01', endDate: '2198-01-31' } };
    },
  },
  // The people import takes the CSV text itself (text/csv); a JSON body, with or without extra fields, is refused whole.
  'POST /v1/users/import': { build: async ({ admin }) => ({ url: '/v1/users/import?dryRun=true', as: admin, payload: {} }) },
  'POST /v1/user-roles': {
    build: async (ctx) => ({ url: '/v1/user-roles', as: ctx.admin, payload: { userId: (await ctx.t.createPerson()).id, roleId: await roleId(ctx, 'Employee'), module: 'grow' } }),
  },

  'PUT /v1/role-defaults': {
    build: async ({ admin }) => ({ url: '/v1/role-defaults', as: admin, payload: { items: [{ roleName: 'Employee', module: 'mytime' }] } }),
  },
  'POST /v1/user-roles/bulk': {
    build: async (ctx) => ({ url: '/v1/user-roles/bulk', as: ctx.admin, payload: { userIds: [(await ctx.t.createPerson()).id], roleName: 'Employee', module: 'grow' } }),
  },
  'POST /v1/access-requests': {
    // A person without a role asks: the request is always the caller's own, whatever the body names.
    build: async (ctx) => ({ url: '/v1/access-requests', as: await ctx.t.createPerson(), payload: { module: 'hire' } }),
  },

  'PUT /v1/me/settings': {
    // A fresh person each time, so every call writes their first record.
    build: async ({ t }) => ({ url: '/v1/me/settings', as: await t.createPerson(), payload: { ...DEFAULT_USER_SETTINGS, theme: 'dark' } }),
  },
  'POST /v1/me/push-subscriptions': {
    // A browser's subscription: a push service's https address and the key and secret it encrypts for.
    build: async ({ t }) => ({
      url: '/v1/me/push-subscriptions',
      as: await t.createPerson(),
      payload: {
        endpoint: `https://push.example.com/send/${randomUUID()}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      },
    }),
  },
  'DELETE /v1/me/push-subscriptions': {
    build: async ({ t }) => {
      const person = await t.createPerson();
      const endpoint = `https://push.example.com/send/${randomUUID()}`;
      await t.request({ method: 'POST', url: '/v1/me/push-subscriptions', as: person, payload: { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } } });
      return { url: '/v1/me/push-subscriptions', as: person, payload: { endpoint } };
    },
  },
  'POST /v1/provisioning/tokens': { build: async ({ admin }) => ({ url: '/v1/provisioning/tokens', as: admin, payload: { name: 'Entra test' } }) },

  'POST /v1/hire/jobs': { build: async ({ admin }) => ({ url: '/v1/hire/jobs', as: admin, payload: { ...jobInput() } }), forbiddenStatus: 'Open' },
  'PUT /v1/hire/jobs/:id': {
    build: async ({ t, admin }) => ({ url: `/v1/hire/jobs/${(await createJob(t, admin)).id}`, as: admin, payload: { title: 'Staff Engineer', location: 'Pune' } }),
    forbiddenStatus: 'Open',
  },
  'POST /v1/hire/jobs/:id/publish': { build: async ({ t, admin }) => ({ url: `/v1/hire/jobs/${(await createJob(t, admin)).id}/publish`, as: admin }), forbiddenStatus: 'Closed' },
  'POST /v1/hire/jobs/:id/close': { build: async ({ t, admin }) => ({ url: `/v1/hire/jobs/${(await createJob(t, admin, {}, 'Open')).id}/close`, as: admin }), forbiddenStatus: 'Open' },
  'POST /v1/hire/candidates': { build: async ({ admin }) => ({ url: '/v1/hire/candidates', as: admin, payload: { ...candidateInput() } }) },
  'POST /v1/hire/candidates/:id/erase': { build: async ({ t, admin }) => ({ url: `/v1/hire/candidates/${(await createCandidate(t, admin)).id}/erase`, as: admin, payload: {} }) },
  'PUT /v1/hire/candidates/:id': {
    build: async ({ t, admin }) => ({ url: `/v1/hire/candidates/${(await createCandidate(t, admin)).id}`, as: admin, payload: { currentRole: 'Tech Lead', source: 'Referral' } }),
  },

  'POST /v1/mytime/timesheets': { build: async ({ employee }) => ({ url: '/v1/mytime/timesheets', as: employee, payload: { employeeId: employee.id, ...freshWeek() } }), forbiddenStatus: 'Approved' },
  'POST /v1/mytime/timesheets/:id/entries': {
    build: async (ctx) => {
      const sheet = await draftSheet(ctx);
      return { url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: ctx.employee, payload: entry(ctx, sheet.weekStartDate) };
    },
    forbiddenStatus: 'Approved',
  },
  'PUT /v1/mytime/timesheets/:id/entries': {
    build: async (ctx) => {
      const sheet = await draftSheet(ctx);
      const [first] = await entriesOf(ctx.t, sheet.id);
      return { url: `/v1/mytime/timesheets/${sheet.id}/entries`, as: ctx.employee, payload: { entries: [{ ...entry(ctx, sheet.weekStartDate), id: first!.id }] } };
    },
    forbiddenStatus: 'Approved',
  },
  'PUT /v1/mytime/timesheets/:id/entries/:entryId': {
    build: async (ctx) => {
      const sheet = await draftSheet(ctx);
      const [first] = await entriesOf(ctx.t, sheet.id);
      return { url: `/v1/mytime/timesheets/${sheet.id}/entries/${first!.id}`, as: ctx.employee, payload: entry(ctx, sheet.weekStartDate) };
    },
    forbiddenStatus: 'Approved',
  },
  'POST /v1/mytime/timesheets/:id/submit': { build: async (ctx) => ({ url: `/v1/mytime/timesheets/${(await draftSheet(ctx)).id}/submit`, as: ctx.employee }), forbiddenStatus: 'Approved' },
  'POST /v1/mytime/timesheets/:id/approve': {
    build: async (ctx) => ({ url: `/v1/mytime/timesheets/${(await submittedSheet(ctx)).id}/approve`, as: ctx.admin, payload: { approverId: ctx.admin.id } }),
    forbiddenStatus: 'Draft',
  },
  'POST /v1/mytime/timesheets/bulk-approve': {
    build: async (ctx) => ({ url: '/v1/mytime/timesheets/bulk-approve', as: ctx.admin, payload: { ids: [(await submittedSheet(ctx)).id], comment: 'All fine' } }),
    forbiddenStatus: 'Draft',
  },
  'POST /v1/mytime/timesheets/:id/undo-approval': {
    build: async (ctx) => {
      const sheet = await submittedSheet(ctx);
      await ctx.t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: ctx.admin, payload: { approverId: ctx.admin.id } });
      return { url: `/v1/mytime/timesheets/${sheet.id}/undo-approval`, as: ctx.admin };
    },
    forbiddenStatus: 'Approved',
  },
  'POST /v1/mytime/timesheets/:id/reject': {
    build: async (ctx) => ({
      url: `/v1/mytime/timesheets/${(await submittedSheet(ctx)).id}/reject`,
      as: ctx.admin,
      payload: { rejectorId: ctx.admin.id, reason: 'Split the Monday entry' },
    }),
    forbiddenStatus: 'Approved',
  },
  'POST /v1/mytime/leaves': {
    build: async ({ employee }) => {
      const day = freshMonday();
      return { url: '/v1/mytime/leaves', as: employee, payload: { employeeId: employee.id, leaveType: 'CasualLeave', startDate: day, endDate: day, reason: 'Family event' } };
    },
    forbiddenStatus: 'Approved',
  },
  'POST /v1/mytime/leaves/:id/approve': {
    build: async (ctx) => ({ url: `/v1/mytime/leaves/${(await pendingLeave(ctx)).id}/approve`, as: ctx.admin, payload: { approverId: ctx.admin.id } }),
    forbiddenStatus: 'Cancelled',
  },
  'POST /v1/mytime/leaves/:id/reject': {
    build: async (ctx) => ({ url: `/v1/mytime/leaves/${(await pendingLeave(ctx)).id}/reject`, as: ctx.admin, payload: { rejectorId: ctx.admin.id, reason: 'Release week' } }),
    forbiddenStatus: 'Approved',
  },
  'POST /v1/mytime/leaves/:id/cancel': { build: async (ctx) => ({ url: `/v1/mytime/leaves/${(await pendingLeave(ctx)).id}/cancel`, as: ctx.employee }), forbiddenStatus: 'Approved' },
  'POST /v1/mytime/holidays': {
    build: async ({ admin }) => ({ url: '/v1/mytime/holidays', as: admin, payload: { officeLocation: `Write Office ${uniqueCode('W')}`, date: '2041-01-26', name: 'Write Day' } }),
  },
  'PUT /v1/mytime/holidays/:id': {
    build: async ({ t, admin }) => {
      const holiday = await createHoliday(t);
      return { url: `/v1/mytime/holidays/${holiday.id}`, as: admin, payload: { officeLocation: holiday.officeLocation, date: holiday.date, name: 'Renamed Day' } };
    },
  },
  // The holiday import takes the file itself (text/calendar or text/csv); a JSON body is refused whole.
  'POST /v1/mytime/holidays/import': { build: async ({ admin }) => ({ url: '/v1/mytime/holidays/import?year=2041&dryRun=true', as: admin, payload: {} }) },
  'POST /v1/mytime/projects': { build: async (ctx) => ({ url: '/v1/mytime/projects', as: ctx.admin, payload: project(ctx) }) },
  'PUT /v1/mytime/projects/:id': {
    build: async (ctx) => ({ url: `/v1/mytime/projects/${(await createProject(ctx.t, { projectManagerId: ctx.admin.id })).id}`, as: ctx.admin, payload: project(ctx) }),
  },

  'POST /v1/grow/okrs': {
    build: async ({ employee }) => ({
      url: '/v1/grow/okrs',
      as: employee,
      payload: { quarter: 3, year: 2026, objective: 'Cut build time', keyResults: [{ description: 'Build under 5 minutes', target: 10, unit: 'steps' }] },
    }),
    forbiddenStatus: 'Completed',
  },
  'PUT /v1/grow/okrs/:id': { build: async ({ t, employee }) => ({ url: `/v1/grow/okrs/${(await okrOf(t, employee)).id}`, as: employee, payload: { objective: 'Ship it well' } }), forbiddenStatus: 'Completed' },
  'POST /v1/grow/okrs/:id/approve': { build: async ({ t, employee, admin }) => ({ url: `/v1/grow/okrs/${(await okrOf(t, employee)).id}/approve`, as: admin, payload: {} }), forbiddenStatus: 'Completed' },
  'PUT /v1/grow/okrs/:id/key-results/:krId': {
    build: async ({ t, employee }) => {
      const okr = await okrOf(t, employee);
      return { url: `/v1/grow/okrs/${okr.id}/key-results/${okr.keyResults[0]!.id}`, as: employee, payload: { current: 5 } };
    },
    forbiddenStatus: 'Completed',
  },
  'POST /v1/grow/reviews': {
    build: async ({ employee, admin }) => ({ url: '/v1/grow/reviews', as: admin, payload: { employeeId: employee.id, reviewType: 'Annual', ...freshPeriod() } }),
    forbiddenStatus: 'Finalized',
  },
  'POST /v1/grow/reviews/:id/self-assessment': {
    build: async ({ t, employee, admin }) => ({ url: `/v1/grow/reviews/${(await reviewOf(t, admin, employee)).id}/self-assessment`, as: employee, payload: { ...SELF_ASSESSMENT } }),
    forbiddenStatus: 'Finalized',
  },
  'POST /v1/grow/reviews/:id/manager-assessment': {
    build: async ({ t, employee, admin }) => {
      const review = await reviewOf(t, admin, employee);
      dataOf(await reviewStep(t, employee, review.id, 'self-assessment'));
      return { url: `/v1/grow/reviews/${review.id}/manager-assessment`, as: admin, payload: { ...MANAGER_ASSESSMENT } };
    },
    forbiddenStatus: 'Finalized',
  },
  'POST /v1/grow/reviews/:id/finalize': {
    build: async ({ t, employee, admin }) => {
      const review = await reviewOf(t, admin, employee);
      dataOf(await reviewStep(t, employee, review.id, 'self-assessment'));
      dataOf(await reviewStep(t, admin, review.id, 'manager-assessment'));
      return { url: `/v1/grow/reviews/${review.id}/finalize`, as: admin };
    },
    forbiddenStatus: 'Pending',
  },
  'POST /v1/grow/learning-paths': {
    build: async ({ employee }) => ({ url: '/v1/grow/learning-paths', as: employee, payload: { title: 'Kubernetes', description: 'From pods up', modules: [{ title: 'Pods', description: 'The unit' }, { title: 'Services' }] } }),
    forbiddenStatus: 'Completed',
  },
  'POST /v1/grow/learning-paths/:id/modules/:moduleId/complete': {
    build: async ({ t, employee }) => {
      const path = await learningPathOf(t, employee);
      return { url: `/v1/grow/learning-paths/${path.id}/modules/${path.modules[0]!.id}/complete`, as: employee };
    },
    forbiddenStatus: 'Completed',
  },
  'POST /v1/grow/career-goals': {
    build: async ({ employee }) => ({
      url: '/v1/grow/career-goals',
      as: employee,
      payload: { currentRole: 'Engineer', targetRole: 'Architect', timelineMonths: 24, milestones: [{ title: 'Design review', description: 'Lead one', targetDate: '2027-01-31' }, { title: 'Talk' }] },
    }),
    forbiddenStatus: 'Achieved',
  },
  'POST /v1/grow/career-goals/:id/milestones/:milestoneId/complete': {
    build: async ({ t, employee }) => {
      const goal = await careerGoalOf(t, employee);
      return { url: `/v1/grow/career-goals/${goal.id}/milestones/${goal.milestones[0]!.id}/complete`, as: employee };
    },
    forbiddenStatus: 'Achieved',
  },
};
