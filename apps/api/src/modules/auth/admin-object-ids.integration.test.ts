import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { User } from '@apps/contracts/core/user';
import { auditLog, roles, userRoles } from '../../db/schema/core';
import { loadConfig } from '../../config';
import { envelope, uniqueEmail, type TestApp } from '../../../test/helper';
import { buildEntraTestApp, type FakeTenant } from '../../../test/entra';

// ADMIN_OBJECT_IDS gives Admin on all by the token's immutable `oid` (Entra object id),
// not by the mutable e-mail claim; tested through the real Entra sign-in with the fake tenant's tokens.

/** Listed in the setting in lower case. */
const listedOid = randomUUID();
/** Listed in the setting in upper case (as the Entra portal may show it); the token carries lower case. */
const upperListedOid = randomUUID();
/** Signs in first with one e-mail, then with another. */
const renamedOid = randomUUID();

let tenant: FakeTenant;
let t: TestApp;

beforeAll(async () => {
  ({ tenant, t } = await buildEntraTestApp({ ADMIN_OBJECT_IDS: ` ${listedOid}, ${upperListedOid.toUpperCase()} ,${renamedOid}` }));
});

afterAll(async () => {
  await t.close();
  await tenant.close();
});

async function signIn(person: { oid: string; email: string }): Promise<User> {
  const response = await t.request({ method: 'POST', url: '/v1/auth/login', as: await tenant.token(person) });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<User>(response).data;
}

/** The person's role assignments as `Role:module`, read from the database. */
async function rolesOf(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ role: roles.name, module: userRoles.module })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => `${row.role}:${row.module}`);
}

/** The reasons recorded in the audit log for role assignments to this person. */
async function grantReasons(userId: string): Promise<unknown[]> {
  const rows = await t.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user_role.assigned'), eq(auditLog.entity, 'user_role')));
  return rows
    .map((row) => row.after as { userId?: string; reason?: unknown } | null)
    .filter((after) => after?.userId === userId)
    .map((after) => after!.reason);
}

describe('ADMIN_OBJECT_IDS', () => {
  it('gives a listed oid Admin on all at sign-in, once, with the setting named in the audit log', async () => {
    const user = await signIn({ oid: listedOid, email: uniqueEmail('oid.admin') });
    expect(await rolesOf(user.id)).toEqual(['Admin:all']);
    expect(await grantReasons(user.id)).toEqual(['ADMIN_OBJECT_IDS']);

    await signIn({ oid: listedOid, email: user.email });
    expect(await rolesOf(user.id)).toEqual(['Admin:all']);
    expect(await grantReasons(user.id)).toHaveLength(1);
  });

  it('matches an object id written in upper case in the setting', async () => {
    const user = await signIn({ oid: upperListedOid, email: uniqueEmail('upper.oid') });
    expect(await rolesOf(user.id)).toEqual(['Admin:all']);
    expect(await grantReasons(user.id)).toEqual(['ADMIN_OBJECT_IDS']);
  });

  it('goes by oid whatever e-mail the token carries', async () => {
    const first = await signIn({ oid: renamedOid, email: uniqueEmail('before.rename') });
    expect(await rolesOf(first.id)).toEqual(['Admin:all']);
    // Take the role away, then sign in with a changed preferred_username: the oid alone brings it back.
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, first.id));
    const renamed = await signIn({ oid: renamedOid, email: uniqueEmail('after.rename') });
    expect(renamed.id).toBe(first.id);
    expect(await rolesOf(first.id)).toEqual(['Admin:all']);
  });

  it('gives an unlisted oid nothing', async () => {
    const stranger = await signIn({ oid: randomUUID(), email: uniqueEmail('stranger') });
    expect(await rolesOf(stranger.id)).toEqual([]);
    expect(await grantReasons(stranger.id)).toEqual([]);
  });

  it('refuses a setting that is not a list of object ids, naming it', () => {
    expect(() => loadConfig({ ADMIN_OBJECT_IDS: 'it.lead@company.com' })).toThrow(/ADMIN_OBJECT_IDS/);
    expect(loadConfig({ ADMIN_OBJECT_IDS: `${upperListedOid.toUpperCase()}, ` }).adminObjectIds).toEqual([upperListedOid]);
    expect(loadConfig({}).adminObjectIds).toEqual([]);
  });
});
