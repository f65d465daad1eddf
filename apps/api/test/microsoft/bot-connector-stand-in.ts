import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { TestCertificate } from '../push/test-certificate';
import { openIdConfiguration } from './identity-platform';

/** One request the Bot Connector stand-in received: method, path, bearer token and JSON body (or form). */
export interface RecordedBotRequest {
  method: string;
  path: string;
  token: string | null;
  body: Record<string, unknown> | null;
  form: Record<string, string> | null;
}

/** A forced answer of the Bot Connector service for its next request of `method`: 403 (the bot is not in the chat), 429 with `retryAfterSeconds`, or 503. */
export interface ForcedBotAnswer {
  method: 'POST' | 'PUT';
  status: 403 | 429 | 503;
  retryAfterSeconds?: number;
}

/** The Bot Connector's error envelope for each forced status. */
const CONNECTOR_ERRORS: Record<ForcedBotAnswer['status'], { code: string; message: string }> = {
  403: { code: 'BotNotInConversationRoster', message: 'The bot is not part of the conversation roster.' },
  429: { code: 'Throttled', message: 'Too many requests.' },
  503: { code: 'ServiceUnavailable', message: 'The service is unavailable.' },
};

/** A Bot Framework signing key: the private half signs activities, the public half is in the JWKS. */
interface SigningKey {
  kid: string;
  privateKey: Parameters<SignJWT['sign']>[0];
  publicJwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = createHash('sha256').update(publicJwk.n ?? '').digest('base64url').slice(0, 27);
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, kty: 'RSA', use: 'sig' } };
}

/**
 * Stand-ins for the Bot Framework at the network edge, shaped as Microsoft documents them
 * ("Authentication with the Bot Connector API", "Bot Connector API reference"):
 * - over HTTP, the Bot Connector's OpenID metadata (`/v1/.well-known/openidconfiguration`, issuer
 *   `https://api.botframework.com`) and its keys (`/v1/.well-known/keys`, each with `endorsements`),
 *   one of them signing the activities `sign` makes (what Azure Bot Service sends to a bot's endpoint);
 * - over HTTPS with `certificate`, the Microsoft identity platform of the bot's tenant (OpenID metadata
 *   and the v2.0 token endpoint: client credentials for scope `https://api.botframework.com/.default`)
 *   and the Bot Connector service (`POST /v3/conversations/{id}/activities` answers 201 with the new
 *   message's id; `PUT .../activities/{activityId}` answers 200), recording every request.
 */
export async function startBotConnectorStandIn(certificate: TestCertificate, options: { appId: string; password: string; tenantId: string }) {
  const requests: RecordedBotRequest[] = [];
  const force: ForcedBotAnswer[] = [];
  const key = await newSigningKey();
  const endorsements = ['msteams', 'webchat'];
  let issued = 0;
  let posted = 0;

  const keysServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (url.pathname === '/v1/.well-known/openidconfiguration') {
      return send(200, {
        issuer: 'https://api.botframework.com',
        authorization_endpoint: 'https://invalid.botframework.com',
        jwks_uri: `${keysBase}/v1/.well-known/keys`,
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
      });
    }
    if (url.pathname === '/v1/.well-known/keys') return send(200, { keys: [{ ...key.publicJwk, endorsements }] });
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => keysServer.listen(0, '127.0.0.1', resolve));
  const keysBase = `http://127.0.0.1:${(keysServer.address() as AddressInfo).port}`;

  const server = https.createServer({ cert: certificate.cert, key: certificate.key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', base);
      const method = request.method ?? 'GET';
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? null;
      const isForm = (request.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
      const form = isForm ? Object.fromEntries(new URLSearchParams(text)) : null;
      const body = !isForm && text ? (JSON.parse(text) as Record<string, unknown>) : null;
      requests.push({ method, path: url.pathname, token, body, form });
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end(JSON.stringify(json));
      };
      const tenant = `/${options.tenantId}`;
      if (method === 'GET' && url.pathname === `${tenant}/v2.0/.well-known/openid-configuration`) {
        return send(200, openIdConfiguration(base, tenant));
      }
      if (method === 'POST' && url.pathname === `${tenant}/oauth2/v2.0/token`) {
        if (form?.grant_type !== 'client_credentials' || form.client_id !== options.appId) {
          return send(400, { error: 'unauthorized_client', error_description: 'AADSTS700016: Application not found in the directory.' });
        }
        if (form.client_secret !== options.password) return send(401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
        if (!form.scope?.split(' ').includes('https://api.botframework.com/.default')) return send(400, { error: 'invalid_scope', error_description: 'AADSTS70011: The provided value for scope is not valid.' });
        issued += 1;
        return send(200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: `bot-token-${issued}` });
      }
      const match = /^\/teams\/v3\/conversations\/([^/]+)\/activities(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return send(404, { error: { code: 'BadArgument', message: 'Unknown path' } });
      if (!token?.startsWith('bot-token-')) return send(401, { message: 'Authorization has been denied for this request.' });
      const forced = force.findIndex((answer) => answer.method === method);
      if (forced >= 0) {
        const [answer] = force.splice(forced, 1);
        return send(answer!.status, { error: CONNECTOR_ERRORS[answer!.status] }, answer!.retryAfterSeconds ? { 'retry-after': String(answer!.retryAfterSeconds) } : {});
      }
      if (method === 'POST' && !match[2]) {
        posted += 1;
        return send(201, { id: `1:${posted}${randomUUID().slice(0, 8)}` });
      }
      if (method === 'PUT' && match[2]) return send(200, { id: decodeURIComponent(match[2]) });
      return send(405, { error: { code: 'BadArgument', message: 'Method not allowed' } });
    });
  });
  // Idle connections stay open for the whole file, as Microsoft's servers keep them far longer than Node's 5 s
  // default: on a loaded machine a kept-alive socket closed at that moment failed a test's call (socket hang up).
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://localhost:${(server.address() as AddressInfo).port}`;

  /** A Bot Connector token for an activity: claims as Azure Bot Service sends them; `overrides` change or (undefined) remove claims. */
  async function tokenFor(serviceUrl: string, overrides: Record<string, unknown> = {}, signWith: SigningKey = key): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { serviceUrl, nbf: now - 5, exp: now + 3600, iss: 'https://api.botframework.com', aud: options.appId, ...overrides };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signWith.kid, typ: 'JWT' }).sign(signWith.privateKey);
  }

  return {
    /** The identity platform's base (`AZURE_AUTHORITY`) and the Bot Connector's service URL. */
    url: base,
    serviceUrl: `${base}/teams/`,
    /** `BOT_OPENID_METADATA_URL` of the stand-in. */
    openIdMetadataUrl: `${keysBase}/v1/.well-known/openidconfiguration`,
    requests,
    /** Answers the next matching Bot Connector requests with these refusals. */
    force,
    tokenFor,
    /** A key that is not in the JWKS, with the `kid` of the real one (a forged signature). */
    forgedKey: async (): Promise<SigningKey> => ({ ...(await newSigningKey()), kid: key.kid }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => keysServer.close(() => resolve()));
    },
  };
}
