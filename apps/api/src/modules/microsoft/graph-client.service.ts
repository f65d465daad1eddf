import https from 'node:https';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfidentialClientApplication, type INetworkModule, type NetworkRequestOptions, type NetworkResponse } from '@azure/msal-node';
import type { AppConfig } from '../../config';

/** A refused or failed Graph call: `status` is the HTTP status (null: unreachable or timed out), `code` Graph's `error.code`. */
export class GraphError extends Error {
  override name = 'GraphError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    /** `Retry-After` of a 429 or 503, in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** One HTTP answer: status, lower-cased headers and the body as text. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** How Microsoft endpoints are reached: a kept-alive agent (`ca`: extra trusted certificates, PEM) and a timeout. */
export interface HttpsOptions {
  ca?: string | Buffer;
  timeoutMs?: number;
}

/**
 * Sends one HTTPS request and reads the whole answer.
 * @throws GraphError with status null when the server cannot be reached or does not answer within `timeoutMs`.
 */
export function httpsRequest(
  agent: https.Agent,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: init.method, agent, headers: init.headers, timeout: init.timeoutMs ?? 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => reject(new GraphError(error.message, null)));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${new URL(url).host} within ${init.timeoutMs ?? 30_000} ms`)));
    request.on('error', (error) => reject(new GraphError(error.message, null)));
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

/** An agent for Microsoft's endpoints: connections kept open, `ca` added to the trusted roots when given. */
export function microsoftAgent(options: HttpsOptions = {}): https.Agent {
  return new https.Agent({ keepAlive: true, maxSockets: 10, ...(options.ca ? { ca: options.ca } : {}) });
}

/** `Retry-After` in ms: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: Date = new Date()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The configured Graph connection (`AppConfig.graph` when set). */
export type GraphConfig = NonNullable<AppConfig['graph']>;

/** A Graph answer: its status and its JSON body (null for 204). */
export interface GraphAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Calls Microsoft Graph v1.0 as the application; `path` starts with `/` (for example `/users/{id}/events`). */
export interface GraphClient {
  /**
   * Sends one request with an app-only token.
   * @throws GraphError for any status >= 400 (with Graph's `error.code` and `Retry-After`), or with status null when Graph is unreachable or slow.
   */
  request<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<GraphAnswer<T>>;
  /** Closes the kept-alive connections. */
  close(): void;
}

/**
 * msal-node's network module over our agent, so the token endpoint is trusted and timed out as Graph is
 * (msal's own client would ignore a `ca` given here).
 */
export function networkModule(agent: ReturnType<typeof microsoftAgent>, timeoutMs: number): INetworkModule {
  const send = async <T>(method: string, url: string, options?: NetworkRequestOptions): Promise<NetworkResponse<T>> => {
    const answer = await httpsRequest(agent, url, { method, headers: options?.headers, body: options?.body, timeoutMs });
    return { status: answer.status, headers: answer.headers, body: JSON.parse(answer.text || '{}') as T };
  };
  return {
    sendGetRequestAsync: (url, options) => send('GET', url, options),
    sendPostRequestAsync: (url, options) => send('POST', url, options),
  };
}

/**
 * The app's client credential: the secret, or the certificate (SHA-256 thumbprint and chain for the
 * `x5c` header) with its private key, both read from one PEM file.
 * @throws Error when the PEM file lacks a certificate or a private key.
 */
function credentialOf(config: GraphConfig) {
  if ('secret' in config.credential) return { clientSecret: config.credential.secret };
  const pem = readFileSync(config.credential.certificatePath, 'utf8');
  const certificate = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)?.[0];
  const privateKey = pem.match(/-----BEGIN (?:RSA |EC )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC )?PRIVATE KEY-----/)?.[0];
  if (!certificate || !privateKey) throw new Error('GRAPH_CLIENT_CERTIFICATE_PATH must hold the certificate and its private key (PEM)');
  const thumbprintSha256 = createHash('sha256').update(new X509Certificate(certificate).raw).digest('hex');
  return { clientCertificate: { thumbprintSha256, privateKey, x5c: certificate } };
}

/**
 * A Graph client with client-credentials tokens from msal-node's `ConfidentialClientApplication` for
 * `{authority}/{tenantId}` (its token cache keeps a token until shortly before it expires), scope
 * `{baseUrl}/.default`. `connection.ca` adds trusted certificates for both endpoints (tests; in production
 * `NODE_EXTRA_CA_CERTS` does it for a proxy's CA).
 */
export function createGraphClient(config: GraphConfig, connection: HttpsOptions = {}): GraphClient {
  const agent = microsoftAgent(connection);
  const timeoutMs = connection.timeoutMs ?? 30_000;
  const msal = new ConfidentialClientApplication({
    auth: {
      clientId: config.clientId,
      authority: `${config.authority}/${config.tenantId}`,
      // A known authority is trusted as it is: its OpenID metadata is read from it, no instance discovery elsewhere.
      knownAuthorities: [new URL(config.authority).host],
      ...credentialOf(config),
    },
    system: { networkClient: networkModule(agent, timeoutMs) },
  });
  const scopes = [`${config.baseUrl}/.default`];

  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<GraphAnswer<T>> {
      let token: string;
      try {
        const result = await msal.acquireTokenByClientCredential({ scopes });
        if (!result) throw new Error('no token');
        token = result.accessToken;
      } catch (error) {
        if (error instanceof GraphError) throw error;
        throw new GraphError(`token: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500), null);
      }
      const answer = await httpsRequest(agent, `${config.baseUrl}/v1.0${path}`, {
        method,
        timeoutMs,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = answer.text ? (JSON.parse(answer.text) as unknown) : null;
      if (answer.status >= 400) {
        const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
        throw new GraphError(
          `${answer.status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim().slice(0, 500),
          answer.status,
          error?.code ?? null,
          retryAfterMs(answer.headers['retry-after']),
        );
      }
      return { status: answer.status, body: json as T };
    },
    close: () => agent.destroy(),
  };
}
