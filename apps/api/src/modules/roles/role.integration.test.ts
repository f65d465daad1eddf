import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Role, UserRole } from '@apps/contracts/core/role';
import { and, eq } from 'drizzle-orm';
import { grantRecords } from '@apps/contracts/core/role-grants';
import { permissions } from '../../db/schema/core';
import { seedRolesAndPermissions } from '../../db/seed/base';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';

let t: TestApp;
let admin: TestPerson;
let roles: Role[];
const roleId = (name: string) => roles.find((r) => r.name === name)!.id;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  roles = envelope<Role[]>(await t.request({ method: 'GET', url: '/v1/roles', as: admin })).data;
});
afterAll(async () => {
  await t.close();
});

describe('roles and permissions', () => {
  it('lists the seeded roles ordered by name', () => {
    expect(roles.map((r) => r.name)).toEqual(['Admin', 'Employee', 'Manager', 'Recruiter']);
  });

  it('reads permission records by role ids', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/permissions?roleIds=${roleId('Recruiter')},${roleId('Employee')}`, as: admin });
    const permissions = envelope<Permission[]>(response).data;
    expect(permissions.map((p) => `${p.resource}:${p.action}`)).toEqual(
      expect.arrayContaining(['jobs:manage', 'candidates:manage', 'timesheets:write', 'leaves:write']),
    );
    expect(permissions.every((p) => [roleId('Recruiter'), roleId('Employee')].includes(p.roleId))).toBe(true);
  });

  it('holds exactly the grants of ROLE_GRANTS, with the module each needs', async () => {
    const ids = roles.map((r) => r.id).join(',');
    const permissions = envelope<Permission[]>(await t.request({ method: 'GET', url: `/v1/permissions?roleIds=${ids}`, as: admin })).data;
    const nameOf = new Map(roles.map((r) => [r.id, r.name]));
    const held = permissions.map((p) => `${nameOf.get(p.roleId)}@${p.module} ${p.resource}:${p.action}`).sort();
    expect(held).toEqual(grantRecords().map((r) => `${r.role}@${r.module} ${r.resource}:${r.action}`).sort());
  });

  it('rewrites the records from ROLE_GRANTS at start: a stray record is removed, a missing one restored', async () => {
    const recruiter = roleId('Recruiter');
    await t.database.db.insert(permissions).values({ roleId: recruiter, module: 'hire', resource: 'users', action: 'manage' });
    await t.database.db.delete(permissions).where(and(eq(permissions.roleId, recruiter), eq(permissions.resource, 'candidates')));
    await seedRolesAndPermissions(t.database.db);
    const rows = await t.database.db.select().from(permissions).where(eq(permissions.roleId, recruiter));
    expect(rows.map((r) => `${r.module} ${r.resource}:${r.action}`).sort()).toEqual(
      grantRecords().filter((r) => r.role === 'Recruiter').map((r) => `${r.module} ${r.resource}:${r.action}`).sort(),
    );
  });

  it('answers 400 for role ids that are not ids', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/permissions?roleIds=abc', as: admin });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty('roleIds.0');
  });
});

describe('POST /v1/user-roles and DELETE /v1/user-roles/:id', () => {
  it('assigns a role on a module, refuses the same one twice, and removes it with audit records', async () => {
    const person = await t.createPerson();
    const created = await t.request({
      method: 'POST',
      url: '/v1/user-roles',
      as: admin,
      payload: { userId: person.id, roleId: roleId('Manager'), module: 'mytime' },
    });
    expect(created.statusCode).toBe(201);
    const assignment = envelope<UserRole>(created).data;
    expect(assignment).toMatchObject({ userId: person.id, module: 'mytime', role: { name: 'Manager' } });

    const twice = await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: { userId: person.id, roleId: roleId('Manager'), module: 'mytime' } });
    expect(twice.statusCode).toBe(409);

    // The person's own view changes at once.
    const mine = envelope<{ userRoles: UserRole[] }>(await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person })).data;
    expect(mine.userRoles).toHaveLength(1);

    const removed = await t.request({ method: 'DELETE', url: `/v1/user-roles/${assignment.id}`, as: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/v1/user-roles/${assignment.id}`, as: admin })).statusCode).toBe(404);
    const audit = await t.app.db.execute<{ action: string }>(
      `select action from audit_log where entity = 'user_role' and entity_id = '${assignment.id}' order by created_at` as never,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['user_role.assigned', 'user_role.removed']);
  });

  it('answers 404 for an unknown user or role and 400 for bad input, changing nothing', async () => {
    const person = await t.createPerson();
    const before = await t.count('user_roles');
    const unknownUser = await t.request({
      method: 'POST',
      url: '/v1/user-roles',
      as: admin,
      payload: { userId: '00000000-0000-4000-8000-000000000000', roleId: roleId('Employee'), module: 'grow' },
    });
    expect(unknownUser.statusCode).toBe(404);
    for (const payload of [
      { userId: person.id, roleId: roleId('Employee'), module: 'payroll' },
      { userId: person.id, module: 'grow' },
      { userId: 42, roleId: roleId('Employee'), module: 'grow' },
      ['not', 'an', 'object'],
    ]) {
      const response = await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).success).toBe(false);
    }
    expect(await t.count('user_roles')).toBe(before);
  });

  it("refuses Admin on a single module with the form's note (one call, bulk, defaults), changing nothing; Admin on all is given", async () => {
    const person = await t.createPerson();
    const before = await t.count('user_roles');
    const note = 'Admin role automatically has access to all modules';
    const one = await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: { userId: person.id, roleId: roleId('Admin'), module: 'mytime' } });
    expect(one.statusCode).toBe(400);
    expect(envelope(one).validationErrors).toEqual({ module: [note] });
    const bulk = await t.request({ method: 'POST', url: '/v1/user-roles/bulk', as: admin, payload: { userIds: [person.id], roleName: 'Admin', module: 'hire' } });
    expect(bulk.statusCode).toBe(400);
    expect(envelope(bulk).validationErrors).toEqual({ module: [note] });
    const defaults = await t.request({ method: 'PUT', url: '/v1/role-defaults', as: admin, payload: { items: [{ roleName: 'Admin', module: 'grow' }] } });
    expect(defaults.statusCode).toBe(400);
    expect(envelope(defaults).validationErrors).toEqual({ items: [note] });
    expect(await t.count('user_roles')).toBe(before);
    const onAll = await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: { userId: person.id, roleId: roleId('Admin'), module: 'all' } });
    expect(onAll.statusCode).toBe(201);
  });

  it('never removes the last active Admin on all', async () => {
    const solo = await buildTestApp();
    try {
      const onlyAdmin = await solo.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
      const [own] = envelope<{ userRoles: UserRole[] }>(await solo.request({ method: 'GET', url: `/v1/users/${onlyAdmin.id}/roles`, as: onlyAdmin })).data.userRoles;
      const response = await solo.request({ method: 'DELETE', url: `/v1/user-roles/${own!.id}`, as: onlyAdmin });
      expect(response.statusCode).toBe(409);
      expect(await solo.count('user_roles')).toBe(1);
    } finally {
      await solo.close();
    }
  });

  it('lets two admins race to remove each other and keeps at least one', async () => {
    const race = await buildTestApp();
    try {
      const a = await race.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
      const b = await race.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
      const idOf = async (p: TestPerson) =>
        envelope<{ userRoles: UserRole[] }>(await race.request({ method: 'GET', url: `/v1/users/${p.id}/roles`, as: p })).data.userRoles[0]!.id;
      const [aRole, bRole] = [await idOf(a), await idOf(b)];
      const results = await Promise.all([
        race.request({ method: 'DELETE', url: `/v1/user-roles/${bRole}`, as: a }),
        race.request({ method: 'DELETE', url: `/v1/user-roles/${aRole}`, as: b }),
      ]);
      // The loser either lost its own Admin role before its permission check (403) or passed the check
      // and was stopped by the last-admin rule inside the transaction (409); both refusals are safe.
      const [winner, loser] = results.map((r) => r.statusCode).sort();
      expect(winner).toBe(200);
      expect([403, 409]).toContain(loser);
      expect(await race.count('user_roles')).toBe(1);
    } finally {
      await race.close();
    }
  });
});
