import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoursChart } from '@apps/contracts/mytime/charts';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';

// GET /v1/mytime/charts/hours answers the caller's own hours per day
// for five weeks and, for approvers, their direct reports' hours last week.

const SUNDAY = '2027-06-27';

let t: TestApp;
let lead: TestPerson;
let ann: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  lead = await t.createPerson({ roles: MYTIME.manager, name: 'Lalit Lead' });
  ann = await t.createPerson({ roles: MYTIME.employee, name: 'Ann Analyst', managerId: lead.id });
  await t.createPerson({ roles: MYTIME.employee, name: 'Bob Idle', managerId: lead.id });
  const cleo = await t.createPerson({ roles: MYTIME.employee, name: 'Cleo Gone', managerId: lead.id, isActive: false });
  const projectId = (await createProject(t, { projectManagerId: lead.id })).id;
  await createTimesheet(t, { employee: ann, projectId, week: { weekStartDate: '2027-06-20', weekEndDate: '2027-06-26' }, entries: [{ hours: 6 }, { hours: 1.5, isBillable: false }] });
  await createTimesheet(t, { employee: ann, projectId, week: { weekStartDate: '2027-05-30', weekEndDate: '2027-06-05' }, entries: [{ hours: 4 }] });
  await createTimesheet(t, { employee: ann, projectId, week: { weekStartDate: '2027-05-23', weekEndDate: '2027-05-29' }, entries: [{ hours: 8 }] });
  await createTimesheet(t, { employee: cleo, projectId, week: { weekStartDate: '2027-06-20', weekEndDate: '2027-06-26' }, entries: [{ hours: 3 }] });
});

afterAll(async () => {
  await t.close();
});

const chart = (as: TestPerson, weekStartDate = SUNDAY) => t.request({ method: 'GET', url: `/v1/mytime/charts/hours?weekStartDate=${weekStartDate}`, as });

describe('GET /v1/mytime/charts/hours', () => {
  it("answers 35 days of the caller's own hours, billable and non-billable, oldest first", async () => {
    const data = envelope<HoursChart>(await chart(ann)).data;
    expect(data.days).toHaveLength(35);
    expect(data.days[0]!.date).toBe('2027-05-30');
    expect(data.days.at(-1)!.date).toBe('2027-07-03');
    expect(data.days.filter((d) => d.billableHours + d.nonBillableHours > 0)).toEqual([
      { date: '2027-05-31', billableHours: 4, nonBillableHours: 0 },
      { date: '2027-06-21', billableHours: 6, nonBillableHours: 1.5 },
    ]);
    expect(data.team).toEqual([]);
  });

  it("gives an approver each direct report's hours last week, by name, zero without entries", async () => {
    const data = envelope<HoursChart>(await chart(lead)).data;
    expect(data.team.map((p) => [p.name, p.billableHours, p.nonBillableHours, p.isActive])).toEqual([
      ['Ann Analyst', 6, 1.5, true],
      ['Bob Idle', 0, 0, true],
      ['Cleo Gone', 3, 0, false],
    ]);
  });

  it('has the same people as the direct-reports list, a deactivated one marked', async () => {
    const team = envelope<HoursChart>(await chart(lead)).data.team;
    const reports = envelope<{ items: Array<{ id: string; isActive: boolean }> }>(await t.request({ method: 'GET', url: `/v1/users/${lead.id}/direct-reports`, as: lead })).data.items;
    expect(team.map((p) => [p.employeeId, p.isActive]).sort()).toEqual(reports.map((p) => [p.id, p.isActive]).sort());
  });

  it('refuses a week that does not start on a Sunday', async () => {
    const response = await chart(ann, '2027-06-28');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({ weekStartDate: ['The week must start on a Sunday'] });
  });
});
