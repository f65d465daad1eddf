import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_BOUND, type Page } from '@apps/contracts/page';
import { sql } from 'drizzle-orm';
import { addDays } from '@apps/contracts/mytime/calendar';
import { REJECTION_REASON_REQUIRED, type PendingTimesheet, type Timesheet } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, freshWeek, MYTIME } from '../../../test/factories/mytime.factories';

let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;
let globalAdmin: TestPerson;
let mytimeAdmin: TestPerson;
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Eli Employee' });
  manager = await t.createPerson({ roles: MYTIME.manager });
  await t.reportingLine(employee, manager);
  globalAdmin = await t.createPerson({ roles: MYTIME.globalAdmin });
  mytimeAdmin = await t.createPerson({ roles: MYTIME.mytimeAdmin });
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, as: TestPerson, payload?: object) => t.request({ method: 'POST', url, as, ...(payload ? { payload } : {}) });
const approve = (id: string, as: TestPerson, approverId = as.id) => post(`/v1/mytime/timesheets/${id}/approve`, as, { approverId });
const reject = (id: string, as: TestPerson, reason = 'Missing Friday', rejectorId = as.id) =>
  post(`/v1/mytime/timesheets/${id}/reject`, as, { rejectorId, reason });

async function auditCount(action: string, entityId: string): Promise<number> {
  const result = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = ${action} and entity_id = ${entityId}`);
  return Number(result.rows[0]!.n);
}

describe('submit', () => {
  it('submits a Draft with entries: Submitted with submittedAt, audited', async () => {
    const sheet = await createTimesheet(t, { employee, projectId });
    const response = await post(`/v1/mytime/timesheets/${sheet.id}/submit`, employee);
    expect(response.statusCode).toBe(200);
    const data = envelope<Timesheet>(response).data;
    expect(data.status).toBe('Submitted');
    expect(Date.parse(data.submittedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditCount('timesheet.submitted', sheet.id)).toBe(1);
    expect((await post(`/v1/mytime/timesheets/${sheet.id}/submit`, employee)).statusCode).toBe(409);
  });

  it('refuses (409) a timesheet without entries and Approved ones', async () => {
    const empty = await createTimesheet(t, { employee, projectId, entries: [] });
    const response = await post(`/v1/mytime/timesheets/${empty.id}/submit`, employee);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe('Add at least one time entry before submitting');
    const approved = await createTimesheet(t, { employee, projectId, status: 'Approved' });
    expect((await post(`/v1/mytime/timesheets/${approved.id}/submit`, employee)).statusCode).toBe(409);
  });

  it("hides (404) someone else's timesheet from an employee and leaves it Draft", async () => {
    const other = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const sheet = await createTimesheet(t, { employee: other, projectId });
    expect((await post(`/v1/mytime/timesheets/${sheet.id}/submit`, employee)).statusCode).toBe(404);
    expect(envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${sheet.id}`, as: other })).data.status).toBe('Draft');
  });
});

describe('approve and reject', () => {
  it('an approver (Manager on mytime, Admin on all) approves; reviewer and time are kept', async () => {
    for (const approver of [manager, globalAdmin]) {
      const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
      const response = await approve(sheet.id, approver);
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope<Timesheet>(response).data).toMatchObject({ status: 'Approved', reviewedById: approver.id });
      expect(await auditCount('timesheet.approved', sheet.id)).toBe(1);
    }
  });

  it('refuses (403) employees and Admin on mytime only (not an approver), and changes nothing', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const someone = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    for (const caller of [someone, mytimeAdmin]) {
      const response = await approve(sheet.id, caller);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe("You don't have permission to approve timesheets");
    }
    expect(await auditCount('timesheet.approved', sheet.id)).toBe(0);
  });

  it('nobody approves or rejects their own timesheet (403)', async () => {
    const own = await createTimesheet(t, { employee: manager, projectId, status: 'Submitted' });
    expect((await approve(own.id, manager)).statusCode).toBe(403);
    expect((await reject(own.id, manager)).statusCode).toBe(403);
    expect(envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${own.id}`, as: manager })).data.status).toBe('Submitted');
  });

  it('approverId and rejectorId must be the caller (403: nobody decides in someone else\'s name)', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const response = await approve(sheet.id, manager, globalAdmin.id);
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toContain('approverId');
    expect((await reject(sheet.id, manager, 'No', globalAdmin.id)).statusCode).toBe(403);
    expect(envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${sheet.id}`, as: manager })).data.status).toBe('Submitted');
  });

  it('refuses (409) Draft, Approved and Rejected timesheets; 404 for a missing one', async () => {
    for (const status of ['Draft', 'Approved', 'Rejected'] as const) {
      const sheet = await createTimesheet(t, { employee, projectId, status });
      expect((await approve(sheet.id, manager)).statusCode).toBe(409);
      expect((await reject(sheet.id, manager)).statusCode).toBe(409);
    }
    expect((await approve('00000000-0000-4000-8000-000000000000', manager)).statusCode).toBe(404);
  });

  it.each([
    ['a blank reason', { reason: '   ' }],
    ['no reason', { reason: undefined }],
  ])('reject needs a reason: %s is 400 with the spec message', async (_name, body) => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const response = await post(`/v1/mytime/timesheets/${sheet.id}/reject`, manager, { rejectorId: manager.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors!.reason).toEqual([REJECTION_REASON_REQUIRED]);
    expect(await auditCount('timesheet.rejected', sheet.id)).toBe(0);
  });

  it('reject keeps the reason; the employee corrects and resubmits, which clears it; then approval', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    const rejected = envelope<Timesheet>(await reject(sheet.id, manager, 'Friday is missing')).data;
    expect(rejected).toMatchObject({ status: 'Rejected', rejectionReason: 'Friday is missing', reviewedById: manager.id });
    const seen = envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${sheet.id}`, as: employee })).data;
    expect(seen.rejectionReason).toBe('Friday is missing');
    const resubmitted = envelope<Timesheet>(await post(`/v1/mytime/timesheets/${sheet.id}/submit`, employee)).data;
    expect(resubmitted).toMatchObject({ status: 'Submitted', rejectionReason: null, reviewedById: null });
    expect(envelope<Timesheet>(await approve(sheet.id, manager)).data.status).toBe('Approved');
  });
});

describe('GET /v1/mytime/timesheets/pending-approval', () => {
  it("lists Submitted timesheets of others, newest first, never the approver's own, bounded", async () => {
    const approver = await t.createPerson({ roles: MYTIME.manager });
    await t.reportingLine(manager, approver);
    const own = await createTimesheet(t, { employee: approver, projectId, status: 'Submitted' });
    const first = await createTimesheet(t, { employee, projectId, status: 'Submitted' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createTimesheet(t, { employee, projectId, status: 'Submitted', entries: [{ hours: 4 }, { hours: 2, isBillable: false }] });
    await createTimesheet(t, { employee, projectId, status: 'Draft' });
    const response = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${approver.id}&limit=100`, as: approver });
    expect(response.statusCode).toBe(200);
    const list = envelope<Page<Timesheet>>(response).data.items;
    const ids = list.map((s) => s.id);
    expect(ids).not.toContain(own.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.every((s) => s.status === 'Submitted')).toBe(true);
    expect(list.find((s) => s.id === second.id)).toMatchObject({ employeeName: 'Eli Employee', totalHours: 6, billableHours: 4, nonBillableHours: 2 });
    const limited = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${approver.id}&limit=1`, as: approver });
    expect(envelope<Page<Timesheet>>(limited).data).toMatchObject({ total: list.length, limit: 1, offset: 0 });
    expect(envelope<Page<Timesheet>>(limited).data.items).toHaveLength(1);
  });

  it('counts the total up to offset + TOTAL_BOUND: exact below it, that figure (at least) above it', async () => {
    const lead = await t.createPerson({ roles: MYTIME.manager });
    const report = await t.createPerson({ roles: MYTIME.employee });
    await t.reportingLine(report, lead);
    const submitted = TOTAL_BOUND + 5;
    // Weeks from 1990-01-14 on (a Sunday), one a week: one statement, not a thousand requests.
    await t.app.db.execute(sql`
      insert into timesheets (employee_id, week_start_date, week_end_date, status, submitted_at)
      select ${report.id}::uuid, date '1990-01-07' + 7 * n, date '1990-01-07' + 7 * n + 6, 'Submitted', now() - n * interval '1 minute'
      from generate_series(1, ${submitted}) as n`);
    const page = async (as: TestPerson, offset: number) =>
      envelope<Page<Timesheet>>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${as.id}&limit=10&offset=${offset}`, as })).data;

    expect(await page(lead, 0)).toMatchObject({ total: TOTAL_BOUND, limit: 10, offset: 0 });
    const deeper = await page(lead, 100);
    expect(deeper.total).toBe(submitted);
    expect(deeper.items).toHaveLength(10);
    // Admin on all: everyone's submitted timesheets, counted the same way.
    expect((await page(globalAdmin, 0)).total).toBe(TOTAL_BOUND);
    await t.app.db.execute(sql`delete from timesheets where employee_id = ${report.id}`);
    expect((await page(lead, 0)).total).toBe(0);
  });

  it('entries=false: the same rows and totals in hours without entries, for a line and for Admin on all; 400 for another value', async () => {
    const lead = await t.createPerson({ roles: MYTIME.manager });
    const report = await t.createPerson({ roles: MYTIME.employee });
    await t.reportingLine(report, lead);
    const halves = await createTimesheet(t, { employee: report, projectId, status: 'Submitted', entries: [{ hours: 7.5 }, { hours: 0.5, isBillable: false }, { hours: 1.5, isBillable: false }] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const none = await createTimesheet(t, { employee: report, projectId, status: 'Submitted', entries: [] });
    const list = async (as: TestPerson, entries?: string) => {
      const response = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${as.id}&limit=100${entries ? `&entries=${entries}` : ''}`, as });
      expect(response.statusCode).toBe(200);
      return envelope<Page<PendingTimesheet>>(response).data;
    };
    for (const as of [lead, globalAdmin]) {
      const whole = await list(as);
      const light = await list(as, 'false');
      expect(light.total).toBe(whole.total);
      expect(light.items).toEqual(whole.items.map(({ entries: _left, ...row }) => row));
      expect(light.items.every((row) => !('entries' in row))).toBe(true);
      expect(light.items.find((row) => row.id === halves.id)).toMatchObject({ totalHours: 9.5, billableHours: 7.5, nonBillableHours: 2 });
      expect(light.items.find((row) => row.id === none.id)).toMatchObject({ totalHours: 0, billableHours: 0, nonBillableHours: 0 });
      expect((await list(as, 'true')).items).toEqual(whole.items);
    }
    const refused = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${lead.id}&entries=no`, as: lead });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(envelope(refused).validationErrors)).toContain('entries');
  });

  it('is 403 for non-approvers and when managerId is not the caller; 400 without managerId', async () => {
    expect((await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${employee.id}`, as: employee })).statusCode).toBe(403);
    const response = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${employee.id}`, as: manager });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toContain('managerId');
    expect((await t.request({ method: 'GET', url: '/v1/mytime/timesheets/pending-approval', as: manager })).statusCode).toBe(400);
  });
});

describe('concurrency', () => {
  it('20 parallel approvals and rejections of one timesheet: exactly one wins, the others get 409', async () => {
    const approvers = await Promise.all(Array.from({ length: 4 }, () => t.createPerson({ roles: MYTIME.manager })));
    await t.reportingLine(manager, ...approvers);
    const sheet = await createTimesheet(t, { employee, projectId, status: 'Submitted', week: freshWeek() });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? approve(sheet.id, approvers[i % 4]!) : reject(sheet.id, approvers[i % 4]!, `Reason ${i}`))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const decisions = (await auditCount('timesheet.approved', sheet.id)) + (await auditCount('timesheet.rejected', sheet.id));
    expect(decisions).toBe(1);
    const winner = envelope<Timesheet>(responses[statuses.indexOf(200)]!).data;
    const final = envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${sheet.id}`, as: employee })).data;
    expect(final.status).toBe(winner.status);
  });

  it('parallel entries on one day never pass 24 hours together', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, entries: [] });
    const day = addDays(sheet.weekStartDate, 1);
    const body = { date: day, projectId, taskDescription: 'Parallel', hours: 10, isBillable: true, category: 'Development' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(`/v1/mytime/timesheets/${sheet.id}/entries`, employee, body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
    const final = envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${sheet.id}`, as: employee })).data;
    expect(final.totalHours).toBe(20);
  });
});
