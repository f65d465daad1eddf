import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes in a <style> element; no script runs from styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...external],
        frameSrc: ["'self'", ...external],
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
