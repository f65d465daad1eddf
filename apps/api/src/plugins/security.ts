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
 * Security headers (a strict CSP the SPA works under, HSTS in production), CORS only for configured
 * origins, and the rate-limit budgets (`rate-limit.ts`, applied by the auth hook) answering 429 with the envelope.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  const external = identityOrigins(config);

  const headers = securityHeaders({
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
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.nodeEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // MSAL's popup talks to its opener through postMessage and checks window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  // Every response, the SPA's and the 404s included (onRequest runs for every request), as helmet's own
  // middleware would set them on the raw response.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
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
