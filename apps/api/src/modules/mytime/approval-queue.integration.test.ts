import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/build';
import { envelope, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, freshWeek } from '../../../test/factories/mytime.factories';
import { verifyApprovalQueue } from './approval-queue.service';

// The timesheet approval queues (`timesheet_approval_queue`, kept by triggers) follow every way a
// timesheet enters or leaves Submitted and every way a reporting line changes, on PGlite and PostgreSQL,
// and the pending-approval list of one manager reads them; `line:verify` finds a corrupted row and
// `--repair` rewrites the table.

const MANAGER_ALL = [{ role: 'Manager', module: 'all' }] as const;
const EMPLOYEE_ALL = [{ role: 'Employee', module: 'all' }] as const;

const t = build();
let admin: TestPerson;
let head: TestPerson; // top of the line
let lead: TestPerson; // reports to head
let teamLead: TestPerson; // reports to lead
let person: TestPerson; // reports to teamLead
let other: TestPerson; // a second manager below head, beside lead
let projectId: string;

beforeAll(async () => {
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  head = await t.createPerson({ roles: MANAGER_ALL, name: 'Queue Head' });
  lead = await t.createPerson({ roles: MANAGER_ALL, name: 'Queue Lead', managerId: head.id });
  teamLead = await t.createPerson({ roles: MANAGER_ALL, name: 'Queue Team', managerId: lead.id });
  person = await t.createPerson({ roles: EMPLOYEE_ALL, name: 'Queue Person', managerId: teamLead.id });
  other = await t.createPerson({ roles: MANAGER_ALL, name: 'Queue Other', managerId: head.id });
  projectId = (await createProject(t, { projectManagerId: head.id })).id;
});

const db = () => t.app.db;
const patchUser = (id: string, payload: object) => t.request({ method: 'PATCH', url: `/v1/users/${id}`, as: admin, payload });

/** The ids on `manager`'s pending-approval list (their own call), and its total. */
async function pendingOf(manager: TestPerson): Promise<{ ids: string[]; total: number }> {
  const response = await t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${manager.id}&entries=false&limit=100`, as: manager });
  expect(response.statusCode).toBe(200);
  const page = envelope<{ items: Array<{ id: string }>; total: number }>(response).data;
  return { ids: page.items.map((item) => item.id), total: page.total };
}

/** The managers whose queue holds the timesheet, as a sorted list of ids. */
async function queuedFor(timesheetId: string): Promise<string[]> {
  const result = await db().execute<{ manager_id: string }>(sql`select manager_id from timesheet_approval_queue where timesheet_id = ${timesheetId}::uuid`);
  return result.rows.map((row) => row.manager_id).sort();
}

const sorted = (...people: TestPerson[]) => people.map((p) => p.id).sort();

async function expectQueuesAgree(): Promise<void> {
  expect((await verifyApprovalQueue(db(), { repair: false })).differences).toBe(0);
}

describe('timesheet approval queues', () => {
  it('hold a Submitted timesheet for every manager above its owner, from submission to decision and back', async () => {
    const draft = await createTimesheet(t, { employee: person, projectId, status: 'Draft', week: freshWeek() });
    expect(await queuedFor(draft.id)).toEqual([]);

    const submitted = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${draft.id}/submit`, as: person });
    expect(submitted.statusCode).toBe(200);
    expect(await queuedFor(draft.id)).toEqual(sorted(teamLead, lead, head));
    for (const manager of [teamLead, lead, head]) expect((await pendingOf(manager)).ids).toContain(draft.id);
    expect((await pendingOf(other)).ids).not.toContain(draft.id);

    const rejected = await t.request({
      method: 'POST',
      url: `/v1/mytime/timesheets/${draft.id}/reject`,
      as: lead,
      payload: { rejectorId: lead.id, reason: 'Wrong project' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await queuedFor(draft.id)).toEqual([]);
    expect((await pendingOf(head)).ids).not.toContain(draft.id);

    expect((await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${draft.id}/submit`, as: person })).statusCode).toBe(200);
    expect(await queuedFor(draft.id)).toEqual(sorted(teamLead, lead, head));
    const approved = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${draft.id}/approve`, as: head, payload: { approverId: head.id } });
    expect(approved.statusCode).toBe(200);
    expect(await queuedFor(draft.id)).toEqual([]);
    for (const manager of [teamLead, lead, head]) expect((await pendingOf(manager)).ids).not.toContain(draft.id);

    // Undoing the approval puts it back in Submitted, and in the queues.
    const undone = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${draft.id}/undo-approval`, as: head });
    expect(undone.statusCode).toBe(200);
    expect(await queuedFor(draft.id)).toEqual(sorted(teamLead, lead, head));
    expect((await pendingOf(lead)).ids).toContain(draft.id);
    await expectQueuesAgree();
  });

  it('keep a list newest submission first with its total, as the lists read from the line did', async () => {
    const before = await pendingOf(teamLead);
    const older = await createTimesheet(t, { employee: person, projectId, status: 'Submitted', week: freshWeek() });
    const newer = await createTimesheet(t, { employee: person, projectId, status: 'Submitted', week: freshWeek() });
    await db().execute(sql`update timesheets set submitted_at = now() - interval '1 day' where id = ${older.id}::uuid`);
    const after = await pendingOf(teamLead);
    expect(after.total).toBe(before.total + 2);
    expect(after.ids.indexOf(newer.id)).toBeLessThan(after.ids.indexOf(older.id));
    // The queue follows the new submission time too.
    await expectQueuesAgree();
  });

  it("move with the owner's reporting line: a new manager, a manager moved with their subtree, a manager deactivated", async () => {
    const timesheet = await createTimesheet(t, { employee: person, projectId, status: 'Submitted', week: freshWeek() });
    expect(await queuedFor(timesheet.id)).toEqual(sorted(teamLead, lead, head));

    // The owner moves to another manager.
    expect((await patchUser(person.id, { managerId: other.id })).statusCode).toBe(200);
    expect(await queuedFor(timesheet.id)).toEqual(sorted(other, head));
    expect((await pendingOf(teamLead)).ids).not.toContain(timesheet.id);
    expect((await pendingOf(other)).ids).toContain(timesheet.id);

    // The owner's manager moves, with the owner below: the queues inside the subtree stay.
    expect((await patchUser(other.id, { managerId: lead.id })).statusCode).toBe(200);
    expect(await queuedFor(timesheet.id)).toEqual(sorted(other, lead, head));

    // The owner's manager is deactivated: the owner moves up to lead.
    expect((await patchUser(other.id, { isActive: false })).statusCode).toBe(200);
    expect(await queuedFor(timesheet.id)).toEqual(sorted(lead, head));
    expect((await pendingOf(lead)).ids).toContain(timesheet.id);

    // A line that leaves the organisation's top: head no longer above.
    expect((await patchUser(lead.id, { managerId: null })).statusCode).toBe(200);
    expect(await queuedFor(timesheet.id)).toEqual(sorted(lead));
    expect((await pendingOf(head)).ids).not.toContain(timesheet.id);
    await expectQueuesAgree();

    expect((await patchUser(lead.id, { managerId: head.id })).statusCode).toBe(200);
    expect(await queuedFor(timesheet.id)).toEqual(sorted(lead, head));
  });
});

describe('line:verify on the approval queues', () => {
  it('counts a missing, an extra and a wrong row, and --repair rewrites the table so they agree', async () => {
    const timesheet = await createTimesheet(t, { employee: person, projectId, status: 'Submitted', week: freshWeek() });
    const draft = await createTimesheet(t, { employee: person, projectId, status: 'Draft', week: freshWeek() });
    await expectQueuesAgree();

    await db().execute(sql`delete from timesheet_approval_queue where timesheet_id = ${timesheet.id}::uuid and manager_id = ${head.id}::uuid`);
    await db().execute(sql`update timesheet_approval_queue set submitted_at = submitted_at - interval '1 hour' where timesheet_id = ${timesheet.id}::uuid and manager_id = ${lead.id}::uuid`);
    await db().execute(sql`insert into timesheet_approval_queue (manager_id, timesheet_id, employee_id, submitted_at) values (${other.id}::uuid, ${draft.id}::uuid, ${person.id}::uuid, now())`);

    const found = await verifyApprovalQueue(db(), { repair: false });
    expect(found).toEqual({ differences: 3 });

    const repaired = await verifyApprovalQueue(db(), { repair: true });
    expect(repaired.differences).toBe(3);
    expect(repaired.repair?.differencesAfter).toBe(0);
    await expectQueuesAgree();
    expect((await pendingOf(head)).ids).toContain(timesheet.id);
    expect(await queuedFor(draft.id)).toEqual([]);
  });
});
