import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { BrowserContext, Route } from '@playwright/test';

/** The fake tenant shared with e2e/start-server.mjs (test-only key). */
export const TENANT = JSON.parse(readFileSync(path.join(import.meta.dirname, 'test-tenant.json'), 'utf8')) as {
  tenantId: string;
  clientId: string;
  kid: string;
  privateJwk: JWK;
};

export interface EntraPerson {
  oid: string;
  email: string;
  name: string;
}

export interface MicrosoftEdge {
  /** Requests the fake answered, as `METHOD path` (for assertions and debugging). */
  calls: string[];
  /** What `me/photo/$value` answers: PNG bytes or 404. */
  photo: 'png' | 'none';
}

const LOGIN = 'https://login.microsoftonline.com';
const ISSUER = `${LOGIN}/${TENANT.tenantId}/v2.0`;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-expose-headers': '*' };
/** A 2x2 blue PNG: the person's "photo". */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const privateKey = importJWK(TENANT.privateJwk, 'RS256');

async function sign(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: TENANT.kid }).sign(await privateKey);
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Answers Microsoft's endpoints at the network edge with responses shaped like Entra ID v2.0's:
 * authorize (302 back to the redirect bridge with a code, echoing `state`), token (access token for the
 * API signed by the tenant key the API trusts, id token with the request's `nonce`, refresh token,
 * `expires_in`, `client_info`), logout (302 to `post_logout_redirect_uri` echoing `state`), and Graph's
 * `me/photo/$value`.
 */
export async function answerMicrosoft(context: BrowserContext, person: EntraPerson, edge: MicrosoftEdge): Promise<void> {
  const nonces = new Map<string, string>();
  const clientInfo = Buffer.from(JSON.stringify({ uid: person.oid, utid: TENANT.tenantId })).toString('base64url');

  await context.route(`${LOGIN}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    edge.calls.push(`${request.method()} ${url.pathname}`);
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });

    if (url.pathname.endsWith('/oauth2/v2.0/authorize')) {
      const code = randomUUID();
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const state = url.searchParams.get('state') ?? '';
      const answer = new URLSearchParams({ code, client_info: clientInfo, state, session_state: randomUUID() });
      const separator = url.searchParams.get('response_mode') === 'query' ? '?' : '#';
      return route.fulfill({ status: 302, headers: { location: `${url.searchParams.get('redirect_uri')}${separator}${answer}` } });
    }

    if (url.pathname.endsWith('/oauth2/v2.0/token')) {
      const form = new URLSearchParams(request.postData() ?? '');
      const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
      const resourceScopes = scopes.filter((s) => !['openid', 'profile', 'offline_access', 'email'].includes(s));
      const forApi = resourceScopes.some((s) => s.startsWith('api://'));
      const now = Math.floor(Date.now() / 1000);
      const nonce = nonces.get(form.get('code') ?? '');
      const idToken = await sign({
        aud: TENANT.clientId,
        iss: ISSUER,
        iat: now,
        nbf: now,
        exp: now + 3600,
        name: person.name,
        oid: person.oid,
        preferred_username: person.email,
        sub: `sub-${person.oid}`,
        tid: TENANT.tenantId,
        ver: '2.0',
        ...(nonce ? { nonce } : {}),
      });
      const accessToken = forApi
        ? await sign({
            aud: TENANT.clientId,
            iss: ISSUER,
            iat: now,
            nbf: now,
            exp: now + 3600,
            name: person.name,
            oid: person.oid,
            preferred_username: person.email,
            // As Entra does: the names of the API's scopes the app asked for (`api://<app>/access_as_user`
            // -> `access_as_user`), space-separated; the API accepts a delegated token with its own scope only.
            scp: resourceScopes
              .filter((s) => s.startsWith('api://'))
              .map((s) => s.slice(s.lastIndexOf('/') + 1))
              .join(' '),
            sub: `sub-${person.oid}`,
            tid: TENANT.tenantId,
            ver: '2.0',
            azp: TENANT.clientId,
          })
        : `graph.${base64url({ oid: person.oid, scp: 'User.Read' })}.signature`;
      return route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          token_type: 'Bearer',
          scope: forApi ? resourceScopes.join(' ') : 'User.Read openid profile email',
          expires_in: 3599,
          ext_expires_in: 3599,
          access_token: accessToken,
          refresh_token: `refresh-${randomUUID()}`,
          id_token: idToken,
          client_info: clientInfo,
        }),
      });
    }

    if (url.pathname.endsWith('/oauth2/v2.0/logout')) {
      const target = new URL(url.searchParams.get('post_logout_redirect_uri') ?? 'about:blank');
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      return route.fulfill({ status: 302, headers: { location: target.toString() } });
    }

    return route.fulfill({ status: 404, headers: { ...CORS, 'content-type': 'application/json' }, body: '{"error":"not_found"}' });
  });

  await context.route('https://graph.microsoft.com/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    edge.calls.push(`${request.method()} graph${url.pathname}`);
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if (url.pathname === '/v1.0/me/photo/$value' && edge.photo === 'png') {
      return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'image/png' }, body: PHOTO });
    }
    return route.fulfill({
      status: 404,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify({ error: { code: 'ImageNotFound', message: 'Exception of type ImageNotFoundException was thrown.' } }),
    });
  });
}
