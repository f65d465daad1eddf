import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@apps/contracts/page';
import { sql } from 'drizzle-orm';
import { delegations } from '../../db/schema/core';
import { buildTestApp, envelope, TEST_DB, type TestApp, type TestPerson } from '../../../test/helper';
import { createTimesheet, createProject, freshWeek, MYTIME } from '../../../test/factories/mytime.factories';

// The approval rule as a table, on PGlite and PostgreSQL; cycles refused (also concurrently).

let t: TestApp;
let head: TestPerson; // Manager on mytime, top of the line
let lead: TestPerson; // Manager on all, reports to head
let leadWithoutRole: TestPerson; // above `other`, Employee only
let employee: TestPerson; // reports to lead
let other: TestPerson; // reports to leadWithoutRole
let loner: TestPerson; // no manager
let admin: TestPerson; // Admin on all, outside the line
let outsideManager: TestPerson; // Manager on mytime, not in the line
let deputy: TestPerson; // lead's delegate
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  head = await t.createPerson({ roles: MYTIME.manager });
  lead = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }], managerId: head.id });
  leadWithoutRole = await t.createPerson({ roles: MYTIME.employee, managerId: head.id });
  employee = await t.createPerson({ roles: MYTIME.employee, managerId: lead.id });
  other = await t.createPerson({ roles: MYTIME.employee, managerId: leadWithoutRole.id });
  loner = await t.createPerson({ roles: MYTIME.employee });
  admin = await t.createPerson({ roles: MYTIME.globalAdmin });
  outsideManager = await t.createPerson({ roles: MYTIME.manager });
  deputy = await t.createPerson({ roles: MYTIME.employee });
  projectId = (await createProject(t, { projectManagerId: head.id })).id;
});

afterAll(async () => {
  await t.close();
});

const approve = (id: string, as: TestPerson) =>
  t.request({ method: 'POST', url: `/v1/mytime/timesheets/${id}/approve`, as, payload: { approverId: as.id } });
const submitted = (owner: TestPerson) => createTimesheet(t, { employee: owner, projectId, status: 'Submitted', week: freshWeek() });
const patch = (id: string, payload: object) => t.request({ method: 'PATCH', url: `/v1/users/${id}`, as: admin, payload });

describe('who approves a timesheet', () => {
  const table: Array<[string, () => TestPerson, () => TestPerson, number]> = [
    ['the direct manager', () => employee, () => lead, 200],
    ['a skip-level manager', () => employee, () => head, 200],
    ['a manager above without a Manager role', () => other, () => leadWithoutRole, 403],
    ['a Manager outside the line (cannot even see it)', () => employee, () => outsideManager, 404],
    ['Admin on all', () => employee, () => admin, 200],
    ['Admin on all for someone without a manager', () => loner, () => admin, 200],
    ['a Manager for someone without a manager', () => loner, () => outsideManager, 404],
    ['the owner themselves', () => lead, () => lead, 403],
  ];
  it.each(table)('%s', async (_name, owner, approver, status) => {
    const sheet = await submitted(owner());
    const response = await approve(sheet.id, approver());
    expect(response.statusCode).toBe(status);
  });

  it('lets a delegate decide inside the range, not outside, and audits both names', async () => {
    const [outside] = await t.app.db
      .insert(delegations)
      .values({ managerId: lead.id, delegateId: deputy.id, startDate: '2000-01-01', endDate: '2000-12-31' })
      .returning();
    const sheet = await submitted(employee);
    expect((await approve(sheet.id, deputy)).statusCode).toBe(403);
    await t.app.db.insert(delegations).values({ managerId: lead.id, delegateId: deputy.id, startDate: '2000-01-01', endDate: '2999-12-31' });
    expect((await approve(sheet.id, deputy)).statusCode).toBe(200);
    const audit = await t.app.db.execute<{ actor_id: string; after: { onBehalfOf?: string; delegateId?: string } }>(
      sql`select actor_id, after from audit_log where entity_id = ${sheet.id} and action = 'timesheet.approved'`,
    );
    expect(audit.rows[0]).toMatchObject({ actor_id: deputy.id, after: { onBehalfOf: lead.id, delegateId: deputy.id } });
    expect(outside).toBeDefined();
  });

  it('reads the chain at decision time: after a reorganisation the old manager is refused', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee, managerId: lead.id });
    const sheet = await submitted(person);
    expect((await patch(person.id, { managerId: outsideManager.id })).statusCode).toBe(200);
    expect((await approve(sheet.id, lead)).statusCode).toBe(404);
    expect((await approve(sheet.id, outsideManager)).statusCode).toBe(200);
  });

  it('lists pending approvals of the line only', async () => {
    const sheet = await submitted(employee);
    const ids = async (as: TestPerson) =>
      envelope<Page<{ id: string }>>(await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${as.id}&limit=100`, as })).data.items.map(
        (s) => s.id,
      );
    expect(await ids(lead)).toContain(sheet.id);
    expect(await ids(head)).toContain(sheet.id);
    expect(await ids(outsideManager)).not.toContain(sheet.id);
  });
});

describe('editing the reporting line', () => {
  it('refuses oneself and cycles with 400 on managerId', async () => {
    const self = await patch(lead.id, { managerId: lead.id });
    expect(self.statusCode).toBe(400);
    expect(envelope(self).validationErrors).toHaveProperty('managerId');
    const cycle = await patch(head.id, { managerId: employee.id });
    expect(cycle.statusCode).toBe(400);
    expect(envelope(cycle).validationErrors).toHaveProperty('managerId');
  });

  it('moves direct reports up when their manager is deactivated, audited', async () => {
    const top = await t.createPerson({ roles: MYTIME.manager });
    const middle = await t.createPerson({ roles: MYTIME.manager, managerId: top.id });
    const report = await t.createPerson({ roles: MYTIME.employee, managerId: middle.id });
    expect((await patch(middle.id, { isActive: false })).statusCode).toBe(200);
    const rows = await t.app.db.execute<{ manager_id: string }>(sql`select manager_id from users where id = ${report.id}`);
    expect(rows.rows[0]!.manager_id).toBe(top.id);
    const audit = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_id = ${middle.id} and action = 'user.reports_moved_up'`,
    );
    expect(Number(audit.rows[0]!.n)).toBe(1);
  });

  it.runIf(TEST_DB === 'postgres')('refuses concurrent edits that together would make a cycle (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const a = await t.createPerson({ roles: MYTIME.employee });
      const b = await t.createPerson({ roles: MYTIME.employee });
      const [first, second] = await Promise.all([patch(a.id, { managerId: b.id }), patch(b.id, { managerId: a.id })]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    }
  });
});
