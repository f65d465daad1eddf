import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMissingTimesheet } from '@apps/contracts/mytime/team';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';

// GET /v1/mytime/team/missing-timesheets answers the caller's own
// direct reports without a submitted timesheet for the week (one shared query).

const WEEK = { weekStartDate: '2026-11-15', weekEndDate: '2026-11-21' };

let t: TestApp;
let lead: TestPerson;
let ann: TestPerson;
let bob: TestPerson;
let gus: TestPerson;
let draftId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const boss = await t.createPerson({ roles: MYTIME.manager, name: 'Bina Boss' });
  lead = await t.createPerson({ roles: MYTIME.manager, name: 'Lalit Lead', managerId: boss.id });
  ann = await t.createPerson({ roles: MYTIME.employee, name: 'Ann Absent', managerId: lead.id });
  bob = await t.createPerson({ roles: MYTIME.employee, name: 'Bob Draft', managerId: lead.id });
  const cat = await t.createPerson({ roles: MYTIME.employee, name: 'Cat Submitted', managerId: lead.id });
  gus = await t.createPerson({ roles: MYTIME.employee, name: 'Gus Grandreport', managerId: ann.id });
  const projectId = (await createProject(t, { projectManagerId: boss.id })).id;
  draftId = (await createTimesheet(t, { employee: bob, projectId, week: WEEK })).id;
  await createTimesheet(t, { employee: cat, projectId, week: WEEK, status: 'Submitted' });
});

afterAll(async () => {
  await t.close();
});

const missing = (as: TestPerson, weekStartDate: string) => t.request({ method: 'GET', url: `/v1/mytime/team/missing-timesheets?weekStartDate=${weekStartDate}`, as });

describe('GET /v1/mytime/team/missing-timesheets', () => {
  it("lists the caller's direct reports without a submitted timesheet, by name", async () => {
    const response = await missing(lead, WEEK.weekStartDate);
    expect(response.statusCode).toBe(200);
    expect(envelope<TeamMissingTimesheet[]>(response).data).toEqual([
      { userId: ann.id, name: 'Ann Absent', email: ann.email, status: 'Missing', timesheetId: null },
      { userId: bob.id, name: 'Bob Draft', email: bob.email, status: 'Draft', timesheetId: draftId },
    ]);
  });

  it('covers only direct reports: the skip level sees their own reports, a report sees theirs', async () => {
    const skip = envelope<TeamMissingTimesheet[]>(await missing(ann, WEEK.weekStartDate)).data;
    expect(skip.map((row) => row.userId)).toEqual([gus.id]);
    expect(envelope<TeamMissingTimesheet[]>(await missing(gus, WEEK.weekStartDate)).data).toEqual([]);
  });

  it('accepts a local-midnight timestamp of the Sunday', async () => {
    const response = await missing(lead, encodeURIComponent('2026-11-15T00:00:00.000+05:30'));
    expect(response.statusCode).toBe(200);
    expect(envelope<TeamMissingTimesheet[]>(response).data).toHaveLength(2);
  });

  it('refuses a week that does not start on a Sunday, or no week, with a field error', async () => {
    const monday = await missing(lead, '2026-11-16');
    expect(monday.statusCode).toBe(400);
    expect(envelope(monday).validationErrors).toEqual({ weekStartDate: ['The week must start on a Sunday'] });
    const none = await t.request({ method: 'GET', url: '/v1/mytime/team/missing-timesheets', as: lead });
    expect(none.statusCode).toBe(400);
    expect(envelope(none).validationErrors).toHaveProperty('weekStartDate');
    const bad = await missing(lead, '2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('is for people with a MyTime role (403 otherwise)', async () => {
    const outsider = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] });
    expect((await missing(outsider, WEEK.weekStartDate)).statusCode).toBe(403);
  });
});
