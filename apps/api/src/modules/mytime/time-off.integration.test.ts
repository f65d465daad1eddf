import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import type { TimeOffWeek } from '@apps/contracts/mytime/time-off';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createHoliday, createLeaveRequest, createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';

// GET /v1/mytime/timesheets/{id}/time-off, the week's holidays and approved leave as
// read-only rows of hours per day, never in the timesheet's totals, read now (leave approved after
// submission appears).

let t: TestApp;
let manager: TestPerson;
let outsider: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: MYTIME.manager });
  outsider = await t.createPerson({ roles: MYTIME.employee });
});

afterAll(async () => {
  await t.close();
});

const timeOff = (as: TestPerson, id: string) => t.request({ method: 'GET', url: `/v1/mytime/timesheets/${id}/time-off`, as });

describe('GET /v1/mytime/timesheets/:id/time-off', () => {
  it("shows the owner's holiday and approved leave per day, 8 hours a day and 4 for a half day, apart from the totals", async () => {
    const officeLocation = `Office ${randomBytes(3).toString('hex')}`;
    const person = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id });
    await t.app.db.execute(`update users set office_location = '${officeLocation}' where id = '${person.id}'`);
    const project = await createProject(t, { projectManagerId: manager.id });
    // The week of Sunday 2038-03-07: holiday on Tuesday, leave Wednesday to the next Monday, a half day on Monday.
    const sheet = await createTimesheet(t, { employee: person, projectId: project.id, week: { weekStartDate: '2038-03-07', weekEndDate: '2038-03-13' }, status: 'Submitted' });
    const holiday = await createHoliday(t, { officeLocation, date: '2038-03-09', name: 'Founders Day' });
    await createHoliday(t, { officeLocation: null, date: '2038-03-10', name: 'Not my calendar' });
    const leave = await createLeaveRequest(t, { employeeId: person.id, startDate: '2038-03-10', endDate: '2038-03-15', totalDays: 4, status: 'Approved' });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2038-03-08', endDate: '2038-03-08', totalDays: 0.5, halfDay: 'FirstHalf', leaveType: 'SickLeave', status: 'Approved' });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2038-03-08', endDate: '2038-03-08', totalDays: 0.5, halfDay: 'SecondHalf', status: 'Pending' });
    await createLeaveRequest(t, { employeeId: person.id, startDate: '2038-03-09', endDate: '2038-03-09', leaveType: 'WorkFromHome', status: 'Approved' });

    const response = await timeOff(person, sheet.id);
    expect(response.statusCode, response.body).toBe(200);
    const week = envelope<TimeOffWeek>(response).data;
    expect(week).toMatchObject({ timesheetId: sheet.id, employeeId: person.id, weekStartDate: '2038-03-07', weekEndDate: '2038-03-13', workingDayHours: 8 });
    expect(week.rows.map((r) => [r.kind, r.label, r.days.map((d) => d.hours)])).toEqual([
      ['Holiday', 'Founders Day', [0, 0, 8, 0, 0, 0, 0]],
      ['Leave', 'Sick Leave', [0, 4, 0, 0, 0, 0, 0]],
      ['Leave', 'Casual Leave', [0, 0, 0, 8, 8, 8, 0]],
    ]);
    expect(week.rows[0]!.holidayId).toBe(holiday.id);
    expect(week.rows[2]).toMatchObject({ leaveRequestId: leave.id, leaveType: 'CasualLeave', halfDay: null, totalHours: 24 });
    expect(week.rows[1]).toMatchObject({ halfDay: 'FirstHalf', totalHours: 4 });
    expect(week.days.map((d) => d.hours)).toEqual([0, 4, 8, 8, 8, 8, 0]);
    expect(week.totalHours).toBe(36);

    const timesheet = envelope<Timesheet>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/${sheet.id}`, as: person })).data;
    expect(timesheet.totalHours).toBe(8);
  });

  it('shows leave approved after the week was submitted, to the person and the approver; 404 to others', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id });
    const project = await createProject(t, { projectManagerId: manager.id });
    const sheet = await createTimesheet(t, { employee: person, projectId: project.id, week: { weekStartDate: '2038-04-04', weekEndDate: '2038-04-10' }, status: 'Submitted' });
    expect(envelope<TimeOffWeek>(await timeOff(manager, sheet.id)).data.rows).toEqual([]);
    const leave = await createLeaveRequest(t, { employeeId: person.id, startDate: '2038-04-06', endDate: '2038-04-06', totalDays: 1 });
    const approved = await t.request({ method: 'POST', url: `/v1/mytime/leaves/${leave.id}/approve`, as: manager, payload: { approverId: manager.id } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(envelope<TimeOffWeek>(await timeOff(manager, sheet.id)).data.totalHours).toBe(8);
    expect(envelope<TimeOffWeek>(await timeOff(person, sheet.id)).data.days[2]).toEqual({ date: '2038-04-06', hours: 8 });
    expect((await timeOff(outsider, sheet.id)).statusCode).toBe(404);
  });
});
