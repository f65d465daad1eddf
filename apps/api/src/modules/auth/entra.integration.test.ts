import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '@apps/contracts/core/auth';
import type { User } from '@apps/contracts/core/user';
import { envelope, uniqueEmail, type TestApp } from '../../../test/helper';
import { buildEntraTestApp, newTenantKey, type FakeTenant } from '../../../test/entra';
import { unsignedToken } from '../../../test/tokens';

let tenant: FakeTenant;
let t: TestApp;

beforeAll(async () => {
  ({ tenant, t } = await buildEntraTestApp());
});

afterAll(async () => {
  await t.close();
  await tenant.close();
});

function login(token: string) {
  return t.request({ method: 'POST', url: '/v1/auth/login', as: token });
}

describe('entra mode', () => {
  it('tells the web app the client id, the tenant authority from the metadata and the API scope', async () => {
    const config = envelope<AuthConfig>(await t.request({ method: 'GET', url: '/v1/auth/config' })).data;
    expect(config).toMatchObject({
      mode: 'entra',
      clientId: tenant.clientId,
      authority: `https://login.microsoftonline.com/${tenant.tenantId}`,
      apiScope: `api://${tenant.clientId}/access_as_user`,
      devAccounts: [],
    });
  });

  it('signs in with a valid v2.0 token and keys the user by oid; a changed name is updated', async () => {
    const person = { oid: randomUUID(), email: uniqueEmail(), name: 'First Name' };
    const first = envelope<User>(await login(await tenant.token(person)));
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({ azureId: person.oid, email: person.email, name: 'First Name' });

    const second = envelope<User>(await login(await tenant.token({ ...person, name: 'Renamed Person' })));
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.name).toBe('Renamed Person');
  });

  it('keeps a directory name with line breaks or tabs on one line', async () => {
    const person = { oid: randomUUID(), email: uniqueEmail(), name: 'Ann\r\nBcc: intruder@example.com\t Smith' };
    const response = await login(await tenant.token(person));
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<User>(response).data.name).toBe('Ann Bcc: intruder@example.com  Smith');
  });

  it('accepts the App ID URI as audience and e-mail from the upn claim', async () => {
    const person = { oid: randomUUID(), email: uniqueEmail() };
    const token = await tenant.token(person, { aud: `api://${tenant.clientId}`, preferred_username: undefined, upn: person.email });
    expect((await login(token)).statusCode).toBe(200);
  });

  it('refuses every bad token with 401', async () => {
    const person = { oid: randomUUID(), email: uniqueEmail() };
    const stranger = await newTenantKey();
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string> = {
      'wrong signature': await tenant.token(person, {}, { ...stranger, kid: tenant.keys[0]!.kid }),
      'unknown kid': await tenant.token(person, {}, stranger),
      'alg none': unsignedToken({ oid: person.oid, preferred_username: person.email, tid: tenant.tenantId, iss: tenant.issuer, aud: tenant.clientId }),
      'HS256 with the public key as secret': await new SignJWT({ oid: person.oid, preferred_username: person.email, tid: tenant.tenantId })
        .setProtectedHeader({ alg: 'HS256', kid: tenant.keys[0]!.kid })
        .setIssuer(tenant.issuer)
        .setAudience(tenant.clientId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(JSON.stringify(tenant.keys[0]!.publicJwk))),
      expired: await tenant.token(person, { exp: now - 600, nbf: now - 4000, iat: now - 4000 }),
      'not yet valid': await tenant.token(person, { nbf: now + 600 }),
      'wrong audience': await tenant.token(person, { aud: 'api://someone-else' }),
      'wrong issuer': await tenant.token(person, { iss: `https://login.microsoftonline.com/${randomUUID()}/v2.0` }),
      'v1 issuer': await tenant.token(person, { iss: `https://sts.windows.net/${tenant.tenantId}/`, ver: '1.0' }),
      'wrong tid': await tenant.token(person, { tid: randomUUID() }),
      'missing oid': await tenant.token(person, { oid: undefined }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await login(token);
      expect(response.statusCode, name).toBe(401);
      expect(envelope(response).success, name).toBe(false);
    }
    expect((await login(await tenant.token(person))).statusCode).toBe(200);
  });

  it('accepts only delegated tokens whose scp holds the API scope, and names the scope when it refuses', async () => {
    const person = { oid: randomUUID(), email: uniqueEmail() };
    const refused: Record<string, string> = {
      'no scp': await tenant.token(person, { scp: undefined }),
      'another scope (Mail.Read)': await tenant.token(person, { scp: 'Mail.Read' }),
      'a scope that only contains the name': await tenant.token(person, { scp: 'access_as_user_admin' }),
      'the full scope URI instead of its name': await tenant.token(person, { scp: `api://${tenant.clientId}/access_as_user` }),
      'app-only (client credentials)': await tenant.token(person, { scp: undefined, idtyp: 'app', roles: ['Apps.ReadWrite.All'] }),
      'app-only with a scp claim': await tenant.token(person, { idtyp: 'app', roles: ['Apps.ReadWrite.All'] }),
    };
    for (const [name, token] of Object.entries(refused)) {
      const response = await login(token);
      expect(response.statusCode, name).toBe(401);
      expect(envelope(response).error, name).toContain('access_as_user');
    }
    const several = await login(await tenant.token(person, { scp: 'User.Read access_as_user Mail.Read', idtyp: 'user' }));
    expect(several.statusCode, several.body).toBe(200);
  });

  it('requires the scope named by AZURE_API_SCOPE when it is set', async () => {
    const custom = await buildEntraTestApp({ AZURE_API_SCOPE: 'api://apps.contoso.example/Apps.Use' });
    try {
      const person = { oid: randomUUID(), email: uniqueEmail() };
      const call = async (claims: Record<string, unknown>) =>
        custom.t.request({ method: 'POST', url: '/v1/auth/login', as: await custom.tenant.token(person, { aud: 'api://apps.contoso.example', ...claims }) });
      const refused = await call({});
      expect(refused.statusCode).toBe(401);
      expect(envelope(refused).error).toContain('Apps.Use');
      expect((await call({ scp: 'Apps.Use' })).statusCode).toBe(200);
    } finally {
      await custom.t.close();
      await custom.tenant.close();
    }
  });

  it('picks up a rotated signing key', async () => {
    const person = { oid: randomUUID(), email: uniqueEmail() };
    expect((await login(await tenant.token(person))).statusCode).toBe(200);
    const fetchesBefore = tenant.jwksFetches;
    // jose refetches the JWKS on an unknown kid after a short cooldown.
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    const rotated = await tenant.rotate(true);
    const response = await login(await tenant.token(person, {}, rotated));
    expect(response.statusCode, response.body).toBe(200);
    expect(tenant.jwksFetches).toBeGreaterThan(fetchesBefore);
  });

  it('answers 404 for the development token endpoint', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email: 'x@y.example' } });
    expect(response.statusCode).toBe(404);
  });
});
