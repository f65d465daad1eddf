import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { buildTestApp, type TestApp } from './helper';

/** A signing key of the fake tenant. */
export interface TenantKey {
  kid: string;
  privateKey: CryptoKeyLike;
  publicJwk: JWK;
}
type CryptoKeyLike = Parameters<SignJWT['sign']>[0];

/**
 * A stand-in for Microsoft Entra ID at the network edge: serves the tenant's OpenID metadata and JWKS
 * shaped like Microsoft's (`{authority}/{tenant}/v2.0/.well-known/openid-configuration`,
 * `{authority}/{tenant}/discovery/v2.0/keys`), and signs v2.0 access tokens for the API.
 */
export interface FakeTenant {
  authority: string;
  tenantId: string;
  clientId: string;
  /** Issuer as Microsoft writes it for v2.0 tokens (the real host, not the local server). */
  issuer: string;
  keys: TenantKey[];
  /** Adds a new key (published in the JWKS) and returns it; `replace` drops the old ones. */
  rotate(replace?: boolean): Promise<TenantKey>;
  /** An access token for the API with Entra v2.0 claims; `overrides` change or remove claims (undefined removes). */
  token(person: { oid: string; email: string; name?: string }, overrides?: Record<string, unknown>, key?: TenantKey): Promise<string>;
  /** How many times the JWKS was fetched. */
  jwksFetches: number;
  close(): Promise<void>;
}

export async function newTenantKey(): Promise<TenantKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID().replaceAll('-', '').slice(0, 27);
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, use: 'sig', kty: 'RSA' } };
}

export async function startFakeTenant(): Promise<FakeTenant> {
  const tenantId = randomUUID();
  const clientId = randomUUID();
  const issuer = `https://login.microsoftonline.com/${tenantId}/v2.0`;
  const tenant: FakeTenant = {
    authority: '',
    tenantId,
    clientId,
    issuer,
    keys: [await newTenantKey()],
    jwksFetches: 0,
    async rotate(replace = false) {
      const key = await newTenantKey();
      tenant.keys = replace ? [key] : [...tenant.keys, key];
      return key;
    },
    async token(person, overrides = {}, key = tenant.keys[0]!) {
      const now = Math.floor(Date.now() / 1000);
      const claims: JWTPayload & Record<string, unknown> = {
        aud: clientId,
        iss: issuer,
        iat: now,
        nbf: now,
        exp: now + 3600,
        aio: 'fake',
        azp: clientId,
        azpacr: '0',
        name: person.name ?? 'Entra Person',
        oid: person.oid,
        preferred_username: person.email,
        rh: '0.fake.',
        scp: 'access_as_user',
        sub: `sub-${person.oid}`,
        tid: tenantId,
        uti: randomUUID(),
        ver: '2.0',
        ...overrides,
      };
      for (const [claim, value] of Object.entries(overrides)) if (value === undefined) delete claims[claim];
      const header = { alg: 'RS256', typ: 'JWT', kid: key.kid };
      return new SignJWT(claims).setProtectedHeader(header).sign(key.privateKey);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === `/${tenantId}/v2.0/.well-known/openid-configuration`) {
      res.end(
        JSON.stringify({
          token_endpoint: `https://login.microsoftonline.com/${tenantId}/oauth2/v2.0/token`,
          jwks_uri: `${tenant.authority}/${tenantId}/discovery/v2.0/keys`,
          issuer,
          authorization_endpoint: `https://login.microsoftonline.com/${tenantId}/oauth2/v2.0/authorize`,
          response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
          id_token_signing_alg_values_supported: ['RS256'],
          tenant_region_scope: 'EU',
        }),
      );
      return;
    }
    if (url.pathname === `/${tenantId}/discovery/v2.0/keys`) {
      tenant.jwksFetches += 1;
      res.end(JSON.stringify({ keys: tenant.keys.map((k) => k.publicJwk) }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  tenant.authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return tenant;
}

/**
 * A fake tenant and a test app in Entra mode that trusts it (client id, tenant id and authority of the
 * tenant); `env` adds or overrides settings (e.g. `ADMIN_OBJECT_IDS`). Close the app, then the tenant.
 */
export async function buildEntraTestApp(env: Record<string, string> = {}): Promise<{ tenant: FakeTenant; t: TestApp }> {
  const tenant = await startFakeTenant();
  const t = await buildTestApp({
    AUTH_MODE: 'entra',
    AZURE_CLIENT_ID: tenant.clientId,
    AZURE_TENANT_ID: tenant.tenantId,
    AZURE_AUTHORITY: tenant.authority,
    ...env,
  });
  return { tenant, t };
}
