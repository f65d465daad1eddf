import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_BOUND, type Page } from '@apps/contracts/page';
import { sql } from 'drizzle-orm';
import { LEAVE_TYPES, type LeaveBalance, type LeaveRequest } from '@apps/contracts/mytime/leave';
import { REJECTION_REASON_REQUIRED } from '@apps/contracts/mytime/timesheet';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, MYTIME } from '../../../test/factories/mytime.factories';

let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Dana Decided' });
  manager = await t.createPerson({ roles: MYTIME.manager });
  await t.reportingLine(employee, manager);
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, as: TestPerson, payload?: object) => t.request({ method: 'POST', url, as, ...(payload ? { payload } : {}) });
const approve = (id: string, as: TestPerson, approverId = as.id) => post(`/v1/mytime/leaves/${id}/approve`, as, { approverId });
const reject = (id: string, as: TestPerson, reason = 'Release week') => post(`/v1/mytime/leaves/${id}/reject`, as, { rejectorId: as.id, reason });
const cancel = (id: string, as: TestPerson) => post(`/v1/mytime/leaves/${id}/cancel`, as);

async function balanceOf(person: TestPerson, type: string, year = 2030): Promise<LeaveBalance> {
  const response = await t.request({ method: 'GET', url: `/v1/mytime/leaves/balances?employeeId=${person.id}&year=${year}`, as: person });
  return envelope<LeaveBalance[]>(response).data.find((b) => b.leaveType === type)!;
}

async function statusOf(id: string): Promise<string> {
  const result = await t.app.db.execute<{ status: string }>(sql`select status from leave_requests where id = ${id}`);
  return result.rows[0]!.status;
}

describe('approve', () => {
  it('moves the working days from available to used in the same transaction', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const created = envelope<LeaveRequest>(
      await post('/v1/mytime/leaves', person, { employeeId: person.id, leaveType: 'SickLeave', startDate: '2030-03-04', endDate: '2030-03-08', reason: 'Flu' }),
    ).data;
    expect((await balanceOf(person, 'SickLeave')).available).toBe(12);
    const response = await approve(created.id, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<LeaveRequest>(response).data).toMatchObject({ status: 'Approved', reviewedById: manager.id });
    expect(await balanceOf(person, 'SickLeave')).toMatchObject({ allocated: 12, used: 5, available: 7 });
  });

  it('leaves balances alone for WorkFromHome', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const wfh = await createLeaveRequest(t, { employeeId: person.id, leaveType: 'WorkFromHome', totalDays: 1 });
    expect((await approve(wfh.id, manager)).statusCode).toBe(200);
    expect((await balanceOf(person, 'CasualLeave')).used).toBe(0);
  });

  it('answers 409 and keeps the request Pending when the balance no longer covers it', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const big = await createLeaveRequest(t, { employeeId: person.id, leaveType: 'CompensatoryOff', startDate: '2030-03-04', endDate: '2030-03-05', totalDays: 2 });
    const one = await createLeaveRequest(t, { employeeId: person.id, leaveType: 'CompensatoryOff', startDate: '2030-03-11', endDate: '2030-03-11', totalDays: 1 });
    expect((await approve(one.id, manager)).statusCode).toBe(200);
    const response = await approve(big.id, manager);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toContain('1 day available');
    expect(await statusOf(big.id)).toBe('Pending');
    expect(await balanceOf(person, 'CompensatoryOff')).toMatchObject({ used: 1, available: 1 });
  });

  it('refuses employees (403), own requests (403), another approverId (400) and non-Pending requests (409)', async () => {
    const pending = await createLeaveRequest(t, { employeeId: employee.id });
    const other = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    expect((await approve(pending.id, other)).statusCode).toBe(403);
    const own = await createLeaveRequest(t, { employeeId: manager.id });
    expect((await approve(own.id, manager)).statusCode).toBe(403);
    expect((await reject(own.id, manager)).statusCode).toBe(403);
    const wrongId = await approve(pending.id, manager, employee.id);
    expect(wrongId.statusCode).toBe(403);
    expect(envelope(wrongId).error).toContain('approverId');
    for (const status of ['Approved', 'Rejected', 'Cancelled'] as const) {
      const done = await createLeaveRequest(t, { employeeId: employee.id, status, startDate: '2030-05-06', endDate: '2030-05-06' });
      expect((await approve(done.id, manager)).statusCode).toBe(409);
      expect((await reject(done.id, manager)).statusCode).toBe(409);
    }
    expect((await approve('00000000-0000-4000-8000-000000000000', manager)).statusCode).toBe(404);
    expect(await statusOf(pending.id)).toBe('Pending');
  });
});

describe('reject and cancel', () => {
  it('reject needs a reason (400, spec message) and keeps it', async () => {
    const pending = await createLeaveRequest(t, { employeeId: employee.id });
    const blank = await post(`/v1/mytime/leaves/${pending.id}/reject`, manager, { rejectorId: manager.id, reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(envelope(blank).validationErrors!.reason).toEqual([REJECTION_REASON_REQUIRED]);
    expect(await statusOf(pending.id)).toBe('Pending');
    const response = await reject(pending.id, manager, 'Release week, sorry');
    expect(envelope<LeaveRequest>(response).data).toMatchObject({ status: 'Rejected', rejectionReason: 'Release week, sorry' });
  });

  it('the owner cancels a Pending request; not someone else (403 approver, 404 employee); not twice (409)', async () => {
    const pending = await createLeaveRequest(t, { employeeId: employee.id });
    const other = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    expect((await cancel(pending.id, other)).statusCode).toBe(404);
    expect((await cancel(pending.id, manager)).statusCode).toBe(403);
    const response = await cancel(pending.id, employee);
    expect(response.statusCode).toBe(200);
    expect(envelope<LeaveRequest>(response).data.status).toBe('Cancelled');
    expect((await cancel(pending.id, employee)).statusCode).toBe(409);
    const approved = await createLeaveRequest(t, { employeeId: employee.id, status: 'Approved' });
    expect((await cancel(approved.id, employee)).statusCode).toBe(409);
  });

  it('writes an audit record for every decision', async () => {
    const pending = await createLeaveRequest(t, { employeeId: employee.id });
    await cancel(pending.id, employee);
    const result = await t.app.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where entity = 'leave_request' and entity_id = ${pending.id}`,
    );
    expect(result.rows).toEqual([{ action: 'leave_request.cancelled', actor_id: employee.id }]);
  });
});

describe('GET /v1/mytime/leaves/pending-approval', () => {
  it("lists others' Pending requests newest first, never the approver's own; 403 for employees", async () => {
    const approver = await t.createPerson({ roles: MYTIME.manager });
    await t.reportingLine(manager, approver);
    const own = await createLeaveRequest(t, { employeeId: approver.id });
    const first = await createLeaveRequest(t, { employeeId: employee.id, startDate: '2030-08-05', endDate: '2030-08-05' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createLeaveRequest(t, { employeeId: employee.id, startDate: '2030-08-06', endDate: '2030-08-06' });
    const page = envelope<Page<LeaveRequest>>(
      await t.request({ method: 'GET', url: `/v1/mytime/leaves/pending-approval?managerId=${approver.id}&limit=100`, as: approver }),
    ).data;
    const list = page.items;
    expect(page).toMatchObject({ total: list.length, limit: 100, offset: 0 });
    const ids = list.map((r) => r.id);
    expect(ids).not.toContain(own.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.every((r) => r.status === 'Pending')).toBe(true);
    const next = envelope<Page<LeaveRequest>>(
      await t.request({ method: 'GET', url: `/v1/mytime/leaves/pending-approval?managerId=${approver.id}&limit=1&offset=1`, as: approver }),
    ).data;
    expect(next).toMatchObject({ total: page.total, limit: 1, offset: 1 });
    expect(next.items.map((r) => r.id)).toEqual([list[1]!.id]);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/pending-approval?managerId=${employee.id}`, as: employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/pending-approval?managerId=${employee.id}`, as: approver })).statusCode).toBe(403);
  });

  it('counts the total up to offset + TOTAL_BOUND: exact below it, that figure (at least) above it', async () => {
    const lead = await t.createPerson({ roles: MYTIME.manager });
    const report = await t.createPerson({ roles: MYTIME.employee });
    await t.reportingLine(report, lead);
    const pending = TOTAL_BOUND + 3;
    // One day each, a week apart from 1990-01-08 (a Monday): one statement, not a thousand requests.
    await t.app.db.execute(sql`
      insert into leave_requests (employee_id, leave_type, start_date, end_date, total_days, reason, status)
      select ${report.id}::uuid, ${LEAVE_TYPES[0]}, date '1990-01-01' + 7 * n, date '1990-01-01' + 7 * n, 1, 'Bounded total', 'Pending'
      from generate_series(1, ${pending}) as n`);
    const page = async (offset: number) =>
      envelope<Page<LeaveRequest>>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/pending-approval?managerId=${lead.id}&limit=5&offset=${offset}`, as: lead })).data;

    expect(await page(0)).toMatchObject({ total: TOTAL_BOUND, limit: 5, offset: 0 });
    const deeper = await page(50);
    expect(deeper.total).toBe(pending);
    expect(deeper.items).toHaveLength(5);
    await t.app.db.execute(sql`delete from leave_requests where employee_id = ${report.id}`);
  });
});

describe('concurrency', () => {
  it('20 parallel approvals that together exceed a balance: exactly the allowed ones win, never below zero', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const approvers = await Promise.all(Array.from({ length: 4 }, () => t.createPerson({ roles: MYTIME.manager })));
    await t.reportingLine(person, ...approvers);
    // 20 one-day CasualLeave requests on 20 different working days of 2030; the balance is 12.
    const days = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2030, 0, 7 + Math.floor(i / 5) * 7 + (i % 5))).toISOString().slice(0, 10));
    const requests = [];
    for (const day of days) requests.push(await createLeaveRequest(t, { employeeId: person.id, startDate: day, endDate: day, totalDays: 1 }));
    const responses = await Promise.all(requests.map((r, i) => approve(r.id, approvers[i % 4]!)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    expect(await balanceOf(person, 'CasualLeave')).toMatchObject({ allocated: 12, used: 12, available: 0 });
    const approved = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from leave_requests where employee_id = ${person.id} and status = 'Approved'`,
    );
    expect(Number(approved.rows[0]!.n)).toBe(12);
  });

  it('20 parallel decisions on one request: exactly one wins', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const pending = await createLeaveRequest(t, { employeeId: person.id, totalDays: 1 });
    const approvers = await Promise.all(Array.from({ length: 4 }, () => t.createPerson({ roles: MYTIME.manager })));
    await t.reportingLine(person, ...approvers);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? approve(pending.id, approvers[i % 4]!) : reject(pending.id, approvers[i % 4]!))),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await balanceOf(person, 'CasualLeave')).used).toBeLessThanOrEqual(1);
  });
});
