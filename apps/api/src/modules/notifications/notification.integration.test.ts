import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Notification, ReadAllResult, UnreadCount } from '@apps/contracts/core/notification';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { today } from '../authority/reporting-line.service';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { dataOf, okrOf, reviewOf, reviewStep } from '../../../test/factories/grow.factories';

let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;
let admin: TestPerson;
let outsider: TestPerson;
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: [...MYTIME.manager, { role: 'Manager', module: 'grow' }], name: 'Mona Manager' });
  admin = await t.createPerson({ roles: MYTIME.globalAdmin });
  // Everyone made from here on reports to Mona (approvals follow the reporting line).
  t.defaultManagerId = manager.id;
  employee = await t.createPerson({ roles: [...MYTIME.employee, { role: 'Employee', module: 'grow' }], name: 'Nia Notified' });
  outsider = await t.createPerson({ roles: [{ role: 'Employee', module: 'hire' }] });
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
});

afterAll(async () => {
  await t.close();
});

const list = async (as: TestPerson, query = '') => dataOf<Notification[]>(await t.request({ method: 'GET', url: `/v1/notifications${query}`, as }));
const unread = async (as: TestPerson) => dataOf<UnreadCount>(await t.request({ method: 'GET', url: '/v1/notifications/unread-count', as })).unread;
const kinds = async (as: TestPerson) => (await list(as, '?limit=100')).map((n) => n.kind);

async function submit(person: TestPerson) {
  const sheet = await createTimesheet(t, { employee: person, projectId });
  const response = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/submit`, as: person });
  expect(response.statusCode, response.body).toBe(200);
  return sheet;
}

describe('events -> recipients', () => {
  it('a submitted timesheet reaches the nearest approver in the reporting line, never the owner, admins or others, with the link to it', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee, name: 'Sam Submitter' });
    const before = await unread(manager);
    const sheet = await submit(person);
    expect(await unread(manager)).toBe(before + 1);
    const [latest] = await list(manager);
    expect(latest).toMatchObject({ kind: 'timesheet.submitted', link: `/mytime/approvals?timesheetId=${sheet.id}`, readAt: null });
    expect(latest!.body).toContain('Sam Submitter');
    expect((await list(admin, '?limit=100')).map((n) => n.link)).not.toContain(latest!.link);
    expect(await kinds(person)).toEqual([]);
    expect(await kinds(outsider)).not.toContain('timesheet.submitted');
  });

  it('writes an e-mail delivery (the outbox) in the same transaction as the notification', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee });
    const sheet = await submit(person);
    const result = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.kind = 'timesheet.submitted' and n.link like ${`%${sheet.id}`} and d.status = 'pending'`);
    expect(result.rows[0]!.n).toBe(1);
  });

  it('the approver above a line manager without the role; Admins on all without anyone above; a delegate for today too', async () => {
    const head = await t.createPerson({ roles: MYTIME.manager, managerId: null, name: 'Hana Head' });
    const lead = await t.createPerson({ roles: MYTIME.employee, managerId: head.id, name: 'Leo Lead' });
    const person = await t.createPerson({ roles: MYTIME.employee, managerId: lead.id });
    const delegate = await t.createPerson({ roles: MYTIME.employee, managerId: null });
    // Today in the organisation's time zone, the day delegation windows are read in.
    const day = today();
    await t.app.db.execute(sql`insert into delegations (manager_id, delegate_id, start_date, end_date) values (${head.id}, ${delegate.id}, ${day}, ${day})`);
    const sheet = await submit(person);
    const link = `/mytime/approvals?timesheetId=${sheet.id}`;
    const recipients = await t.app.db.execute<{ recipient_id: string }>(sql`select recipient_id from notifications where link = ${link} order by recipient_id`);
    expect(recipients.rows.map((row) => row.recipient_id).sort()).toEqual([head.id, delegate.id].sort());
    const orphanSheet = await submit(head);
    const told = await t.app.db.execute<{ recipient_id: string }>(sql`select recipient_id from notifications where link = ${`/mytime/approvals?timesheetId=${orphanSheet.id}`}`);
    expect(told.rows.map((row) => row.recipient_id)).toContain(admin.id);
    expect(told.rows.map((row) => row.recipient_id)).not.toContain(manager.id);
  });

  it('a rejected timesheet tells the owner with the reason; an approved one says so', async () => {
    const sheet = await submit(employee);
    const reject = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/reject`, as: manager, payload: { rejectorId: manager.id, reason: 'Missing Friday' } });
    expect(reject.statusCode, reject.body).toBe(200);
    const [rejected] = await list(employee);
    expect(rejected).toMatchObject({ kind: 'timesheet.rejected', link: `/mytime/timesheet?week=${sheet.weekStartDate}` });
    expect(rejected!.body).toContain('Missing Friday');
    const other = await submit(employee);
    await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${other.id}/approve`, as: manager, payload: { approverId: manager.id } });
    expect((await list(employee))[0]!.kind).toBe('timesheet.approved');
    expect(await kinds(manager)).not.toContain('timesheet.approved');
  });

  it('leave requested -> approvers; cancelled -> approvers as well; decided -> the owner', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee });
    const leave = (payload: object) => t.request({ method: 'POST', url: '/v1/mytime/leaves', as: person, payload: { employeeId: person.id, leaveType: 'SickLeave', reason: 'Flu', ...payload } });
    const first = envelope<{ id: string }>(await leave({ startDate: '2030-03-04', endDate: '2030-03-05' })).data;
    expect((await list(manager))[0]).toMatchObject({ kind: 'leave.requested', link: '/mytime/approvals' });
    // Dates in messages read as on the screens, never as raw ISO dates.
    expect((await list(manager))[0]!.body).toMatch(/ requested Sick Leave for Mar 4 – Mar 5, 2030\.$/);
    await t.request({ method: 'POST', url: `/v1/mytime/leaves/${first.id}/cancel`, as: person });
    expect((await list(manager))[0]).toMatchObject({ kind: 'leave.cancelled' });
    expect((await list(manager))[0]!.body).toMatch(/ cancelled their Sick Leave request for Mar 4 – Mar 5, 2030\.$/);
    const second = envelope<{ id: string }>(await leave({ startDate: '2030-04-01', endDate: '2030-04-01' })).data;
    await t.request({ method: 'POST', url: `/v1/mytime/leaves/${second.id}/reject`, as: manager, payload: { rejectorId: manager.id, reason: 'Release week' } });
    expect((await list(person))[0]).toMatchObject({ kind: 'leave.rejected', link: '/mytime/leave' });
    expect((await list(person))[0]!.body).toBe('Your Sick Leave request for Apr 1, 2030 was rejected. Reason: Release week');
  });

  it('OKR approved -> owner; review started, self-assessed, finalized -> employee, reviewer, employee', async () => {
    const okr = await okrOf(t, employee);
    dataOf(await t.request({ method: 'POST', url: `/v1/grow/okrs/${okr.id}/approve`, as: manager, payload: {} }));
    expect((await list(employee))[0]).toMatchObject({ kind: 'okr.approved', link: '/grow/okrs' });
    const review = await reviewOf(t, manager, employee);
    expect((await list(employee))[0]).toMatchObject({ kind: 'review.started' });
    expect((await reviewStep(t, employee, review.id, 'self-assessment')).statusCode).toBe(200);
    expect((await list(manager))[0]).toMatchObject({ kind: 'review.self_assessed' });
    expect((await reviewStep(t, manager, review.id, 'manager-assessment')).statusCode).toBe(200);
    expect((await reviewStep(t, manager, review.id, 'finalize')).statusCode).toBe(200);
    expect((await list(employee))[0]).toMatchObject({ kind: 'review.finalized' });
  });

  it('role assigned and removed, account reactivated -> the person in the app; deactivated -> e-mail only', async () => {
    const person = await t.createPerson();
    const roles = dataOf<Array<{ id: string; name: string }>>(await t.request({ method: 'GET', url: '/v1/roles', as: admin }));
    const assigned = dataOf<{ id: string }>(
      await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: { userId: person.id, roleId: roles.find((r) => r.name === 'Manager')!.id, module: 'grow' } }),
      201,
    );
    expect((await list(person))[0]).toMatchObject({ kind: 'role.assigned', title: 'You now have the Manager role' });
    dataOf(await t.request({ method: 'DELETE', url: `/v1/user-roles/${assigned.id}`, as: admin }));
    expect((await list(person))[0]).toMatchObject({ kind: 'role.removed' });
    dataOf(await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { isActive: false } }));
    const mails = await t.app.db.execute<{ kind: string; in_app: boolean }>(sql`
      select n.kind, n.in_app from notifications n join notification_deliveries d on d.notification_id = n.id where n.recipient_id = ${person.id}`);
    expect(mails.rows).toEqual([{ kind: 'account.deactivated', in_app: false }]);
    dataOf(await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { isActive: true } }));
    expect(await kinds(person)).toEqual(['account.reactivated', 'role.removed', 'role.assigned']);
  });

  it('a change that fails writes no notification (same transaction)', async () => {
    const before = await t.count('notifications');
    const sheet = await submit(employee);
    const again = await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/submit`, as: employee });
    expect(again.statusCode).toBe(409);
    expect(await t.count('notifications')).toBe(before + (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from notifications where link = ${`/mytime/approvals?timesheetId=${sheet.id}`}`)).rows[0]!.n);
  });
});

describe('own notifications only', () => {
  it('lists newest first, pages, filters unread, marks one and all read; another person gets 404', async () => {
    const person = await t.createPerson({ roles: MYTIME.employee });
    for (let i = 0; i < 3; i += 1) {
      const sheet = await submit(person);
      await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: manager, payload: { approverId: manager.id } });
    }
    const all = await list(person);
    expect(all).toHaveLength(3);
    expect([...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(all);
    expect(await list(person, '?limit=2&offset=2')).toEqual([all[2]]);
    expect((await t.request({ method: 'POST', url: `/v1/notifications/${all[0]!.id}/read`, as: outsider })).statusCode).toBe(404);
    const read = dataOf<Notification>(await t.request({ method: 'POST', url: `/v1/notifications/${all[0]!.id}/read`, as: person }));
    expect(read.readAt).not.toBeNull();
    const again = dataOf<Notification>(await t.request({ method: 'POST', url: `/v1/notifications/${all[0]!.id}/read`, as: person }));
    expect(again.readAt).toBe(read.readAt);
    expect(await unread(person)).toBe(2);
    expect((await list(person, '?unread=true')).map((n) => n.id)).toEqual([all[1]!.id, all[2]!.id]);
    expect(dataOf<ReadAllResult>(await t.request({ method: 'POST', url: '/v1/notifications/read-all', as: person }))).toEqual({ marked: 2 });
    expect(await unread(person)).toBe(0);
  });

  it('answers 400 with field errors for a bad query or id, 401 without a token', async () => {
    const bad = await t.request({ method: 'GET', url: '/v1/notifications?limit=0&unread=maybe', as: employee });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).validationErrors ?? {})).toEqual(expect.arrayContaining(['limit', 'unread']));
    expect((await t.request({ method: 'POST', url: '/v1/notifications/not-a-uuid/read', as: employee })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/notifications/unread-count' })).statusCode).toBe(401);
  });

  it.each([
    ['limit=0', 'limit', 'Must be at least 1'],
    ['limit=101', 'limit', 'Must be at most 100'],
    ['limit=abc', 'limit', 'Must be a number'],
    ['limit=2.5', 'limit', 'Must be a whole number'],
    ['offset=-1', 'offset', 'Must be 0 or more'],
    ['offset=x', 'offset', 'Must be a number'],
    ['unread=1', 'unread', 'Must be true or false'],
    ['unread=', 'unread', 'Must be true or false'],
  ])('GET /v1/notifications?%s -> 400 with the field error on %s', async (query, field, message) => {
    const response = await t.request({ method: 'GET', url: `/v1/notifications?${query}`, as: employee });
    expect(response.statusCode, response.body).toBe(400);
    const body = envelope(response);
    expect(body.success).toBe(false);
    expect(body.validationErrors?.[field]).toContain(message);
  });

  it.each(['not-a-uuid', '123', '00000000-0000-0000-0000-00000000000g', `${'a'.repeat(150)}`])('POST /v1/notifications/%s/read -> 400 with the field error on id', async (id) => {
    const response = await t.request({ method: 'POST', url: `/v1/notifications/${id}/read`, as: employee });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {})).toEqual(['id']);
  });

  it("someone else's notification or one that does not exist -> 404, and it stays unread for its owner", async () => {
    const person = await t.createPerson({ roles: MYTIME.employee });
    const sheet = await submit(person);
    await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: manager, payload: { approverId: manager.id } });
    const [mine] = await list(person);
    for (const as of [outsider, manager, admin]) {
      const response = await t.request({ method: 'POST', url: `/v1/notifications/${mine!.id}/read`, as });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).success).toBe(false);
      expect((await list(as, '?limit=100')).map((n) => n.id)).not.toContain(mine!.id);
    }
    expect((await t.request({ method: 'POST', url: '/v1/notifications/00000000-0000-4000-8000-000000000000/read', as: person })).statusCode).toBe(404);
    // read-all of another person leaves this one unread.
    await t.request({ method: 'POST', url: '/v1/notifications/read-all', as: outsider });
    expect((await list(person, '?unread=true')).map((n) => n.id)).toContain(mine!.id);
  });
});
