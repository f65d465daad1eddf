import { approvesLeave, approvesTimesheets, managesHolidays, managesProjects } from '@apps/contracts/mytime/mytime.policy';
import { addDays } from '@apps/contracts/mytime/calendar';
import { createHoliday, createLeaveRequest, createProject, createTimesheet, entriesOf, freshWeek, MYTIME, uniqueCode } from '../factories/mytime.factories';
import type { TestApp, TestPerson } from '../helper';
import { eq } from 'drizzle-orm';
import { timesheets } from '../../src/db/schema/mytime';
import { statuses, usesModule, type MatrixContext, type MatrixRow } from './types';

// MyTime. Every call needs a role on mytime or all; approvers are Manager (here on all) and
// Admin on all; project management is Admin on mytime or all. Records are built fresh per call and
// owned by the caller where ownership matters (ownership itself is tested in the module's tests).

const moduleUsers = (ok: number) => statuses({ noRole: 403, employee: ok, manager: ok, recruiter: ok, admin: ok });
const approvers = (ok: number) => statuses({ noRole: 403, employee: 403, manager: ok, recruiter: 403, admin: ok });
const holidayAdmins = (ok: number) => statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: ok });
const projectAdmins = (ok: number) => statuses({ noRole: 403, employee: 403, manager: 403, recruiter: 403, admin: ok });

/** The caller, or (for none and badToken) an employee, so the request is well-formed. */
const owner = ({ callerPerson, people }: MatrixContext): TestPerson => callerPerson ?? people.employee;

async function project(ctx: MatrixContext) {
  return createProject(ctx.t, { projectManagerId: ctx.people.admin.id });
}

/** A Draft timesheet of the caller with one 8-hour entry. */
async function ownTimesheet(ctx: MatrixContext) {
  return createTimesheet(ctx.t, { employee: owner(ctx), projectId: (await project(ctx)).id });
}

/** A Submitted timesheet of a new employee (never the caller's own). */
async function othersSubmittedTimesheet(ctx: MatrixContext) {
  const someone = await ctx.t.createPerson({ roles: MYTIME.employee });
  return createTimesheet(ctx.t, { employee: someone, projectId: (await project(ctx)).id, status: 'Submitted' });
}

/** A timesheet of a new employee, approved just now by the caller (by an employee for none and badToken). */
async function othersApprovedByCaller(ctx: MatrixContext) {
  const sheet = await othersSubmittedTimesheet(ctx);
  await ctx.t.app.db.update(timesheets).set({ status: 'Approved', reviewedById: owner(ctx).id, reviewedAt: new Date() }).where(eq(timesheets.id, sheet.id));
  return sheet;
}

let leaveWeek = 0;
/** A Monday no matrix leave request used before (each person's requests must not overlap). */
function freshMonday(): string {
  leaveWeek += 1;
  return addDays('2031-01-06', 7 * leaveWeek);
}

async function othersPendingLeave(t: TestApp) {
  const someone = await t.createPerson({ roles: MYTIME.employee });
  return createLeaveRequest(t, { employeeId: someone.id, startDate: '2030-03-04', endDate: '2030-03-04', totalDays: 1 });
}

const entryBody = (date: string, projectId: string) => ({
  date,
  projectId,
  taskDescription: 'Matrix work',
  hours: 1,
  isBillable: true,
  category: 'Development',
});

const projectBody = (managerId: string) => ({
  name: 'Matrix Project',
  code: uniqueCode('MX'),
  clientName: 'Matrix Client',
  billingType: 'Fixed',
  status: 'Active',
  startDate: '2026-01-05',
  endDate: null,
  projectManagerId: managerId,
});

/** MyTime routes: timesheets, leaves, projects. */
export const mytimeMatrix: MatrixRow[] = [
  {
    route: 'POST /v1/mytime/timesheets',
    request: (ctx) => ({ url: '/v1/mytime/timesheets', payload: { employeeId: owner(ctx).id, ...freshWeek() } }),
    expect: moduleUsers(201),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/timesheets/pending-approval',
    request: (ctx) => ({ url: `/v1/mytime/timesheets/pending-approval?managerId=${owner(ctx).id}` }),
    expect: approvers(200),
    policy: approvesTimesheets,
  },
  {
    route: 'GET /v1/mytime/timesheets/employee/:id',
    request: (ctx) => ({ url: `/v1/mytime/timesheets/employee/${owner(ctx).id}` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/timesheets/:id',
    request: async (ctx) => ({ url: `/v1/mytime/timesheets/${(await ownTimesheet(ctx)).id}` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/timesheets/:id/time-off',
    request: async (ctx) => ({ url: `/v1/mytime/timesheets/${(await ownTimesheet(ctx)).id}/time-off` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'POST /v1/mytime/timesheets/:id/entries',
    request: async (ctx) => {
      const sheet = await ownTimesheet(ctx);
      return { url: `/v1/mytime/timesheets/${sheet.id}/entries`, payload: entryBody(addDays(sheet.weekStartDate, 2), (await project(ctx)).id) };
    },
    expect: moduleUsers(201),
    policy: usesModule('mytime'),
  },
  {
    // The week grid's batch save, owner only.
    route: 'PUT /v1/mytime/timesheets/:id/entries',
    request: async (ctx) => {
      const sheet = await ownTimesheet(ctx);
      const [entry] = await entriesOf(ctx.t, sheet.id);
      return {
        url: `/v1/mytime/timesheets/${sheet.id}/entries`,
        payload: { entries: [entryBody(addDays(sheet.weekStartDate, 3), entry!.projectId)], removedEntryIds: [entry!.id] },
      };
    },
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'PUT /v1/mytime/timesheets/:id/entries/:entryId',
    request: async (ctx) => {
      const sheet = await ownTimesheet(ctx);
      const [entry] = await entriesOf(ctx.t, sheet.id);
      return {
        url: `/v1/mytime/timesheets/${sheet.id}/entries/${entry!.id}`,
        payload: entryBody(addDays(sheet.weekStartDate, 3), entry!.projectId),
      };
    },
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'DELETE /v1/mytime/timesheets/:id/entries/:entryId',
    request: async (ctx) => {
      const sheet = await ownTimesheet(ctx);
      const [entry] = await entriesOf(ctx.t, sheet.id);
      return { url: `/v1/mytime/timesheets/${sheet.id}/entries/${entry!.id}` };
    },
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'POST /v1/mytime/timesheets/:id/submit',
    request: async (ctx) => ({ url: `/v1/mytime/timesheets/${(await ownTimesheet(ctx)).id}/submit` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'POST /v1/mytime/timesheets/:id/approve',
    request: async (ctx) => ({
      url: `/v1/mytime/timesheets/${(await othersSubmittedTimesheet(ctx)).id}/approve`,
      payload: { approverId: owner(ctx).id },
    }),
    expect: approvers(200),
    policy: approvesTimesheets,
  },
  {
    route: 'POST /v1/mytime/timesheets/bulk-approve',
    request: async (ctx) => ({
      url: '/v1/mytime/timesheets/bulk-approve',
      payload: { ids: [(await othersSubmittedTimesheet(ctx)).id], comment: 'Matrix' },
    }),
    expect: approvers(200),
    policy: approvesTimesheets,
  },
  {
    route: 'POST /v1/mytime/timesheets/:id/undo-approval',
    request: async (ctx) => ({ url: `/v1/mytime/timesheets/${(await othersApprovedByCaller(ctx)).id}/undo-approval` }),
    expect: approvers(200),
    policy: approvesTimesheets,
  },
  {
    route: 'POST /v1/mytime/timesheets/:id/reject',
    request: async (ctx) => ({
      url: `/v1/mytime/timesheets/${(await othersSubmittedTimesheet(ctx)).id}/reject`,
      payload: { rejectorId: owner(ctx).id, reason: 'Please split the Monday entry' },
    }),
    expect: approvers(200),
    policy: approvesTimesheets,
  },
  {
    route: 'POST /v1/mytime/leaves',
    request: (ctx) => {
      const monday = freshMonday();
      return {
        url: '/v1/mytime/leaves',
        payload: { employeeId: owner(ctx).id, leaveType: 'WorkFromHome', startDate: monday, endDate: addDays(monday, 1), reason: 'Matrix' },
      };
    },
    expect: moduleUsers(201),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/leaves/my',
    request: (ctx) => ({ url: `/v1/mytime/leaves/my?employeeId=${owner(ctx).id}` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/leaves/pending-approval',
    request: (ctx) => ({ url: `/v1/mytime/leaves/pending-approval?managerId=${owner(ctx).id}` }),
    expect: approvers(200),
    policy: approvesLeave,
  },
  {
    route: 'GET /v1/mytime/leaves/balances',
    request: (ctx) => ({ url: `/v1/mytime/leaves/balances?employeeId=${owner(ctx).id}&year=2030` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/leaves/calendar',
    request: (ctx) => ({ url: `/v1/mytime/leaves/calendar?teamId=${owner(ctx).id}&startDate=2030-01-01&endDate=2030-12-31` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/team/missing-timesheets',
    request: () => ({ url: '/v1/mytime/team/missing-timesheets?weekStartDate=2026-11-15' }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/charts/hours',
    request: () => ({ url: '/v1/mytime/charts/hours?weekStartDate=2026-11-22' }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  // Each caller exports their own records (an empty file is still 200).
  {
    route: 'GET /v1/mytime/exports/timesheets',
    request: () => ({ url: '/v1/mytime/exports/timesheets?from=2026-11-01&to=2026-11-28' }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/exports/summary',
    request: () => ({ url: '/v1/mytime/exports/summary?from=2026-11-01&to=2026-11-28&format=xlsx' }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/exports/leave-requests',
    request: () => ({ url: '/v1/mytime/exports/leave-requests?from=2026-01-01&to=2026-12-31' }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/exports/leave-balances',
    request: () => ({ url: '/v1/mytime/exports/leave-balances?year=2026' }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'GET /v1/mytime/leaves/:id',
    request: async (ctx) => ({ url: `/v1/mytime/leaves/${(await createLeaveRequest(ctx.t, { employeeId: owner(ctx).id })).id}` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'POST /v1/mytime/leaves/:id/approve',
    request: async (ctx) => ({ url: `/v1/mytime/leaves/${(await othersPendingLeave(ctx.t)).id}/approve`, payload: { approverId: owner(ctx).id } }),
    expect: approvers(200),
    policy: approvesLeave,
  },
  {
    route: 'GET /v1/mytime/leaves/:id/context',
    request: async (ctx) => ({ url: `/v1/mytime/leaves/${(await othersPendingLeave(ctx.t)).id}/context` }),
    expect: approvers(200),
    policy: approvesLeave,
  },
  {
    route: 'POST /v1/mytime/leaves/:id/reject',
    request: async (ctx) => ({
      url: `/v1/mytime/leaves/${(await othersPendingLeave(ctx.t)).id}/reject`,
      payload: { rejectorId: owner(ctx).id, reason: 'Release week' },
    }),
    expect: approvers(200),
    policy: approvesLeave,
  },
  {
    route: 'POST /v1/mytime/leaves/:id/cancel',
    request: async (ctx) => ({ url: `/v1/mytime/leaves/${(await createLeaveRequest(ctx.t, { employeeId: owner(ctx).id })).id}/cancel` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  { route: 'GET /v1/mytime/projects', request: () => ({ url: '/v1/mytime/projects' }), expect: moduleUsers(200), policy: usesModule('mytime') },
  {
    route: 'GET /v1/mytime/projects/:id',
    request: async (ctx) => ({ url: `/v1/mytime/projects/${(await project(ctx)).id}` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  {
    route: 'POST /v1/mytime/projects',
    request: (ctx) => ({ url: '/v1/mytime/projects', payload: projectBody(ctx.people.admin.id) }),
    expect: projectAdmins(201),
    policy: managesProjects,
  },
  {
    route: 'PUT /v1/mytime/projects/:id',
    request: async (ctx) => ({ url: `/v1/mytime/projects/${(await project(ctx)).id}`, payload: projectBody(ctx.people.admin.id) }),
    expect: projectAdmins(200),
    policy: managesProjects,
  },
  // Holiday calendars. Every MyTime user reads holidays; Admin on mytime or all manages them.
  { route: 'GET /v1/mytime/holidays', request: () => ({ url: '/v1/mytime/holidays?year=2040' }), expect: moduleUsers(200), policy: usesModule('mytime') },
  {
    route: 'GET /v1/mytime/holidays/team',
    request: (ctx) => ({ url: `/v1/mytime/holidays/team?teamId=${owner(ctx).id}&from=2040-01-01&to=2040-12-31` }),
    expect: moduleUsers(200),
    policy: usesModule('mytime'),
  },
  { route: 'GET /v1/mytime/holidays/mine', request: () => ({ url: '/v1/mytime/holidays/mine?from=2040-01-01&to=2040-12-31' }), expect: moduleUsers(200), policy: usesModule('mytime') },
  {
    route: 'GET /v1/mytime/holidays/calendars',
    request: () => ({ url: '/v1/mytime/holidays/calendars?year=2040' }),
    expect: holidayAdmins(200),
    policy: managesHolidays,
  },
  {
    route: 'POST /v1/mytime/holidays',
    request: () => ({ url: '/v1/mytime/holidays', payload: { officeLocation: `Matrix Office ${uniqueCode('H')}`, date: '2040-08-15', name: 'Matrix Day' } }),
    expect: holidayAdmins(201),
    policy: managesHolidays,
  },
  {
    route: 'POST /v1/mytime/holidays/import',
    request: () => ({
      url: `/v1/mytime/holidays/import?year=2040&dryRun=true&officeLocation=${uniqueCode('Matrix')}`,
      payload: 'date,name\n2040-01-26,Matrix Day\n',
      headers: { 'content-type': 'text/csv' },
    }),
    expect: holidayAdmins(200),
    policy: managesHolidays,
  },
  {
    route: 'PUT /v1/mytime/holidays/:id',
    request: async (ctx) => {
      const holiday = await createHoliday(ctx.t);
      return { url: `/v1/mytime/holidays/${holiday.id}`, payload: { officeLocation: holiday.officeLocation, date: holiday.date, name: 'Renamed' } };
    },
    expect: holidayAdmins(200),
    policy: managesHolidays,
  },
  {
    route: 'DELETE /v1/mytime/holidays/:id',
    request: async (ctx) => ({ url: `/v1/mytime/holidays/${(await createHoliday(ctx.t)).id}` }),
    expect: holidayAdmins(200),
    policy: managesHolidays,
  },
];
