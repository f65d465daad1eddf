import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELEGATION_MESSAGES } from '@apps/contracts/core/people';
import { REPORTING_LINE_MESSAGES } from '@apps/contracts/core/reporting-line';
import { OWN_ACCOUNT_MESSAGES } from '@apps/contracts/core/user';
import { buildTestApp, envelope, type TestApp, type TestPerson } from './helper';
import { createProject, createTimesheet, MYTIME } from './factories/mytime.factories';

// Every "not yourself" and "own records only" rule holds when the caller writes
// their own id in upper case (ids are canonical at the boundary: IdSchema lower-cases them, services
// compare with sameId).

const upper = (person: TestPerson) => person.id.toUpperCase();

describe('ids are canonical: an upper-case copy of the caller’s own id is still the caller', () => {
  let t: TestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  });
  afterAll(async () => t?.close());

  it('an Admin cannot deactivate their own account (409), whatever the case of the id', async () => {
    const response = await t.request({ method: 'PATCH', url: `/v1/users/${upper(admin)}`, as: admin, payload: { isActive: false } });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(OWN_ACCOUNT_MESSAGES.deactivate);
    const me = await t.request({ method: 'POST', url: '/v1/auth/login', as: admin });
    expect(me.statusCode).toBe(200);
  });

  it('an Admin cannot delete their own account (409), whatever the case of the id', async () => {
    const response = await t.request({ method: 'DELETE', url: `/v1/users/${upper(admin)}`, as: admin });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(OWN_ACCOUNT_MESSAGES.delete);
    expect((await t.request({ method: 'GET', url: `/v1/users/${admin.id}/roles`, as: admin })).statusCode).toBe(200);
  });

  it('nobody becomes their own manager through an upper-case copy of their id (400, nothing changed)', async () => {
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] });
    const response = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { managerId: upper(person) } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ managerId: [REPORTING_LINE_MESSAGES.self] });
    const read = envelope<{ managerId: string | null }>(await t.request({ method: 'GET', url: `/v1/users/${person.id}`, as: admin })).data;
    expect(read.managerId).toBeNull();
  });

  it('a manager cannot name themselves as their delegate through an upper-case id (400)', async () => {
    const manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] });
    await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }], managerId: manager.id });
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const response = await t.request({
      method: 'POST',
      url: `/v1/users/${upper(manager)}/delegations`,
      as: manager,
      payload: { delegateId: upper(manager), startDate: day(2), endDate: day(5) },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ delegateId: [DELEGATION_MESSAGES.self] });
    expect(await t.count('delegations')).toBe(0);
  });

  it('a user reads their own roles through an upper-case id', async () => {
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] });
    const response = await t.request({ method: 'GET', url: `/v1/users/${upper(person)}/roles`, as: person });
    expect(response.statusCode).toBe(200);
    expect(envelope<{ userRoles: Array<{ userId: string }> }>(response).data.userRoles[0]!.userId).toBe(person.id);
  });

  it('a Grow manager cannot start a review of themselves (403, not 500)', async () => {
    const manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });
    const response = await t.request({
      method: 'POST',
      url: '/v1/grow/reviews',
      as: manager,
      payload: { employeeId: upper(manager), reviewType: 'Quarterly', reviewPeriodStart: '2025-01-01', reviewPeriodEnd: '2025-03-31' },
    });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toBe('You cannot review yourself');
  });

  it('Grow "own records" lists and "own team" lists accept the caller’s upper-case id', async () => {
    const employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] });
    const manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });
    for (const url of ['okrs/my', 'reviews/my', 'learning-paths/my', 'career-goals/my']) {
      const response = await t.request({ method: 'GET', url: `/v1/grow/${url}?employeeId=${upper(employee)}`, as: employee });
      expect(response.statusCode, url).toBe(200);
    }
    for (const url of ['okrs/team', 'reviews/team']) {
      const response = await t.request({ method: 'GET', url: `/v1/grow/${url}?teamId=${upper(manager)}`, as: manager });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('an OKR approver id in upper case is the caller; approving one’s own OKR is still refused', async () => {
    const manager = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });
    const employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], managerId: manager.id });
    const okr = { quarter: 1, year: 2026, objective: 'Canonical ids', keyResults: [{ description: 'KR', target: 1 }] };
    const theirs = envelope<{ id: string }>(await t.request({ method: 'POST', url: '/v1/grow/okrs', as: employee, payload: okr })).data;
    const approved = await t.request({ method: 'POST', url: `/v1/grow/okrs/${theirs.id.toUpperCase()}/approve`, as: manager, payload: { approverId: upper(manager) } });
    expect(approved.statusCode).toBe(200);
    const mine = envelope<{ id: string }>(await t.request({ method: 'POST', url: '/v1/grow/okrs', as: manager, payload: okr })).data;
    const own = await t.request({ method: 'POST', url: `/v1/grow/okrs/${mine.id}/approve`, as: manager, payload: { approverId: upper(manager) } });
    expect(own.statusCode).toBe(403);
  });

  it('MyTime "own records" reads and writes accept the caller’s upper-case id and store it canonically', async () => {
    const employee = await t.createPerson({ roles: MYTIME.employee });
    for (const url of [`leaves/my?employeeId=${upper(employee)}`, `leaves/balances?employeeId=${upper(employee)}`]) {
      expect((await t.request({ method: 'GET', url: `/v1/mytime/${url}`, as: employee })).statusCode, url).toBe(200);
    }
    const created = await t.request({
      method: 'POST',
      url: '/v1/mytime/timesheets',
      as: employee,
      payload: { employeeId: upper(employee), weekStartDate: '2031-03-02', weekEndDate: '2031-03-08' },
    });
    expect(created.statusCode).toBe(201);
    expect(envelope<{ employeeId: string }>(created).data.employeeId).toBe(employee.id);
  });

  it('a MyTime manager never approves their own timesheet, whatever the case of the ids', async () => {
    const manager = await t.createPerson({ roles: MYTIME.manager });
    const project = await createProject(t, { projectManagerId: manager.id });
    const own = await createTimesheet(t, { employee: manager, projectId: project.id, status: 'Submitted' });
    const response = await t.request({
      method: 'POST',
      url: `/v1/mytime/timesheets/${own.id.toUpperCase()}/approve`,
      as: manager,
      payload: { approverId: upper(manager) },
    });
    expect(response.statusCode).toBe(403);
    const pending = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${upper(manager)}`, as: manager });
    expect(pending.statusCode).toBe(200);
    const leaves = await t.request({ method: 'GET', url: `/v1/mytime/leaves/pending-approval?managerId=${upper(manager)}`, as: manager });
    expect(leaves.statusCode).toBe(200);
  });
});
