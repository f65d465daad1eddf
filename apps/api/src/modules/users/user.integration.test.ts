import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { User } from '@apps/contracts/core/user';
import type { UserRolesResponse } from '@apps/contracts/core/role';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';

let t: TestApp;
let admin: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }], email: 'aaa.admin@test.example' });
});
afterAll(async () => {
  await t.close();
});

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await t.app.db.execute<{ action: string }>(sql`select action from audit_log where entity_id = ${entityId} order by created_at`);
  return rows.rows.map((row) => row.action);
}

describe('GET /v1/users', () => {
  it('lists every user ordered by e-mail, case-insensitively', async () => {
    await t.createPerson({ email: 'Zed.Last@test.example' });
    await t.createPerson({ email: 'bob.middle@test.example' });
    const users = envelope<User[]>(await t.request({ method: 'GET', url: '/v1/users', as: admin })).data;
    const emails = users.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(users[0]).toEqual(expect.objectContaining({ id: expect.any(String), isActive: true, createdAt: expect.any(String) }));
    expect(Object.keys(users[0]!).sort()).toEqual(['avatarUrl', 'azureId', 'createdAt', 'department', 'email', 'id', 'isActive', 'jobTitle', 'managerId', 'name', 'officeLocation']);
  });
});

describe('PATCH /v1/users/:id', () => {
  it('deactivates and activates another user, with an audit record each', async () => {
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] });
    const off = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { isActive: false } });
    expect(envelope<User>(off).data.isActive).toBe(false);
    const on = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { isActive: true } });
    expect(envelope<User>(on).data.isActive).toBe(true);
    expect(await auditActions(person.id)).toEqual(['user.deactivated', 'user.activated']);
  });

  it("refuses to deactivate one's own account with 409 and the spec's message", async () => {
    const response = await t.request({ method: 'PATCH', url: `/v1/users/${admin.id}`, as: admin, payload: { isActive: false } });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe('You cannot deactivate your own account');
  });

  it('answers 400 with field errors for bad input and changes nothing', async () => {
    const person = await t.createPerson();
    for (const payload of [{ isActive: 'no' }, {}, { isActive: null }, [true]]) {
      const response = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).error).toBe('Validation failed');
    }
    const badId = await t.request({ method: 'PATCH', url: '/v1/users/not-a-uuid', as: admin, payload: { isActive: false } });
    expect(badId.statusCode).toBe(400);
    expect(envelope(badId).validationErrors).toHaveProperty('id');
    const users = envelope<User[]>(await t.request({ method: 'GET', url: '/v1/users', as: admin })).data;
    expect(users.find((u) => u.id === person.id)?.isActive).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.request({ method: 'PATCH', url: '/v1/users/00000000-0000-4000-8000-000000000000', as: admin, payload: { isActive: false } });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /v1/users/:id', () => {
  it('deletes the user and their role rows, with an audit record', async () => {
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }, { role: 'Manager', module: 'mytime' }] });
    const rolesBefore = await t.count('user_roles');
    const response = await t.request({ method: 'DELETE', url: `/v1/users/${person.id}`, as: admin });
    expect(response.statusCode).toBe(200);
    expect(await t.count('user_roles')).toBe(rolesBefore - 2);
    expect(await auditActions(person.id)).toEqual(['user.deleted']);
    expect((await t.request({ method: 'DELETE', url: `/v1/users/${person.id}`, as: admin })).statusCode).toBe(404);
    // The deleted person's token no longer reaches anything.
    expect((await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person })).statusCode).toBe(401);
  });

  it("refuses to delete one's own account with 409 and the spec's message", async () => {
    const response = await t.request({ method: 'DELETE', url: `/v1/users/${admin.id}`, as: admin });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe('You cannot delete your own account');
  });
});

describe('GET /v1/users/:id/roles', () => {
  it("reads one's own roles; someone else's only as Admin on all (404 otherwise)", async () => {
    const person = await t.createPerson({ roles: [{ role: 'Manager', module: 'mytime' }] });
    const other = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }] });
    const own = envelope<UserRolesResponse>(await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person })).data;
    expect(own.roles.map((r) => r.name)).toEqual(['Manager']);
    expect(own.userRoles).toEqual([expect.objectContaining({ module: 'mytime', userId: person.id, role: expect.objectContaining({ name: 'Manager' }) })]);
    expect((await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: admin })).statusCode).toBe(200);
  });
});
