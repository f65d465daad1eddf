import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { UnauthorizedError } from '../lib/errors';
import { createMetrics, noMetrics, UNMATCHED_ROUTE, type Metrics, type MetricsSources } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server records for Prometheus (`noMetrics` when metrics are off). */
    metrics: Metrics;
    /** Where the metrics listener (`METRICS_PORT`) listens once the app is ready; null without one. */
    metricsAddress: () => AddressInfo | null;
  }
}

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** The only address the metrics listener binds: a scraper on the same host (or a sidecar sharing its network). */
const METRICS_HOST = '127.0.0.1';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of an `Authorization` header against `Bearer <token>`. The SHA-256 digests of both are
 * compared in constant time, so neither the token's characters nor its length leak through timing.
 * @returns true when `header` carries exactly `token` (the scheme in any case).
 */
export function bearerCheck(token: string): (header: string | undefined) => boolean {
  const expected = sha256(token);
  return (header) => {
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    return match !== null && timingSafeEqual(sha256(match[1]!), expected);
  };
}

const UNAUTHORIZED = 'Authorization: Bearer <METRICS_TOKEN> is required';

/**
 * Prometheus metrics (`lib/metrics.ts`), off unless `METRICS_TOKEN` or `METRICS_PORT` is set; off, nothing
 * is recorded, no hook runs and `/metrics` is an unknown path (404).
 * - Every answered request is observed once in `http_request_duration_seconds` by its route pattern
 *   (`request.routeOptions.url`, never the raw URL; `UNMATCHED_ROUTE` when no route matched); scrapes
 *   are not observed.
 * - `METRICS_TOKEN` alone: `GET /metrics` on the main port, 401 without the token. It needs no signed-in
 *   user and spends no rate-limit budget, except a wrong or missing token, which counts against its
 *   address like a failed sign-in.
 * - `METRICS_PORT`: a second small HTTP listener on 127.0.0.1 serves `/metrics` (with the token when
 *   `METRICS_TOKEN` is set as well), started when the app is ready and closed with it; the main port
 *   does not serve it.
 *
 * @throws (from `app.ready()`) when the metrics port cannot be bound, so the server does not start half-observed.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig; sources: MetricsSources }) => {
  const { token, port } = opts.config.metrics;
  let listener: http.Server | null = null;
  app.decorate('metricsAddress', () => (listener?.address() as AddressInfo | null) ?? null);
  if (token === undefined && port === undefined) {
    app.decorate('metrics', noMetrics);
    return;
  }

  const metrics = createMetrics(opts.sources);
  app.decorate('metrics', metrics);
  const authorized = token === undefined ? () => true : bearerCheck(token);

  // Callback style: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route !== METRICS_PATH) metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (port === undefined) {
    app.get(METRICS_PATH, { schema: { hide: true }, config: { noRateLimit: true } }, async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        await app.rateLimits.address(request, reply);
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedError(UNAUTHORIZED);
      }
      return reply.type(metrics.contentType).send(await metrics.scrape());
    });
    return;
  }

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: scrape GET /metrics\n');
      return;
    }
    if (!authorized(request.headers.authorization)) {
      response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end(`${UNAUTHORIZED}\n`);
      return;
    }
    metrics.scrape().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be read\n');
      },
    );
  });
  // Prometheus keeps its connection between scrapes; nothing else should hold one open for long.
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 10_000;

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: METRICS_HOST }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    listener = server;
    server.on('error', (error) => app.log.error({ err: error }, 'metrics listener failed'));
    const address = server.address() as AddressInfo;
    app.log.info({ url: `http://${METRICS_HOST}:${address.port}${METRICS_PATH}` }, 'metrics listener ready');
  });
  app.addHook('onClose', async () => {
    if (!listener) return;
    listener = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  });
});
