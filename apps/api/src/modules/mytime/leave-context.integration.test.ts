import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HolidayCalendar, HolidayImportResult, TeamHoliday } from '@apps/contracts/mytime/holiday';
import type { LeaveApprovalContext, LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Notification } from '@apps/contracts/core/notification';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';

// What an approver sees beside Approve and Reject (balance, who else is away), the team's holidays,
// offices matched one way everywhere (case, spaces), the import's preview of changes, and the half of a
// half-day request in notifications. PGlite and PostgreSQL.

let t: TestApp;
let manager: TestPerson;
let otherManager: TestPerson;
let admin: TestPerson;
let requester: TestPerson;
let teammate: TestPerson;
let colleague: TestPerson;
let office: string;

/** A fresh office name, so calendars of other tests never apply. */
const freshOffice = () => `Office ${randomBytes(3).toString('hex')}`;

async function setOffice(person: TestPerson, officeLocation: string | null) {
  await t.app.db.execute(`update users set office_location = ${officeLocation === null ? 'null' : `'${officeLocation}'`} where id = '${person.id}'`);
}

const addHoliday = async (officeLocation: string | null, date: string, name: string) => {
  const response = await t.request({ method: 'POST', url: '/v1/mytime/holidays', as: admin, payload: { officeLocation, date, name } });
  expect(response.statusCode, response.body).toBe(201);
};

async function requestLeave(as: TestPerson, body: Record<string, unknown>): Promise<LeaveRequest> {
  const response = await t.request({ method: 'POST', url: '/v1/mytime/leaves', as, payload: { employeeId: as.id, leaveType: 'CasualLeave', reason: 'Personal', ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return envelope<LeaveRequest>(response).data;
}

const contextOf = (id: string, as: TestPerson) => t.request({ method: 'GET', url: `/v1/mytime/leaves/${id}/context`, as });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createPerson({ roles: MYTIME.mytimeAdmin });
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Mona Manager' });
  otherManager = await t.createPerson({ roles: MYTIME.manager });
  requester = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id, name: 'Rita Requester' });
  teammate = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id, name: 'Tara Teammate' });
  colleague = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id, name: 'Cole Colleague' });
  office = freshOffice();
  // The same office spelled three ways: the calendar's, and two people's with other case and spaces.
  await setOffice(requester, office);
  await setOffice(teammate, `  ${office.toUpperCase().replace(' ', '   ')} `);
  await setOffice(colleague, freshOffice());
});

afterAll(async () => {
  await t.close();
});

describe('GET /v1/mytime/leaves/{id}/context', () => {
  it("answers the requester's balance of the type and who else in the team is away (leave with its half, and holidays)", async () => {
    await addHoliday(office, '2038-03-02', 'Founders Day'); // Tuesday: a holiday of the requester's and the teammate's office
    const half = await requestLeave(requester, { startDate: '2038-03-03', endDate: '2038-03-03', halfDay: 'FirstHalf' });
    const wide = await requestLeave(colleague, { leaveType: 'SickLeave', startDate: '2038-03-01', endDate: '2038-03-05' });
    await requestLeave(teammate, { startDate: '2038-03-03', endDate: '2038-03-03', halfDay: 'SecondHalf' });
    await requestLeave(teammate, { startDate: '2038-03-09', endDate: '2038-03-09' }); // another week: not away then

    const response = await contextOf(half.id, manager);
    expect(response.statusCode, response.body).toBe(200);
    const context = envelope<LeaveApprovalContext>(response).data;
    expect(context.balance).toMatchObject({ leaveType: 'CasualLeave', year: 2038, allocated: 12, available: 12 });
    expect(context.awayInTeam).toEqual([
      expect.objectContaining({ employeeId: colleague.id, kind: 'leave', leaveType: 'SickLeave', halfDay: null, startDate: '2038-03-01', endDate: '2038-03-05' }),
      expect.objectContaining({ employeeId: teammate.id, employeeName: 'Tara Teammate', kind: 'leave', halfDay: 'SecondHalf', status: 'Pending', startDate: '2038-03-03' }),
    ]);

    const week = envelope<LeaveApprovalContext>(await contextOf(wide.id, manager)).data;
    expect(week.balance).toMatchObject({ leaveType: 'SickLeave', available: 12 });
    expect(week.awayInTeam.map((a) => [a.employeeName, a.kind, a.startDate, a.name ?? a.halfDay])).toEqual([
      ['Rita Requester', 'holiday', '2038-03-02', 'Founders Day'],
      ['Tara Teammate', 'holiday', '2038-03-02', 'Founders Day'],
      ['Rita Requester', 'leave', '2038-03-03', 'FirstHalf'],
      ['Tara Teammate', 'leave', '2038-03-03', 'SecondHalf'],
    ]);
    expect(week.awayInTeam.some((a) => a.employeeId === colleague.id)).toBe(false);
  });

  it('has no balance for a type without one', async () => {
    const wfh = await requestLeave(requester, { leaveType: 'WorkFromHome', startDate: '2038-04-06', endDate: '2038-04-06' });
    expect(envelope<LeaveApprovalContext>(await contextOf(wfh.id, manager)).data).toMatchObject({ balance: null, awayInTeam: [] });
  });

  it('is only for people who may decide the request', async () => {
    const own = await requestLeave(requester, { startDate: '2038-05-04', endDate: '2038-05-04' });
    expect((await contextOf(own.id, requester)).statusCode).toBe(403);
    expect((await contextOf(own.id, teammate)).statusCode).toBe(403);
    expect((await contextOf(own.id, otherManager)).statusCode).toBe(404);
    expect((await contextOf('00000000-0000-4000-8000-000000000000', manager)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/leaves/not-an-id/context', as: manager })).statusCode).toBe(400);
  });
});

describe('GET /v1/mytime/holidays/team', () => {
  it("answers each member's holidays from their own calendar, offices matched without case and spaces", async () => {
    await addHoliday(office, '2038-06-08', 'Office Day');
    await addHoliday(null, '2038-06-09', 'Default Day');
    const response = await t.request({ method: 'GET', url: `/v1/mytime/holidays/team?teamId=${manager.id}&from=2038-06-01&to=2038-06-30`, as: manager });
    expect(response.statusCode, response.body).toBe(200);
    const rows = envelope<TeamHoliday[]>(response).data.map((h) => [h.date, h.name, h.employeeName]);
    expect(rows).toContainEqual(['2038-06-08', 'Office Day', 'Rita Requester']);
    expect(rows).toContainEqual(['2038-06-08', 'Office Day', 'Tara Teammate']);
    expect(rows).toContainEqual(['2038-06-09', 'Default Day', 'Cole Colleague']);
    expect(rows).toContainEqual(['2038-06-09', 'Default Day', 'Mona Manager']);
    expect(rows).not.toContainEqual(['2038-06-09', 'Default Day', 'Tara Teammate']);
  });

  it('is for those who read the team calendar; bad ranges are 400', async () => {
    const outsider = await t.createPerson({ roles: MYTIME.employee, managerId: otherManager.id });
    expect((await t.request({ method: 'GET', url: `/v1/mytime/holidays/team?teamId=${manager.id}&from=2038-06-01&to=2038-06-30`, as: outsider })).statusCode).toBe(403);
    const backwards = await t.request({ method: 'GET', url: `/v1/mytime/holidays/team?teamId=${manager.id}&from=2038-06-30&to=2038-06-01`, as: manager });
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards).validationErrors).toHaveProperty('to');
  });
});

describe('GET /v1/mytime/holidays/calendars counts people per office the same way', () => {
  it('counts the people of an office however their office is spelled, also for an office without holidays', async () => {
    const bare = freshOffice();
    const a = await t.createPerson({ roles: MYTIME.employee });
    const b = await t.createPerson({ roles: MYTIME.employee });
    await setOffice(a, bare);
    await setOffice(b, ` ${bare.toLowerCase()}  `);
    const calendars = envelope<HolidayCalendar[]>(await t.request({ method: 'GET', url: '/v1/mytime/holidays/calendars?year=2038', as: admin })).data;
    const matches = calendars.filter((c) => c.officeLocation?.toLowerCase() === bare.toLowerCase());
    expect(matches).toEqual([{ officeLocation: bare, peopleCount: 2, holidayCount: 0, followsDefault: true }]);
    expect(calendars.find((c) => c.officeLocation === office)).toMatchObject({ peopleCount: 2, followsDefault: false });
    expect(calendars.find((c) => c.officeLocation === null)?.followsDefault).toBe(false);
  });

  it('adds a holiday to the calendar of an office spelled with other spaces, not a new one', async () => {
    await addHoliday(`${office.replace(' ', '    ')}`, '2038-07-06', 'Spaced Day');
    const list = envelope<Array<{ officeLocation: string | null; name: string }>>(await t.request({ method: 'GET', url: `/v1/mytime/holidays?year=2038`, as: admin })).data;
    expect(list.find((h) => h.name === 'Spaced Day')?.officeLocation).toBe(office);
  });
});

describe('POST /v1/mytime/holidays/import previews what changes', () => {
  it('lists the holidays added, renamed and removed, and changes nothing on a dry run', async () => {
    const calendar = freshOffice();
    await addHoliday(calendar, '2038-01-26', 'Republic Day');
    await addHoliday(calendar, '2038-08-15', 'Independence Day');
    await addHoliday(calendar, '2038-10-02', 'Gandhi Jayanti');
    const csv = 'date,name\n2038-01-26,Republic Day\n2038-08-15,Independence Day (observed)\n2038-12-25,Christmas\n';
    const url = `/v1/mytime/holidays/import?year=2038&dryRun=true&officeLocation=${encodeURIComponent(calendar)}`;
    const response = await t.request({ method: 'POST', url, as: admin, payload: csv, headers: { 'content-type': 'text/csv' } });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<HolidayImportResult>(response).data;
    expect(result.changes).toEqual({
      added: [{ date: '2038-12-25', name: 'Christmas' }],
      changed: [{ date: '2038-08-15', before: 'Independence Day', after: 'Independence Day (observed)' }],
      removed: [{ date: '2038-10-02', name: 'Gandhi Jayanti' }],
    });
    const kept = envelope<Array<{ officeLocation: string | null; name: string }>>(await t.request({ method: 'GET', url: `/v1/mytime/holidays?year=2038&officeLocation=${encodeURIComponent(calendar)}`, as: admin })).data;
    expect(kept.map((h) => h.name)).toEqual(['Republic Day', 'Independence Day', 'Gandhi Jayanti']);
  });
});

describe('the half of a half-day request in notifications (and so in e-mails)', () => {
  it('names the half to the approver and, once decided, to the requester', async () => {
    const half = await requestLeave(colleague, { startDate: '2038-09-07', endDate: '2038-09-07', halfDay: 'SecondHalf' });
    const bodies = async (as: TestPerson) => envelope<Notification[]>(await t.request({ method: 'GET', url: '/v1/notifications?limit=100', as })).data.map((n) => n.body);
    expect(await bodies(manager)).toContainEqual(expect.stringMatching(/^Cole Colleague requested Casual Leave for .*2038 \(Second half\)\.$/));
    const approved = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${half.id}/approve`, as: manager, payload: { approverId: manager.id } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await bodies(colleague)).toContainEqual(expect.stringMatching(/^Your Casual Leave request for .*2038 \(Second half\) was approved\.$/));
  });
});
