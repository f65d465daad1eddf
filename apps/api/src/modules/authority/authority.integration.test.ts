import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GrowPerson } from '@apps/contracts/grow/page';
import type { Page } from '@apps/contracts/page';
import { delegations } from '../../db/schema/core';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { remindTeamsMissingTimesheets } from '../notifications/reminders.service';
import { activeHoldersOf, decisionOn, delegatesOf, holdersOf } from './authority.service';
import { today } from './reporting-line.service';

// The authority finds people by their grants and delegations, not by role names: a role that carries
// the grant through 'all' counts as much as the named one, and a manager's delegate is found for the
// delegation's dates, in the team reminders and Grow's people list.

const WEEK = { weekStartDate: '2026-11-15', weekEndDate: '2026-11-21' };
const DAY = '2026-11-23';

let t: TestApp;
let admin: TestPerson;
let lead: TestPerson;
let leadReport: TestPerson;
let deputy: TestPerson;
let growEveryWhere: TestPerson;
let hireAdmin: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  // Admin on 'all' holds `timesheets:approve` without any Manager role.
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }], name: 'Ada Admin' });
  await t.createPerson({ roles: MYTIME.employee, name: 'Ari Report', managerId: admin.id });
  lead = await t.createPerson({ roles: [...MYTIME.manager, { role: 'Manager', module: 'grow' }], name: 'Lina Lead' });
  leadReport = await t.createPerson({ roles: MYTIME.employee, name: 'Lou Report', managerId: lead.id });
  deputy = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], name: 'Dee Deputy' });
  growEveryWhere = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }], name: 'Gia Everywhere' });
  hireAdmin = await t.createPerson({ roles: [{ role: 'Admin', module: 'hire' }], name: 'Hal Hire' });
  const projectId = (await createProject(t, { projectManagerId: lead.id })).id;
  await createTimesheet(t, { employee: leadReport, projectId, week: WEEK });
  // On the reminder's fixed day (the API only names delegations from today on).
  await t.app.db.insert(delegations).values({ managerId: lead.id, delegateId: deputy.id, startDate: DAY, endDate: DAY });
});

afterAll(async () => {
  await t.close();
});

describe('grant holders', () => {
  it('computes who holds a grant from ROLE_GRANTS, with the grant through a module or through all', async () => {
    expect(holdersOf('approve', 'timesheets')).toEqual(
      expect.arrayContaining([
        { role: 'Admin', moduleId: 'all' },
        { role: 'Manager', moduleId: 'all' },
        { role: 'Manager', moduleId: 'mytime' },
      ]),
    );
    expect(holdersOf('approve', 'timesheets')).toHaveLength(3);
    const approvers = await activeHoldersOf(t.app.db, holdersOf('approve', 'timesheets'));
    expect(approvers).toEqual(expect.arrayContaining([admin.id, lead.id]));
    expect(approvers).not.toContain(deputy.id);
    expect(approvers).not.toContain(hireAdmin.id);
  });

  it("finds a manager's delegate inside the delegation's dates only", async () => {
    expect(await delegatesOf(t.app.db, lead.id, DAY)).toEqual([deputy.id]);
    expect(await delegatesOf(t.app.db, lead.id, '2026-11-24')).toEqual([]);
  });
});

describe("the team's missing-timesheet summary", () => {
  it('reaches an Admin on all with direct reports (the grant counts), and the delegate of a manager', async () => {
    expect(await remindTeamsMissingTimesheets(t.app.db, WEEK.weekStartDate, DAY)).toBe(3);
    const result = await t.app.db.execute<{ recipient_id: string; body: string; dedupe_key: string }>(sql`
      select recipient_id, body, dedupe_key from notifications where kind = 'reminder.team_timesheets_missing'`);
    const byRecipient = new Map(result.rows.map((row) => [row.recipient_id, row]));
    expect([...byRecipient.keys()].sort()).toEqual([admin.id, lead.id, deputy.id].sort());
    expect(byRecipient.get(admin.id)!.body).toContain('Ari Report (missing)');
    expect(byRecipient.get(lead.id)!.body).toBe('Not submitted for the week of Nov 15 – Nov 21, 2026: Lou Report (still Draft).');
    expect(byRecipient.get(deputy.id)!.body).toBe("As Lina Lead's delegate: not submitted for the week of Nov 15 – Nov 21, 2026: Lou Report (still Draft).");
    expect(byRecipient.get(deputy.id)!.dedupe_key).toBe(`team-missing:${lead.id}:${WEEK.weekStartDate}:${deputy.id}`);
    // Written once: a second pass finds every key written.
    expect(await remindTeamsMissingTimesheets(t.app.db, WEEK.weekStartDate, DAY)).toBe(0);
  });
});

describe('decisions', () => {
  it("answer from the line and the grants: the manager decides, the owner never, an outsider not", async () => {
    const asCaller = (person: TestPerson, assignments: { role: string; moduleId: 'all' | 'mytime' | 'grow' | 'hire' }[]) => ({
      id: person.id,
      assignments,
      delegators: [],
      user: { id: person.id, email: person.email, name: null, isActive: true },
    });
    expect(await decisionOn(t.app.db, asCaller(lead, [{ role: 'Manager', moduleId: 'mytime' }]), 'approve', 'timesheets', leadReport.id)).toMatchObject({
      own: false,
      authority: lead.id,
    });
    expect(await decisionOn(t.app.db, asCaller(leadReport, [{ role: 'Employee', moduleId: 'mytime' }]), 'approve', 'timesheets', leadReport.id)).toMatchObject({
      own: true,
      authority: null,
    });
    expect(await decisionOn(t.app.db, asCaller(hireAdmin, [{ role: 'Admin', moduleId: 'hire' }]), 'approve', 'timesheets', leadReport.id)).toMatchObject({
      own: false,
      authority: null,
    });
    expect(await decisionOn(t.app.db, asCaller(admin, [{ role: 'Admin', moduleId: 'all' }]), 'approve', 'timesheets', leadReport.id)).toMatchObject({
      authority: admin.id,
    });
  });
});

describe("Grow's people list", () => {
  it('lists whoever holds the Grow grants, also through all, and not a role on another module', async () => {
    const page = envelope<Page<GrowPerson>>(await t.request({ method: 'GET', url: '/v1/grow/people?limit=100', as: lead })).data;
    const ids = page.items.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([growEveryWhere.id, deputy.id, admin.id]));
    expect(ids).not.toContain(hireAdmin.id);
    expect(ids).not.toContain(lead.id);
    expect(page.total).toBe(ids.length);
  });

  it("is open to a Grow manager's delegate for today, and closed to them without the delegation", async () => {
    const growLead = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });
    const stand = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }] });
    expect((await t.request({ method: 'GET', url: '/v1/grow/people', as: stand })).statusCode).toBe(403);
    await t.app.db.insert(delegations).values({ managerId: growLead.id, delegateId: stand.id, startDate: today(), endDate: today() });
    const page = envelope<Page<GrowPerson>>(await t.request({ method: 'GET', url: '/v1/grow/people?limit=100', as: stand })).data;
    expect(page.items.map((person) => person.id)).toEqual(expect.arrayContaining([growLead.id, growEveryWhere.id]));
  });
});
