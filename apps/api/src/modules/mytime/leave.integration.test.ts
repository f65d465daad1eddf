import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@apps/contracts/page';
import type { LeaveBalance, LeaveRequest } from '@apps/contracts/mytime/leave';
import { MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, MYTIME } from '../../../test/factories/mytime.factories';

let t: TestApp;
let employee: TestPerson;
let colleague: TestPerson;
let manager: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Lea Leave' });
  colleague = await t.createPerson({ roles: MYTIME.employee });
  manager = await t.createPerson({ roles: MYTIME.manager });
  await t.reportingLine(employee, manager);
  await t.reportingLine(colleague, manager);
});

afterAll(async () => {
  await t.close();
});

function request(as: TestPerson, body: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/v1/mytime/leaves',
    as,
    payload: { employeeId: as.id, leaveType: 'CasualLeave', startDate: '2030-06-03', endDate: '2030-06-03', reason: 'Family event', ...body },
  });
}

async function balances(as: TestPerson, employeeId = as.id, year = 2030) {
  return envelope<LeaveBalance[]>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/balances?employeeId=${employeeId}&year=${year}`, as })).data;
}

describe('POST /v1/mytime/leaves', () => {
  it('creates a Pending request counting working days only (Friday to Monday = 2), dates kept as written', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const response = await request(person, { startDate: '2030-06-07T00:00:00.000+05:30', endDate: '2030-06-10T00:00:00.000-05:00' });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<LeaveRequest>(response).data).toMatchObject({
      employeeId: person.id,
      leaveType: 'CasualLeave',
      startDate: '2030-06-07',
      endDate: '2030-06-10',
      totalDays: 2,
      status: 'Pending',
      rejectionReason: null,
    });
  });

  it.each([
    ['an end before the start', { startDate: '2030-06-05', endDate: '2030-06-04' }, 'endDate'],
    ['a range across two years', { startDate: '2030-12-30', endDate: '2031-01-02' }, 'endDate'],
    ['only a weekend', { startDate: '2030-06-08', endDate: '2030-06-09' }, 'endDate'],
    ['a blank reason', { reason: '  ' }, 'reason'],
    ['an unknown leave type', { leaveType: 'Holiday' }, 'leaveType'],
    ['a date that is not a date', { startDate: '06/03/2030' }, 'startDate'],
    ['a missing start date', { startDate: undefined }, 'startDate'],
    ['more days than available (13 of 12 CasualLeave)', { startDate: '2030-07-01', endDate: '2030-07-17' }, 'leaveType'],
  ])('answers 400 for %s and creates nothing', async (_name, body, field) => {
    const before = await t.count('leave_requests');
    const response = await request(employee, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty(field);
    expect(await t.count('leave_requests')).toBe(before);
  });

  it('refuses (400) an overlap with a Pending or Approved request; Cancelled and Rejected do not block', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2030-09-02', endDate: '2030-09-04', totalDays: 3 });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2030-09-09', endDate: '2030-09-09', status: 'Approved' });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2030-09-16', endDate: '2030-09-16', status: 'Cancelled' });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2030-09-17', endDate: '2030-09-17', status: 'Rejected' });
    for (const [startDate, endDate] of [['2030-09-04', '2030-09-05'], ['2030-09-06', '2030-09-09']]) {
      const response = await request(person, { startDate, endDate });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).validationErrors).toHaveProperty('startDate');
    }
    // The message names the dates as the screens do.
    expect(envelope(await request(person, { startDate: '2030-09-03', endDate: '2030-09-03' })).validationErrors?.startDate).toEqual([
      'Overlaps a Pending leave request from Sep 2, 2030 to Sep 4, 2030',
    ]);
    expect((await request(person, { startDate: '2030-09-16', endDate: '2030-09-17' })).statusCode).toBe(201);
  });

  it('needs no balance for WorkFromHome and LossOfPay', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const wfh = await request(person, { leaveType: 'WorkFromHome', startDate: '2030-01-07', endDate: '2030-03-29' });
    expect(wfh.statusCode).toBe(201);
    expect(envelope<LeaveRequest>(wfh).data.totalDays).toBe(60);
    expect((await request(person, { leaveType: 'LossOfPay', startDate: '2030-04-01', endDate: '2030-05-31' })).statusCode).toBe(201);
  });

  it("refuses (403) an employee requesting for someone else; an approver may", async () => {
    expect((await request(employee, { employeeId: colleague.id })).statusCode).toBe(403);
    const response = await request(manager, { employeeId: colleague.id, startDate: '2030-10-01', endDate: '2030-10-01' });
    expect(response.statusCode).toBe(201);
    expect(envelope<LeaveRequest>(response).data.employeeId).toBe(colleague.id);
  });

  it('lets only one of 5 parallel identical requests of one person through', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const responses = await Promise.all(Array.from({ length: 5 }, () => request(person, { startDate: '2030-11-04', endDate: '2030-11-05' })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
  });
});

describe('reading leave', () => {
  it("GET /:id: own 200, someone else's 404 for an employee, 200 for an approver", async () => {
    const own = await createLeaveRequest(t, { employeeId: employee.id, startDate: '2030-02-04', endDate: '2030-02-04' });
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/${own.id}`, as: employee })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/${own.id}`, as: colleague })).statusCode).toBe(404);
    const seen = await t.request({ method: 'GET', url: `/v1/mytime/leaves/${own.id}`, as: manager });
    expect(envelope<LeaveRequest>(seen).data.employeeName).toBe('Lea Leave');
  });

  it('GET /my: latest start first, bounded; 403 for someone else\'s', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    for (const day of ['2030-02-05', '2030-02-12', '2030-02-19']) await createLeaveRequest(t, { employeeId: person.id, startDate: day, endDate: day });
    const page = envelope<Page<LeaveRequest>>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/my?employeeId=${person.id}&limit=2`, as: person })).data;
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items.map((r) => r.startDate)).toEqual(['2030-02-19', '2030-02-12']);
    const rest = envelope<Page<LeaveRequest>>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/my?employeeId=${person.id}&limit=2&offset=2`, as: person })).data;
    expect(rest.items.map((r) => r.startDate)).toEqual(['2030-02-05']);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/my?employeeId=${person.id}`, as: colleague })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/my?employeeId=${person.id}`, as: manager })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/leaves/my', as: person })).statusCode).toBe(400);
  });

  it('GET /balances: every balance type from the yearly policy, available = allocated - used', async () => {
    const person = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const list = await balances(person);
    expect(list.map((b) => [b.leaveType, b.allocated, b.used, b.available])).toEqual([
      ['CasualLeave', 12, 0, 12],
      ['SickLeave', 12, 0, 12],
      ['EarnedLeave', 18, 0, 18],
      ['CompensatoryOff', 2, 0, 2],
    ]);
    expect(list.every((b) => b.year === 2030)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/v1/mytime/leaves/balances?employeeId=${person.id}`, as: colleague })).statusCode).toBe(403);
    expect(await balances(manager, person.id)).toHaveLength(4);
    // Nobody is above an unknown person: 403 for a line manager, 404 for Admin on all.
    const unknownUrl = '/v1/mytime/leaves/balances?employeeId=00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'GET', url: unknownUrl, as: manager })).statusCode).toBe(403);
    const admin = await t.createPerson({ roles: MYTIME.globalAdmin });
    expect((await t.request({ method: 'GET', url: unknownUrl, as: admin })).statusCode).toBe(404);
  });

  it('event-based leave: at most its maximum per request, and no balance', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee });
    const tooLong = await request(person, { leaveType: 'BereavementLeave', startDate: '2030-06-03', endDate: '2030-06-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(envelope(tooLong).validationErrors).toEqual({ endDate: ['At most 5 working days of Bereavement Leave per request; this request needs 6'] });
    expect((await request(person, { leaveType: 'BereavementLeave', startDate: '2030-06-03', endDate: '2030-06-07' })).statusCode).toBe(201);
    expect((await balances(person)).map((b) => b.leaveType)).not.toContain('BereavementLeave');
  });

  it('GET /calendar: Pending and Approved leave in the range; everyone for approvers, own for others', async () => {
    const a = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const b = await t.createPerson({ managerId: manager.id, roles: MYTIME.employee });
    const pending = await createLeaveRequest(t, { employeeId: a.id, startDate: '2032-05-03', endDate: '2032-05-07', totalDays: 5 });
    const approved = await createLeaveRequest(t, { employeeId: b.id, startDate: '2032-05-10', endDate: '2032-05-10', status: 'Approved' });
    const cancelled = await createLeaveRequest(t, { employeeId: b.id, startDate: '2032-05-11', endDate: '2032-05-11', status: 'Cancelled' });
    await createLeaveRequest(t, { employeeId: b.id, startDate: '2032-07-01', endDate: '2032-07-01' });
    const range = 'startDate=2032-05-05&endDate=2032-05-31';
    const managerPage = envelope<Page<LeaveRequest>>(
      await t.request({ method: 'GET', url: `/v1/mytime/leaves/calendar?teamId=${manager.id}&${range}`, as: manager }),
    ).data;
    expect(managerPage).toMatchObject({ total: 2, limit: 200, offset: 0 });
    const forManager = managerPage.items.map((r) => r.id);
    expect(forManager).toEqual([approved.id, pending.id]);
    expect(forManager).not.toContain(cancelled.id);
    const forA = envelope<Page<LeaveRequest>>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/calendar?teamId=${a.id}&${range}`, as: a })).data.items;
    expect(forA.map((r) => r.id)).toEqual([pending.id]);
  });

  it('GET /calendar refuses an outsider with 403 (not a validation error), for a real team and an unknown one', async () => {
    const outsider = await t.createPerson({ managerId: null, roles: MYTIME.employee });
    for (const teamId of [manager.id, '00000000-0000-4000-8000-0000000000ff']) {
      const response = await t.request({ method: 'GET', url: `/v1/mytime/leaves/calendar?teamId=${teamId}&startDate=2030-01-01&endDate=2030-01-31`, as: outsider });
      expect(response.statusCode, teamId).toBe(403);
      expect(envelope(response)).toMatchObject({ error: MYTIME_DENIALS.teamCalendar, validationErrors: null });
    }
  });

  it.each([
    ['an end before the start', (me: TestPerson) => `teamId=${me.id}&startDate=2030-02-01&endDate=2030-01-31`, 'endDate'],
    ['a range over 366 days', (me: TestPerson) => `teamId=${me.id}&startDate=2030-01-01&endDate=2031-01-02`, 'endDate'],
    ['a limit over 500', (me: TestPerson) => `teamId=${me.id}&startDate=2030-01-01&endDate=2030-01-31&limit=501`, 'limit'],
  ])('GET /calendar answers 400 for %s', async (_name, query, field) => {
    const response = await t.request({ method: 'GET', url: `/v1/mytime/leaves/calendar?${query(manager)}`, as: manager });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty(field);
  });
});
