import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import type { User } from '@apps/contracts/core/user';
import type { UserRolesResponse } from '@apps/contracts/core/role';
import { buildTestApp, envelope, uniqueEmail, type TestApp } from '../../../test/helper';
import { devClaims, devSigningKey, signToken, strangerKey, unsignedToken } from '../../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function login(token: string) {
  return t.request({ method: 'POST', url: '/v1/auth/login', as: token });
}

describe('GET /v1/auth/config', () => {
  it('is public and describes dev mode', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/auth/config' });
    expect(response.statusCode).toBe(200);
    const body = envelope<{ mode: string; clientId: string | null; devAccounts: unknown[]; adminContactEmail: string | null }>(response);
    expect(body.data.mode).toBe('dev');
    expect(body.data.clientId).toBeNull();
    // Unset ADMIN_CONTACT_EMAIL: signed-in screens ask GET /v1/access/contact for the active admins.
    expect(body.data.adminContactEmail).toBeNull();
    expect(body.data.devAccounts.length).toBeGreaterThan(5);
  });
});

describe('POST /v1/auth/dev/token', () => {
  it('issues a token that signs in', async () => {
    const email = uniqueEmail();
    const response = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email, name: 'Dev Person' } });
    expect(response.statusCode).toBe(200);
    const { accessToken, expiresIn } = envelope<{ accessToken: string; expiresIn: number }>(response).data;
    expect(expiresIn).toBe(8 * 3600);
    const user = envelope<User>(await login(accessToken)).data;
    expect(user).toMatchObject({ email, name: 'Dev Person', isActive: true, avatarUrl: null });
  });

  it('answers 400 with field errors for a bad e-mail', async () => {
    const before = await t.count('users');
    const response = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toHaveProperty('email');
    expect(await t.count('users')).toBe(before);
  });

  it('is 404 in entra mode', async () => {
    const entra = await buildTestApp({ AUTH_MODE: 'entra', AZURE_CLIENT_ID: 'client', AZURE_TENANT_ID: 'tenant' });
    try {
      const response = await entra.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email: 'a@b.example' } });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).success).toBe(false);
    } finally {
      await entra.close();
    }
  });
});

describe('POST /v1/auth/login (SPEC.md section 4 user lookup)', () => {
  it('creates the user from the token only, ignoring body fields', async () => {
    const email = uniqueEmail();
    const token = await t.tokenFor(email, 'Token Name');
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      as: token,
      payload: { email: 'attacker@evil.example', name: 'Mallory', isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<User>(response).data).toMatchObject({ email, name: 'Token Name', isActive: true });
  });

  it('links an existing user without azure_id by e-mail, case-insensitively, and sets the name', async () => {
    const email = uniqueEmail();
    await t.app.db.execute(sql`insert into users (email) values (${email.toUpperCase()})`);
    const before = await t.count('users');
    const user = envelope<User>(await login(await t.tokenFor(email, 'Linked Person'))).data;
    expect(user.azureId).toBeTruthy();
    expect(user.name).toBe('Linked Person');
    expect(await t.count('users')).toBe(before);
  });

  it('updates a changed display name at the next sign-in and keeps one row', async () => {
    const email = uniqueEmail();
    const first = envelope<User>(await login(await t.tokenFor(email, 'Old Name'))).data;
    const second = envelope<User>(await login(await t.tokenFor(email, 'New Name'))).data;
    expect(second.id).toBe(first.id);
    expect(second.name).toBe('New Name');
  });

  it('gives ADMIN_EMAILS Admin on all', async () => {
    const token = await t.tokenFor('bootstrap.admin@test.example', 'Boot Admin');
    const user = envelope<User>(await login(token)).data;
    const roles = envelope<UserRolesResponse>(await t.request({ method: 'GET', url: `/v1/users/${user.id}/roles`, as: token })).data;
    expect(roles.userRoles).toEqual([expect.objectContaining({ module: 'all', role: expect.objectContaining({ name: 'Admin' }) })]);
    // Idempotent: a second sign-in adds nothing.
    await login(token);
    const again = envelope<UserRolesResponse>(await t.request({ method: 'GET', url: `/v1/users/${user.id}/roles`, as: token })).data;
    expect(again.userRoles).toHaveLength(1);
  });

  it('refuses a deactivated user with 403', async () => {
    const person = await t.createPerson({ isActive: false });
    const response = await login(person.token);
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toMatch(/deactivated/);
  });

  it('refuses a person deactivated after an earlier sign-in, with the same token (no cached sign-in)', async () => {
    const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
    expect((await login(person.token)).statusCode).toBe(200);
    expect((await login(person.token)).statusCode).toBe(200);
    await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { isActive: false } });
    const response = await login(person.token);
    expect(response.statusCode).toBe(403);
    expect(envelope(response).error).toMatch(/deactivated/);
  });

  it('answers a removed role at once: the roles, the permissions and the routes it opened', async () => {
    const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }, { role: 'Manager', module: 'mytime' }] });
    const rolesOf = async () => envelope<UserRolesResponse>(await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person })).data;
    const pending = () => t.request({ method: 'GET', url: `/v1/mytime/timesheets/pending-approval?managerId=${person.id}`, as: person });
    expect((await login(person.token)).statusCode).toBe(200);
    const before = await rolesOf();
    const manager = before.userRoles.find((r) => r.role.name === 'Manager')!;
    expect((await pending()).statusCode).toBe(200);
    const permissionsBefore = envelope<unknown[]>(await t.request({ method: 'GET', url: `/v1/permissions?roleIds=${manager.roleId}`, as: person })).data;
    expect(permissionsBefore.length).toBeGreaterThan(0);

    expect((await t.request({ method: 'DELETE', url: `/v1/user-roles/${manager.id}`, as: admin })).statusCode).toBeLessThan(300);
    expect((await login(person.token)).statusCode).toBe(200);
    expect((await rolesOf()).userRoles.map((r) => r.role.name)).toEqual(['Employee']);
    expect((await pending()).statusCode).toBe(403);
  });
});

describe('token verification', () => {
  it('refuses missing, malformed and non-bearer authorization with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: 'Bearer not.a.jwt' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(envelope(response).success).toBe(false);
    }
  });

  it('refuses a wrong signature, alg none, HS256, expiry, not-before, wrong audience and issuer, and a token without the API scope', async () => {
    const email = uniqueEmail();
    const { kid, privateKey, publicJwk } = await devSigningKey(t.database);
    const stranger = await strangerKey();
    const hmacSecret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const cases: Record<string, string> = {
      'wrong signature': await signToken(stranger.privateKey, kid, devClaims(email)),
      'unknown kid': await signToken(stranger.privateKey, 'unknown-kid', devClaims(email)),
      'alg none': unsignedToken(devClaims(email)),
      'HS256 with the public key as secret': await new SignJWT(devClaims(email))
        .setProtectedHeader({ alg: 'HS256', kid })
        .setIssuer('urn:apps:dev-sign-in')
        .setAudience('urn:apps:api')
        .setExpirationTime('1h')
        .sign(hmacSecret),
      expired: await signToken(privateKey, kid, devClaims(email), { expiresIn: Math.floor(Date.now() / 1000) - 600 }),
      'not yet valid': await signToken(privateKey, kid, devClaims(email), { notBefore: Math.floor(Date.now() / 1000) + 600 }),
      'wrong audience': await signToken(privateKey, kid, devClaims(email), { audience: 'urn:someone:else' }),
      'wrong issuer': await signToken(privateKey, kid, devClaims(email), { issuer: 'https://evil.example' }),
      'missing oid': await signToken(privateKey, kid, { ...devClaims(email), oid: undefined }),
      'without scp': await signToken(privateKey, kid, { ...devClaims(email), scp: undefined }),
      'another scope': await signToken(privateKey, kid, { ...devClaims(email), scp: 'Mail.Read' }),
    };
    const valid = await signToken(privateKey, kid, devClaims(email));
    expect((await login(valid)).statusCode).toBe(200);
    for (const [name, token] of Object.entries(cases)) {
      const response = await login(token);
      expect(response.statusCode, name).toBe(401);
      expect(envelope(response).error, name).toBeTruthy();
    }
  });

  it('refuses a valid token of a user who never signed in on other routes with 401', async () => {
    const token = await t.tokenFor(uniqueEmail());
    const response = await t.request({ method: 'GET', url: '/v1/permissions?roleIds=', as: token });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a deactivated user on every call at once', async () => {
    const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    const person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
    expect((await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person })).statusCode).toBe(200);
    await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { isActive: false } });
    const response = await t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person });
    expect(response.statusCode).toBe(403);
  });
});

describe('admin:grant (grantGlobalAdminByEmail)', () => {
  it('gives Admin on all to a future user, applied at their first sign-in, once', async () => {
    const { grantGlobalAdminByEmail } = await import('../users/admin-grant.service');
    const email = uniqueEmail('future.admin');
    expect(await grantGlobalAdminByEmail(t.app.db, email)).toMatchObject({ email, signedIn: false, created: true });
    expect(await grantGlobalAdminByEmail(t.app.db, email.toUpperCase())).toMatchObject({ created: false });

    const token = await t.tokenFor(email, 'Future Admin');
    const user = envelope<User>(await login(token)).data;
    expect(user.name).toBe('Future Admin');
    const list = await t.request({ method: 'GET', url: '/v1/users', as: token });
    expect(list.statusCode).toBe(200);
  });
});
