import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import type { LeaveBalance, LeaveRequest } from '@apps/contracts/mytime/leave';
import { leaveDaysOf } from '@apps/contracts/mytime/leave-days';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';

// Leave day counts skip the person's holidays as well as weekends, and a single-day request
// can be the first or second half of the day (0.5); balances and overlaps count halves exactly, also
// when requests and approvals race (PostgreSQL and PGlite).

let t: TestApp;
let manager: TestPerson;
let admin: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: MYTIME.manager });
  admin = await t.createPerson({ roles: MYTIME.mytimeAdmin });
});

afterAll(async () => {
  await t.close();
});

/** A person in a fresh office (so calendars of other tests never apply), reporting to `manager`. */
async function personIn(officeLocation: string | null = `Office ${randomBytes(3).toString('hex')}`) {
  const person = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id });
  await t.app.db.execute(`update users set office_location = ${officeLocation === null ? 'null' : `'${officeLocation}'`} where id = '${person.id}'`);
  return { person, officeLocation };
}

const addHoliday = async (officeLocation: string | null, date: string) => {
  const response = await t.request({ method: 'POST', url: '/v1/mytime/holidays', as: admin, payload: { officeLocation, date, name: `Holiday ${date}` } });
  expect(response.statusCode, response.body).toBe(201);
};

const requestLeave = (as: TestPerson, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/mytime/leaves', as, payload: { employeeId: as.id, leaveType: 'CasualLeave', reason: 'Personal', ...body } });

const approve = (id: string) => t.request({ method: 'POST', url: `/v1/mytime/leaves/${id}/approve`, as: manager, payload: { approverId: manager.id } });

async function balance(person: TestPerson, type = 'CasualLeave', year = 2037) {
  const all = envelope<LeaveBalance[]>(await t.request({ method: 'GET', url: `/v1/mytime/leaves/balances?employeeId=${person.id}&year=${year}`, as: person })).data;
  return all.find((b) => b.leaveType === type)!;
}

describe('leave day counts skip the person\'s holidays', () => {
  it("counts Monday to Friday minus the holidays of the person's office calendar", async () => {
    const { person, officeLocation } = await personIn();
    await addHoliday(officeLocation!.toUpperCase(), '2037-03-03'); // Tuesday, same office in another case
    await addHoliday(officeLocation, '2037-03-07'); // Saturday: changes nothing
    const response = await requestLeave(person, { startDate: '2037-03-02', endDate: '2037-03-08' });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<LeaveRequest>(response).data.totalDays).toBe(4);
  });

  it('uses the default calendar for an office without holidays, and not the default when the office has a calendar', async () => {
    await addHoliday(null, '2037-04-07'); // Tuesday, default calendar
    const { person: plain } = await personIn();
    const { person: noOffice } = await personIn(null);
    const { person: ownCalendar, officeLocation } = await personIn();
    await addHoliday(officeLocation, '2037-12-01');
    for (const [who, expected] of [[plain, 4], [noOffice, 4], [ownCalendar, 5]] as const) {
      const response = await requestLeave(who, { startDate: '2037-04-06', endDate: '2037-04-10' });
      expect(response.statusCode, response.body).toBe(201);
      expect(envelope<LeaveRequest>(response).data.totalDays).toBe(expected);
    }
  });

  it('refuses a range of holidays and weekends only (no working day)', async () => {
    const { person, officeLocation } = await personIn();
    await addHoliday(officeLocation, '2037-05-01'); // Friday
    const response = await requestLeave(person, { startDate: '2037-05-01', endDate: '2037-05-03' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty('endDate');
  });

  it('approval uses the counted days, so balances stay exact', async () => {
    const { person, officeLocation } = await personIn();
    await addHoliday(officeLocation, '2037-06-02');
    const created = envelope<LeaveRequest>(await requestLeave(person, { startDate: '2037-06-01', endDate: '2037-06-05' })).data;
    expect((await approve(created.id)).statusCode).toBe(200);
    expect(await balance(person)).toMatchObject({ allocated: 12, used: 4, available: 8 });
  });
});

describe('half-day leave', () => {
  it('counts a half day as 0.5, and the two halves of one day are one day, not an overlap', async () => {
    const { person } = await personIn();
    const first = await requestLeave(person, { startDate: '2037-07-06', endDate: '2037-07-06', halfDay: 'FirstHalf' });
    expect(first.statusCode, first.body).toBe(201);
    expect(envelope<LeaveRequest>(first).data).toMatchObject({ totalDays: 0.5, halfDay: 'FirstHalf' });
    const second = await requestLeave(person, { startDate: '2037-07-06', endDate: '2037-07-06', halfDay: 'SecondHalf' });
    expect(second.statusCode, second.body).toBe(201);
    expect((await approve(envelope<LeaveRequest>(first).data.id)).statusCode).toBe(200);
    expect((await approve(envelope<LeaveRequest>(second).data.id)).statusCode).toBe(200);
    expect(await balance(person)).toMatchObject({ used: 1, available: 11 });
  });

  it.each([
    ['the same half twice', { halfDay: 'FirstHalf' }, { halfDay: 'FirstHalf' }],
    ['a half inside a whole day', {}, { halfDay: 'SecondHalf' }],
    ['a whole day over a half', { halfDay: 'SecondHalf' }, {}],
  ])('refuses %s as an overlap', async (_name, earlier, later) => {
    const { person } = await personIn();
    expect((await requestLeave(person, { startDate: '2037-07-07', endDate: '2037-07-07', ...earlier })).statusCode).toBe(201);
    const response = await requestLeave(person, { startDate: '2037-07-07', endDate: '2037-07-07', ...later });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty('startDate');
  });

  it('refuses a half day over several days, on a weekend or on a holiday (400 on halfDay)', async () => {
    const { person, officeLocation } = await personIn();
    await addHoliday(officeLocation, '2037-07-08');
    for (const [startDate, endDate] of [['2037-07-09', '2037-07-10'], ['2037-07-11', '2037-07-11'], ['2037-07-08', '2037-07-08']]) {
      const response = await requestLeave(person, { startDate, endDate, halfDay: 'FirstHalf' });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).validationErrors).toHaveProperty('halfDay');
    }
    expect((await requestLeave(person, { startDate: '2037-07-09', endDate: '2037-07-09', halfDay: 'Evening' })).statusCode).toBe(400);
  });

  it('of concurrent requests for the same half of one day exactly one wins', async () => {
    const { person } = await personIn();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => requestLeave(person, { startDate: '2037-08-03', endDate: '2037-08-03', halfDay: 'SecondHalf' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
  });

  it('of concurrent whole-day and half-day requests of one day, the two halves may both win but never a half and the whole day', async () => {
    const { person } = await personIn();
    const responses = await Promise.all([
      requestLeave(person, { startDate: '2037-08-04', endDate: '2037-08-04', halfDay: 'FirstHalf' }),
      requestLeave(person, { startDate: '2037-08-04', endDate: '2037-08-04' }),
      requestLeave(person, { startDate: '2037-08-04', endDate: '2037-08-04', halfDay: 'SecondHalf' }),
    ]);
    const won = responses.filter((r) => r.statusCode === 201).map((r) => envelope<LeaveRequest>(r).data);
    expect(won.reduce((days, r) => days + r.totalDays, 0)).toBeLessThanOrEqual(1);
    expect(won.length).toBeGreaterThanOrEqual(1);
  });

  it('concurrent approvals of two halves never take the balance below zero (half a day left: one wins)', async () => {
    const { person } = await personIn();
    await balance(person);
    await t.app.db.execute(`update leave_balances set used = 11.5 where employee_id = '${person.id}' and leave_type = 'CasualLeave' and year = 2037`);
    const first = envelope<LeaveRequest>(await requestLeave(person, { startDate: '2037-09-07', endDate: '2037-09-07', halfDay: 'FirstHalf' })).data;
    const second = envelope<LeaveRequest>(await requestLeave(person, { startDate: '2037-09-07', endDate: '2037-09-07', halfDay: 'SecondHalf' })).data;
    const decisions = await Promise.all([approve(first.id), approve(second.id)]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balance(person)).toMatchObject({ used: 12, available: 0 });
  });
});

describe("GET /v1/mytime/holidays/mine: the Request Leave form counts as the server does", () => {
  it("answers the caller's own calendar, and leaveDaysOf with it gives the server's totalDays", async () => {
    const { person, officeLocation } = await personIn();
    await addHoliday(officeLocation, '2039-06-14'); // Tuesday
    await addHoliday(null, '2039-06-15'); // the default calendar's: not this person's, their office has one
    const mine = await t.request({ method: 'GET', url: '/v1/mytime/holidays/mine?from=2039-01-01&to=2039-12-31', as: person });
    expect(mine.statusCode, mine.body).toBe(200);
    const dates = envelope<Holiday[]>(mine).data.map((h) => h.date);
    expect(dates).toEqual(['2039-06-14']);

    for (const [startDate, endDate, halfDay] of [
      ['2039-06-13', '2039-06-19', null],
      ['2039-06-21', '2039-06-21', 'FirstHalf'],
    ] as const) {
      const created = await requestLeave(person, { startDate, endDate, ...(halfDay ? { halfDay } : {}) });
      expect(created.statusCode, created.body).toBe(201);
      expect(envelope<LeaveRequest>(created).data.totalDays).toBe(leaveDaysOf({ startDate, endDate, halfDay }, dates));
    }
    expect(leaveDaysOf({ startDate: '2039-06-13', endDate: '2039-06-19' }, dates)).toBe(4);
  });

  it('refuses a range that ends before it starts or is longer than 366 days (400 on to), and dates that do not exist', async () => {
    const { person } = await personIn();
    for (const query of ['from=2039-02-01&to=2039-01-31', 'from=2039-01-01&to=2040-01-02', 'from=2039-01-01', 'from=yesterday&to=2039-01-02', 'from=0000-00-00&to=0000-00-00', 'from=2039-02-30&to=2039-03-01']) {
      const response = await t.request({ method: 'GET', url: `/v1/mytime/holidays/mine?${query}`, as: person });
      expect(response.statusCode, query).toBe(400);
    }
    const refused = await t.request({ method: 'GET', url: '/v1/mytime/holidays/mine?from=2039-02-01&to=2039-01-31', as: person });
    expect(envelope(refused).validationErrors).toHaveProperty('to');
  });
});
