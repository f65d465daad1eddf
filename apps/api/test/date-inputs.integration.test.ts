import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '@apps/contracts/date-input';
import { buildTestApp, envelope, type TestApp, type TestPerson } from './helper';
import { MYTIME } from './factories/mytime.factories';

// Every date input of the API goes through dateInput(): calendar dates from
// 1900-01-01 to 2199-12-31, offsets from -12:00 to +14:00; anything else is a 400 naming the field,
// and no date input ever produces a 500 (year 0000 did, on both databases).

let t: TestApp;
let growManager: TestPerson;
let growEmployee: TestPerson;
let mytimeEmployee: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  growManager = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });
  growEmployee = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], managerId: growManager.id });
  mytimeEmployee = await t.createPerson({ roles: MYTIME.employee });
});
afterAll(async () => t?.close());

const review = (start: string, end = start) =>
  t.request({
    method: 'POST',
    url: '/v1/grow/reviews',
    as: growManager,
    payload: { employeeId: growEmployee.id, reviewType: 'Annual', reviewPeriodStart: start, reviewPeriodEnd: end },
  });

const careerGoal = (targetDate: string) =>
  t.request({
    method: 'POST',
    url: '/v1/grow/career-goals',
    as: growEmployee,
    payload: { currentRole: 'Engineer', targetRole: 'Lead', timelineMonths: 12, milestones: [{ title: 'One', targetDate }] },
  });

const timesheet = (weekStartDate: string, weekEndDate: string) =>
  t.request({ method: 'POST', url: '/v1/mytime/timesheets', as: mytimeEmployee, payload: { employeeId: mytimeEmployee.id, weekStartDate, weekEndDate } });

const leaveCalendar = (startDate: string) =>
  t.request({
    method: 'GET',
    url: `/v1/mytime/leaves/calendar?teamId=${mytimeEmployee.id}&startDate=${encodeURIComponent(startDate)}&endDate=2026-12-31`,
    as: mytimeEmployee,
  });

describe('dates are bounded real calendar dates (400 naming the field, never 500)', () => {
  it('Grow: year 0000 and impossible dates are 400 on the field; the range ends are accepted', async () => {
    for (const bad of ['0000-01-01', '2026-02-30', '9999-12-31', '1899-12-31']) {
      const response = await review(bad, '2026-01-01');
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(envelope(response).validationErrors ?? {}), bad).toContain('reviewPeriodStart');
    }
    expect(envelope(await review('1899-12-31', '1900-01-01')).validationErrors?.reviewPeriodStart).toEqual([DATE_MESSAGES.range]);
    expect((await review('1900-01-01', '2199-12-31')).statusCode).toBe(201);
  });

  it('Grow: a milestone target date outside the range is 400 on its field', async () => {
    const response = await careerGoal('0000-01-01');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {})).toEqual(['milestones.0.targetDate']);
    expect((await careerGoal('2199-12-31')).statusCode).toBe(201);
  });

  it('MyTime: offsets outside -12:00..+14:00 or with minutes over 59 are 400 on the field', async () => {
    for (const offset of ['+99:99', '+25:00', '+14:30', '-13:00', '+05:60']) {
      const response = await timesheet(`2031-06-01T00:00:00.000${offset}`, '2031-06-07');
      expect(response.statusCode, offset).toBe(400);
      expect(envelope(response).validationErrors, offset).toEqual({ weekStartDate: [DATE_MESSAGES.offset] });
    }
    expect((await timesheet('2031-06-08T00:00:00.000+14:00', '2031-06-14T00:00:00.000-12:00')).statusCode).toBe(201);
    const calendar = await leaveCalendar('2026-01-01T00:00+99:99');
    expect(calendar.statusCode).toBe(400);
    expect(Object.keys(envelope(calendar).validationErrors ?? {})).toEqual(['startDate']);
  });

  it('no generated date input produces a 500 (property)', async () => {
    const dateLike = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 39 }),
        fc.constantFrom('', 'T00:00', 'T00:00:00.000'),
        fc.constantFrom('', 'Z', '+05:30', '-0400', '+99:99', '+25:00', '-12:00', '+14:00'),
      )
      .map(([y, m, d, time, offset]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}${time}${time ? offset : ''}`);
    const value = fc.oneof(dateLike, fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(value, value, async (a, b) => {
        for (const response of [await review(a, b), await careerGoal(a), await timesheet(a, b), await leaveCalendar(a)]) {
          expect(response.statusCode, `${a} ${b}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 40, seed: 12 },
    );
  });
});
