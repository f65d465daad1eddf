import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE } from '@apps/contracts/core/role';
import { roles, userRoles, users } from '../src/db/schema/core';
import { countActiveGlobalAdmins } from '../src/modules/roles/admin-invariant.service';
import { grantGlobalAdminByEmail } from '../src/modules/users/admin-grant.service';
import { buildTestApp, envelope, TEST_DB, type TestApp, type TestPerson } from './helper';

// "At least one active Admin on all" holds for every path that can end an Admin's
// power (remove the role, deactivate, delete), also when two admins act against each other at the
// same moment. The races run 20 rounds on PostgreSQL (real concurrency); PGlite serialises them.

const ROUNDS = TEST_DB === 'postgres' ? 20 : 5;

describe('at least one active Admin on all', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const adminPerson = () => t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });

  /** Two admins, the only active Admins on 'all' of the organisation (everyone before is deactivated). */
  async function onlyTwoAdmins(): Promise<[TestPerson, TestPerson]> {
    await t.app.db.update(users).set({ isActive: false });
    return [await adminPerson(), await adminPerson()];
  }

  async function globalAdminAssignmentOf(person: TestPerson): Promise<string> {
    const [row] = await t.app.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, person.id), eq(roles.name, 'Admin'), eq(userRoles.module, 'all')));
    return row!.id;
  }

  /** After a race: never zero active admins, and exactly one side won. */
  async function expectOneWinner(statuses: number[]) {
    expect(await countActiveGlobalAdmins(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const status of statuses) expect([200, 401, 403, 409]).toContain(status);
  }

  it('the last active Admin cannot remove their own Admin role (409)', async () => {
    const [admin, other] = await onlyTwoAdmins();
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    const response = await t.request({ method: 'DELETE', url: `/v1/user-roles/${await globalAdminAssignmentOf(admin)}`, as: admin });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).error).toBe(LAST_ADMIN_MESSAGE);
    expect(await countActiveGlobalAdmins(t.app.db)).toBe(1);
  });

  it('an Admin may remove their own Admin role while another active Admin remains', async () => {
    const [admin] = await onlyTwoAdmins();
    const response = await t.request({ method: 'DELETE', url: `/v1/user-roles/${await globalAdminAssignmentOf(admin)}`, as: admin });
    expect(response.statusCode).toBe(200);
    expect(await countActiveGlobalAdmins(t.app.db)).toBe(1);
  });

  it(`two admins deactivating each other at once leave one active Admin (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyTwoAdmins();
      const responses = await Promise.all([
        t.request({ method: 'PATCH', url: `/v1/users/${b.id}`, as: a, payload: { isActive: false } }),
        t.request({ method: 'PATCH', url: `/v1/users/${a.id}`, as: b, payload: { isActive: false } }),
      ]);
      await expectOneWinner(responses.map((r) => r.statusCode));
    }
  });

  it(`two admins deleting each other at once leave one active Admin (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyTwoAdmins();
      const responses = await Promise.all([
        t.request({ method: 'DELETE', url: `/v1/users/${b.id}`, as: a }),
        t.request({ method: 'DELETE', url: `/v1/users/${a.id}`, as: b }),
      ]);
      await expectOneWinner(responses.map((r) => r.statusCode));
    }
  });

  it(`removing one admin's role while they deactivate the other leaves one active Admin (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await onlyTwoAdmins();
      const assignment = await globalAdminAssignmentOf(b);
      const responses = await Promise.all([
        t.request({ method: 'DELETE', url: `/v1/user-roles/${assignment}`, as: a }),
        t.request({ method: 'PATCH', url: `/v1/users/${a.id}`, as: b, payload: { isActive: false } }),
      ]);
      await expectOneWinner(responses.map((r) => r.statusCode));
    }
  });

  it('npm run admin:grant reactivates a deactivated account it grants Admin to', async () => {
    const admin = await adminPerson();
    await t.app.db.update(users).set({ isActive: false });
    expect((await t.request({ method: 'GET', url: '/v1/roles', as: admin })).statusCode).toBe(403);
    expect(await grantGlobalAdminByEmail(t.app.db, admin.email)).toMatchObject({ created: false, reactivated: true });
    expect((await t.request({ method: 'GET', url: '/v1/roles', as: admin })).statusCode).toBe(200);
    expect(await countActiveGlobalAdmins(t.app.db)).toBe(1);
  });
});
