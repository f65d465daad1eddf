import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, importX509, jwtVerify } from 'jose';
import type { TestCertificate } from '../push/test-certificate';
import { openIdConfiguration } from './identity-platform';

/** One request the stand-in received: method, path (with query), bearer token and JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
  form: Record<string, string> | null;
}

/** A forced answer for the next Graph request matching `method` and `path` (a prefix): 429 with `retryAfterSeconds`, 403, 404, 503, or none. */
export interface ForcedAnswer {
  method?: string;
  path?: string;
  /** `hang`: no answer at all (the client's timeout ends the call). */
  status: 403 | 404 | 429 | 503 | 'hang';
  retryAfterSeconds?: number;
}

/** What Graph answers for each refusal (Graph's error envelope, as Microsoft documents it). */
const GRAPH_ERRORS: Record<Exclude<ForcedAnswer['status'], 'hang'>, { code: string; message: string }> = {
  403: { code: 'ErrorAccessDenied', message: 'Access is denied. Check credentials and try again.' },
  404: { code: 'ErrorInvalidUser', message: "The requested user is invalid." },
  429: { code: 'ApplicationThrottled', message: 'Application is over its MailboxConcurrency limit.' },
  503: { code: 'ServiceNotAvailable', message: 'Service unavailable.' },
};

/** Graph's refusal of an activity notification for a person who has not installed the Teams app. */
export const TEAMS_APP_NOT_INSTALLED = { code: 'Forbidden', message: 'Forbidden: The Teams app is not installed for the recipient.' };

/**
 * Stand-ins for the Microsoft identity platform (OpenID metadata and the v2.0 token endpoint of one
 * tenant: client credentials, `expires_in` 3599) and Microsoft Graph v1.0 (`/users/{id}/events`,
 * `/users/{id}/mailboxSettings`; an event created again with the same `transactionId` is the same event;
 * `/users/{id}/teamwork/sendActivityNotification`: 204, or 403 when the Teams app is not installed for the
 * person), over HTTPS with `certificate`, on `port` of 127.0.0.1 (`localhost`).
 * Graph keeps each user's events and mailbox settings, records every request, knows only the users in
 * `knownUsers` (others: 404) and answers the `force`d refusals first.
 */
export async function startMicrosoftStandIn(certificate: TestCertificate, port: number, options: { tenantId: string; clientId: string; clientSecret: string; clientCertificate?: string }) {
  const base = `https://localhost:${port}`;
  const requests: RecordedRequest[] = [];
  const forced: ForcedAnswer[] = [];
  const knownUsers = new Set<string>();
  const events = new Map<string, Map<string, Record<string, unknown>>>();
  const mailboxes = new Map<string, { automaticRepliesSetting: Record<string, unknown> }>();
  const teamsInstalled = new Set<string>();
  const activities: Array<{ user: string; body: Record<string, unknown> }> = [];
  let issued = 0;

  const mailboxOf = (user: string) => {
    let mailbox = mailboxes.get(user);
    if (!mailbox) {
      mailbox = { automaticRepliesSetting: { status: 'disabled', externalAudience: 'all', internalReplyMessage: '', externalReplyMessage: '' } };
      mailboxes.set(user, mailbox);
    }
    return mailbox;
  };

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
      const body = !isForm && text ? (JSON.parse(text) as unknown) : null;
      requests.push({ method, path: url.pathname + url.search, token, body, form });
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
        response.end(json === undefined ? undefined : JSON.stringify(json));
      };
      const tenant = `/${options.tenantId}`;

      if (method === 'GET' && url.pathname === `${tenant}/v2.0/.well-known/openid-configuration`) {
        return send(200, openIdConfiguration(base, tenant));
      }
      if (method === 'POST' && url.pathname === `${tenant}/oauth2/v2.0/token`) {
        const grant = () => {
          issued += 1;
          send(200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: `graph-token-${issued}` });
        };
        if (form?.grant_type !== 'client_credentials' || form.client_id !== options.clientId) {
          return send(400, { error: 'unauthorized_client', error_description: 'AADSTS700016: Application not found in the directory.' });
        }
        if (form.client_assertion_type === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' && options.clientCertificate && form.client_assertion) {
          // A certificate credential: a JWT signed with the private key, checked with the uploaded certificate
          // (with Entra's five minutes of clock skew: msal rounds its `nbf` to the nearest second).
          const assertion = form.client_assertion;
          void importX509(options.clientCertificate, decodeProtectedHeader(assertion).alg ?? 'RS256')
            .then((key) => jwtVerify(assertion, key, { audience: `${base}${tenant}/oauth2/v2.0/token`, issuer: options.clientId, subject: options.clientId, clockTolerance: 300 }))
            .then(grant, () => send(401, { error: 'invalid_client', error_description: 'AADSTS700027: Client assertion failed signature validation.' }));
          return;
        }
        if (form.client_secret !== options.clientSecret) return send(401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
        return grant();
      }

      const match = /^\/v1\.0\/users\/([^/]+)\/(events|mailboxSettings|teamwork\/sendActivityNotification)(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return send(404, { error: { code: 'BadRequest', message: `Resource not found for the segment '${url.pathname}'.` } });
      if (!token?.startsWith('graph-token-')) return send(401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } });
      const refusal = forced.findIndex((f) => (!f.method || f.method === method) && (!f.path || url.pathname.startsWith(f.path)));
      if (refusal >= 0) {
        const [f] = forced.splice(refusal, 1);
        if (f!.status === 'hang') return;
        const status = f!.status;
        return send(status, { error: { ...GRAPH_ERRORS[status], innerError: { 'request-id': randomUUID(), date: new Date().toISOString() } } }, f!.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(f!.retryAfterSeconds) });
      }
      const user = decodeURIComponent(match[1]!);
      if (!knownUsers.has(user)) return send(404, { error: { ...GRAPH_ERRORS[404] } });
      const [, , resource, id] = match;
      if (resource === 'events') {
        const own = events.get(user) ?? new Map<string, Record<string, unknown>>();
        events.set(user, own);
        if (method === 'POST' && !id) {
          const transactionId = (body as { transactionId?: string }).transactionId;
          const same = transactionId ? [...own.values()].find((event) => event.transactionId === transactionId) : undefined;
          if (same) return send(201, same);
          const eventId = `AAMkAG${randomUUID().replace(/-/g, '')}=`;
          const created = { '@odata.context': `${base}/v1.0/$metadata#users('${user}')/events/$entity`, id: eventId, ...(body as Record<string, unknown>) };
          own.set(eventId, created);
          return send(201, created);
        }
        if (method === 'DELETE' && id) {
          if (!own.delete(decodeURIComponent(id))) return send(404, { error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' } });
          return send(204, undefined);
        }
      }
      if (resource === 'teamwork/sendActivityNotification' && method === 'POST' && !id) {
        // Graph refuses a recipient for whom the Teams app is not installed (403, its error envelope).
        if (!teamsInstalled.has(user)) return send(403, { error: { ...TEAMS_APP_NOT_INSTALLED, innerError: { 'request-id': randomUUID(), date: new Date().toISOString() } } });
        activities.push({ user, body: body as Record<string, unknown> });
        return send(204, undefined);
      }
      if (resource === 'mailboxSettings' && !id) {
        const mailbox = mailboxOf(user);
        if (method === 'GET') return send(200, { '@odata.context': `${base}/v1.0/$metadata#users('${user}')/mailboxSettings`, ...mailbox, timeZone: 'India Standard Time' });
        if (method === 'PATCH') {
          const patch = (body as { automaticRepliesSetting?: Record<string, unknown> }).automaticRepliesSetting ?? {};
          // Exchange keeps a reply message as HTML.
          const asHtml = (message: unknown) => (typeof message === 'string' && message ? `<html>\n<body>\n<div>${message}</div>\n</body>\n</html>\n` : message);
          mailbox.automaticRepliesSetting = {
            ...mailbox.automaticRepliesSetting,
            ...patch,
            ...('internalReplyMessage' in patch ? { internalReplyMessage: asHtml(patch.internalReplyMessage) } : {}),
            ...('externalReplyMessage' in patch ? { externalReplyMessage: asHtml(patch.externalReplyMessage) } : {}),
          };
          return send(200, { '@odata.context': `${base}/v1.0/$metadata#Me/mailboxSettings`, automaticRepliesSetting: mailbox.automaticRepliesSetting });
        }
      }
      return send(405, { error: { code: 'Request_BadRequest', message: 'Method not allowed.' } });
    });
  });
  // Idle connections stay open for the whole file, as Microsoft's servers keep them far longer than Node's 5 s
  // default: on a loaded machine a kept-alive socket closed at that moment failed a test's call (socket hang up).
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    /** `https://localhost:{port}`: both AZURE_AUTHORITY and GRAPH_BASE_URL. */
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    requests,
    /** Graph's requests only (under /v1.0). */
    graphRequests: () => requests.filter((r) => r.path.startsWith('/v1.0/')),
    /** Token requests (client credentials) received. */
    tokenRequests: () => requests.filter((r) => new URL(r.path, base).pathname.endsWith('/oauth2/v2.0/token')),
    force: (answer: ForcedAnswer) => forced.push(answer),
    addUser: (objectId: string) => knownUsers.add(objectId),
    /** The Teams app is installed for the person (personal scope): their activity notifications are taken. */
    installTeamsApp: (objectId: string) => teamsInstalled.add(objectId),
    /** Activity notifications Graph took (204), in order. */
    activitiesOf: (objectId: string) => activities.filter((a) => a.user === objectId).map((a) => a.body),
    eventsOf: (objectId: string) => [...(events.get(objectId)?.values() ?? [])],
    repliesOf: (objectId: string) => mailboxOf(objectId).automaticRepliesSetting,
    /** The person writes their own automatic reply in Outlook. */
    writeOwnReply: (objectId: string, message: string) => {
      mailboxOf(objectId).automaticRepliesSetting = { status: 'alwaysEnabled', externalAudience: 'all', internalReplyMessage: `<html><body>${message}</body></html>`, externalReplyMessage: '' };
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
