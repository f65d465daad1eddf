import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccessRequest, AdminContact } from '@apps/contracts/core/access-request';
import type { UserRolesResponse } from '@apps/contracts/core/role';
import type { BulkAssignResult, RoleDefaults } from '@apps/contracts/core/role-defaults';
import type { UserImportResult } from '@apps/contracts/core/user-import';
import { buildTestApp, envelope, uniqueEmail, type TestApp, type TestPerson } from '../../../test/helper';
import { createUserBody, entraPerson, scim, SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

/** Default roles, bulk assignment, the import's roles column and "Request access". */
let t: TestApp;
let admin: TestPerson;
let secondAdmin: TestPerson;
let employee: TestPerson;

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN });
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  secondAdmin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] });
});
afterAll(async () => {
  await t.close();
});

const DEFAULTS = { items: [{ roleName: 'Employee', module: 'mytime' }, { roleName: 'Employee', module: 'grow' }] };

async function rolesOf(userId: string): Promise<string[]> {
  const response = await t.request({ method: 'GET', url: `/v1/users/${userId}/roles`, as: admin });
  return envelope<UserRolesResponse>(response).data.userRoles.map((a) => `${a.role.name}.${a.module}`).sort();
}

async function defaultAudits(userId: string): Promise<Array<{ via: string; module: string }>> {
  const result = await t.app.db.execute<{ after: { via: string; module: string; reason: string } }>(
    sql`select after from audit_log where action = 'user_role.assigned' and after->>'userId' = ${userId} and after->>'reason' = 'default'`,
  );
  return result.rows.map((row) => ({ via: row.after.via, module: row.after.module })).sort((a, b) => a.module.localeCompare(b.module));
}

async function userIdOf(email: string): Promise<string> {
  const result = await t.app.db.execute<{ id: string }>(sql`select id from users where lower(email) = lower(${email})`);
  return result.rows[0]!.id;
}

describe('GET and PUT /v1/role-defaults', () => {
  it('refuses everyone but an Admin on all (403), and bad items with field errors (400)', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/role-defaults', as: employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/v1/role-defaults', as: employee, payload: DEFAULTS })).statusCode).toBe(403);
    const bad = await t.request({ method: 'PUT', url: '/v1/role-defaults', as: admin, payload: { items: [{ roleName: 'Boss', module: 'mytime' }, { roleName: 'Employee', module: 'nowhere' }] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).validationErrors ?? {})).toEqual(expect.arrayContaining(['items.0.roleName', 'items.1.module']));
    const twice = await t.request({ method: 'PUT', url: '/v1/role-defaults', as: admin, payload: { items: [DEFAULTS.items[0], DEFAULTS.items[0]] } });
    expect(twice.statusCode).toBe(400);
  });

  it('stores the list, answers it, and audits the change', async () => {
    expect(envelope<RoleDefaults>(await t.request({ method: 'GET', url: '/v1/role-defaults', as: admin })).data.items).toEqual([]);
    const saved = await t.request({ method: 'PUT', url: '/v1/role-defaults', as: admin, payload: DEFAULTS });
    expect(saved.statusCode).toBe(200);
    expect(envelope<RoleDefaults>(saved).data.items).toEqual([{ roleName: 'Employee', module: 'grow' }, { roleName: 'Employee', module: 'mytime' }]);
    expect(envelope<RoleDefaults>(await t.request({ method: 'GET', url: '/v1/role-defaults', as: admin })).data.items).toHaveLength(2);
    const audit = await t.app.db.execute(sql`select 1 from audit_log where action = 'role_defaults.changed'`);
    expect(audit.rows).toHaveLength(1);
  });
});

describe('default roles of new people', () => {
  it('are given at first sign-in, audited', async () => {
    const email = uniqueEmail('newcomer');
    const token = await t.tokenFor(email, 'New Comer');
    expect((await t.request({ method: 'POST', url: '/v1/auth/login', as: token })).statusCode).toBe(200);
    const id = await userIdOf(email);
    expect(await rolesOf(id)).toEqual(['Employee.grow', 'Employee.mytime']);
    expect(await defaultAudits(id)).toEqual([{ via: 'sign-in', module: 'grow' }, { via: 'sign-in', module: 'mytime' }]);
  });

  it('are given to people the CSV import creates without roles; the roles column adds its own instead', async () => {
    const plain = uniqueEmail('imported');
    const withRoles = uniqueEmail('imported.roles');
    const csv = `email,name,roles\n${plain},Plain Person,\n${withRoles},Roles Person,Manager.grow;recruiter.HIRE\n${employee.email},,Employee.mytime;Employee.hire\n`;
    const preview = await t.request({ method: 'POST', url: '/v1/users/import?dryRun=true', as: admin, headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(preview.statusCode).toBe(200);
    const planned = envelope<UserImportResult>(preview).data.people;
    expect(planned.find((p) => p.email === withRoles)!.changes.roles).toEqual(['Manager.grow', 'Recruiter.hire']);
    // The employee holds Employee.mytime already: only Employee.hire is new.
    expect(planned.find((p) => p.email === employee.email)!.changes.roles).toEqual(['Employee.hire']);

    const applied = await t.request({ method: 'POST', url: '/v1/users/import', as: admin, headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(applied.statusCode, applied.body).toBe(200);
    const plainId = await userIdOf(plain);
    expect(await rolesOf(plainId)).toEqual(['Employee.grow', 'Employee.mytime']);
    expect(await defaultAudits(plainId)).toEqual([{ via: 'import', module: 'grow' }, { via: 'import', module: 'mytime' }]);
    expect(await rolesOf(await userIdOf(withRoles))).toEqual(['Manager.grow', 'Recruiter.hire']);
    expect(await rolesOf(employee.id)).toEqual(['Employee.hire', 'Employee.mytime']);
    const audits = await t.app.db.execute(sql`select 1 from audit_log where action = 'user_role.assigned' and after->>'reason' = 'import'`);
    expect(audits.rows).toHaveLength(3);
  });

  it('reports a bad roles cell on its line, in the preview too, and applies nothing', async () => {
    const email = uniqueEmail('bad.roles');
    const csv = `email,roles\n${email},Employee.mytime;Boss.grow\n`;
    const before = await t.count('users');
    for (const url of ['/v1/users/import?dryRun=true', '/v1/users/import']) {
      const response = await t.request({ method: 'POST', url, as: admin, headers: { 'content-type': 'text/csv' }, payload: csv });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).validationErrors).toEqual({ 'line 2': [expect.stringContaining('roles: "Boss.grow" is not a role')] });
    }
    expect(await t.count('users')).toBe(before);
  });

  it('refuses Admin on a single module in the roles cell, and applies nothing', async () => {
    const csv = `email,roles\n${uniqueEmail('admin.one')},Admin.mytime\n`;
    const before = await t.count('users');
    const response = await t.request({ method: 'POST', url: '/v1/users/import', as: admin, headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ 'line 2': [expect.stringContaining('roles: "Admin.mytime": Admin role automatically has access to all modules')] });
    expect(await t.count('users')).toBe(before);
  });

  it('are given to people provisioning creates without app roles, not to those with app roles', async () => {
    const bare = entraPerson();
    expect((await scim(t, 'POST', '/Users', createUserBody(bare))).statusCode).toBe(201);
    const bareId = await userIdOf(bare.userPrincipalName);
    expect(await rolesOf(bareId)).toEqual(['Employee.grow', 'Employee.mytime']);
    expect(await defaultAudits(bareId)).toEqual([{ via: 'provisioning', module: 'grow' }, { via: 'provisioning', module: 'mytime' }]);

    const withRoles = entraPerson({ appRoles: ['Manager.hire'] });
    expect((await scim(t, 'POST', '/Users', createUserBody(withRoles))).statusCode).toBe(201);
    expect(await rolesOf(await userIdOf(withRoles.userPrincipalName))).toEqual(['Manager.hire']);
  });
});

describe('POST /v1/user-roles/bulk', () => {
  it('refuses non-admins (403) and more than 500 people (400 on userIds)', async () => {
    const payload = { userIds: [employee.id], roleName: 'Employee', module: 'hire' };
    expect((await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: employee, payload })).statusCode).toBe(403);
    const many = Array.from({ length: 501 }, () => crypto.randomUUID());
    const tooMany = await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: admin, payload: { ...payload, userIds: many } });
    expect(tooMany.statusCode).toBe(400);
    expect(envelope(tooMany).validationErrors).toEqual({ userIds: ['At most 500 people at once'] });
    const bad = await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: admin, payload: { userIds: [], roleName: 'Chief', module: 'mars' } });
    expect(Object.keys(envelope(bad).validationErrors ?? {}).sort()).toEqual(['module', 'roleName', 'userIds']);
  });

  it('assigns to everyone or no one, counts those who hold it, audits each', async () => {
    const a = await t.createPerson();
    const b = await t.createPerson({ roles: [{ role: 'Manager', module: 'grow' }] });
    const failed = await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: admin, payload: { userIds: [a.id, crypto.randomUUID()], roleName: 'Manager', module: 'grow' } });
    expect(failed.statusCode).toBe(400);
    expect(envelope(failed).validationErrors?.userIds).toBeDefined();
    expect(await rolesOf(a.id)).toEqual([]);

    const done = await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: admin, payload: { userIds: [a.id, b.id, a.id], roleName: 'Manager', module: 'grow' } });
    expect(done.statusCode).toBe(200);
    const result = envelope<BulkAssignResult>(done).data;
    expect(result.alreadyHeld).toBe(1);
    expect(result.assigned.map((x) => x.userId)).toEqual([a.id]);
    expect(await rolesOf(a.id)).toEqual(['Manager.grow']);
    const audit = await t.app.db.execute(sql`select 1 from audit_log where action = 'user_role.assigned' and after->>'reason' = 'bulk' and after->>'userId' = ${a.id}`);
    expect(audit.rows).toHaveLength(1);
  });
});

describe('POST /v1/access-requests', () => {
  it('opens one request per person and module, tells every active admin, and answers the open one again', async () => {
    const asker = await t.createPerson({ name: 'Asha Asker' });
    const inactiveAdmin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }], isActive: false });
    const first = await t.request({ method: 'POST', url: '/v1/access-requests', as: asker, payload: { module: 'hire' } });
    expect(first.statusCode).toBe(201);
    const made = envelope<AccessRequest>(first).data;
    expect(made).toMatchObject({ userId: asker.id, module: 'hire', status: 'open' });

    const again = await t.request({ method: 'POST', url: '/v1/access-requests', as: asker, payload: { module: 'hire' } });
    expect(again.statusCode).toBe(200);
    expect(envelope<AccessRequest>(again).data.id).toBe(made.id);

    const told = await t.app.db.execute<{ recipient_id: string; title: string; link: string }>(
      sql`select recipient_id, title, link from notifications where kind = 'access.requested' and link like ${`%${asker.id}`}`,
    );
    expect(told.rows.map((row) => row.recipient_id).sort()).toEqual([admin.id, secondAdmin.id].sort());
    expect(told.rows.map((row) => row.recipient_id)).not.toContain(inactiveAdmin.id);
    expect(told.rows[0]).toMatchObject({ title: 'Asha Asker asks for access to Hire', link: `/admin/users?tab=users&userId=${asker.id}` });
    const deliveries = await t.app.db.execute(sql`select 1 from notification_deliveries d join notifications n on n.id = d.notification_id where n.kind = 'access.requested' and n.link like ${`%${asker.id}`}`);
    expect(deliveries.rows).toHaveLength(2);

    const mine = envelope<AccessRequest[]>(await t.request({ method: 'GET', url: '/v1/access-requests/mine', as: asker })).data;
    expect(mine.map((r) => r.module)).toEqual(['hire']);

    // A role on the module closes the request; a new one may then be made for another module.
    const grant = await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: admin, payload: { userIds: [asker.id], roleName: 'Employee', module: 'hire' } });
    expect(grant.statusCode).toBe(200);
    expect(envelope<AccessRequest[]>(await t.request({ method: 'GET', url: '/v1/access-requests/mine', as: asker })).data).toEqual([]);
  });

  it('refuses a module the caller can use (403) and a bad module (400)', async () => {
    const held = await t.request({ method: 'POST', url: '/v1/access-requests', as: employee, payload: { module: 'mytime' } });
    expect(held.statusCode).toBe(403);
    const bad = await t.request({ method: 'POST', url: '/v1/access-requests', as: employee, payload: { module: 'all' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).validationErrors?.module).toBeDefined();
    expect((await t.request({ method: 'POST', url: '/v1/access-requests', payload: { module: 'hire' } })).statusCode).toBe(401);
  });

  it('sends Contact Admin to the active admins when ADMIN_CONTACT_EMAIL is not set', async () => {
    const contact = envelope<AdminContact>(await t.request({ method: 'GET', url: '/v1/access/contact', as: employee })).data;
    expect(contact.emails).toEqual(expect.arrayContaining([admin.email, secondAdmin.email]));
    expect(contact.emails).toHaveLength(2);
  });
});

describe('with ADMIN_CONTACT_EMAIL', () => {
  it('sends Contact Admin there', async () => {
    const other = await buildTestApp({ ADMIN_CONTACT_EMAIL: 'it-desk@company.example' });
    try {
      const person = await other.createPerson();
      const contact = envelope<AdminContact>(await other.request({ method: 'GET', url: '/v1/access/contact', as: person })).data;
      expect(contact.emails).toEqual(['it-desk@company.example']);
    } finally {
      await other.close();
    }
  });
});

describe('GET /v1/users?notUnder= (the manager picker)', () => {
  it("leaves out the person and everyone below them, so the picker offers no loop", async () => {
    const top = await t.createPerson({ name: 'Loopcheck Top' });
    const middle = await t.createPerson({ name: 'Loopcheck Middle', managerId: top.id });
    const bottom = await t.createPerson({ name: 'Loopcheck Bottom', managerId: middle.id });
    const outsider = await t.createPerson({ name: 'Loopcheck Outsider' });
    const found = async (notUnder: string) =>
      envelope<{ items: Array<{ id: string }> }>(await t.request({ method: 'GET', url: `/v1/users?search=loopcheck&notUnder=${notUnder}`, as: admin })).data.items.map((p) => p.id);
    expect((await found(top.id)).sort()).toEqual([outsider.id].sort());
    expect((await found(middle.id)).sort()).toEqual([top.id, outsider.id].sort());
    expect((await found(bottom.id)).sort()).toEqual([top.id, middle.id, outsider.id].sort());
    const bad = await t.request({ method: 'GET', url: '/v1/users?notUnder=nope', as: admin });
    expect(bad.statusCode).toBe(400);
  });
});
