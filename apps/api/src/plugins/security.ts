import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';
import { rateLimitPlugin } from './rate-limit';

/** Hosts the browser talks to besides our own origin: Microsoft sign-in and the Graph photo service. */
function identityOrigins(config: AppConfig): string[] {
  const origins = new Set(['https://login.microsoftonline.com', 'https://graph.microsoft.com']);
  origins.add(new URL(config.auth.authority).origin);
  return [...origins];
}

/**
 * The page Microsoft Teams shows as the Teams app's personal tab (`npm run teams:package`), the one page
 * another site may frame: the Teams, Microsoft 365 and Outlook hosts Microsoft lists for a tab's
 * `frame-ancestors`. Every other page refuses to be framed.
 */
export const TEAMS_TAB_PATH = '/teams-tab.html';
const TEAMS_HOSTS = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.cloud.microsoft',
  'https://*.microsoft365.com',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
];

/**
 * Security headers (a strict CSP the SPA works under, HSTS in production), CORS only for configured
 * origins, and the rate-limit budgets (`rate-limit.ts`, applied by the auth hook) answering 429 with the envelope.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  const external = identityOrigins(config);

  const options = (frameAncestors: string[]): HelmetOptions => ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our own files only: the built pages hold no inline script.
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes in a <style> element; no script runs from styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...external],
        frameSrc: ["'self'", ...external],
        // The service worker (/sw.js) and the web app manifest come from our own origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.nodeEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // MSAL's popup talks to its opener through postMessage and checks window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options cannot name the hosts that may frame a page: `frame-ancestors` alone says it for the tab page.
    ...(frameAncestors.includes("'none'") ? {} : { xFrameOptions: false }),
  });
  const headers = securityHeaders(options(["'none'"]));
  const teamsTabHeaders = securityHeaders(options(["'self'", ...TEAMS_HOSTS]));
  // Every response, the SPA's and the 404s included (onRequest runs for every request), as helmet's own
  // middleware would set them on the raw response.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    for (const [name, value] of path === TEAMS_TAB_PATH ? teamsTabHeaders : headers) reply.raw.setHeader(name, value);
    done();
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['x-trace-id'],
      maxAge: 600,
    });
  }

  await app.register(rateLimitPlugin, { config });
});

/**
 * The headers helmet's middleware sets for `options`, computed once: `@fastify/helmet` built
 * helmet's whole middleware chain again on every request (CSP directives parsed each time). Our
 * directives are plain strings, so every request gets the same values.
 *
 * @returns `[name, value]` pairs in helmet's order.
 * @throws Error when helmet rejects the options, or when a directive would need the request (a function).
 */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}
