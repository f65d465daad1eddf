import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Takes this instance out of the load balancer's rotation before it closes: from now on `/readyz`
     * answers 503 while every other request is still served, each with `Connection: close` so that
     * no kept-alive connection is left to be reused when the server closes. Cannot be undone.
     */
    startDrain(): void;
  }
}

/**
 * `GET /livez`: 200 while the process runs. `GET /readyz`: 200 when the database answers within
 * 2 seconds, else 503 (ARCHITECTURE.md "Fixed contracts"), and 503 once the instance drains before a
 * shutdown (`app.startDrain()`), without asking the database.
 */
export const healthRoutes = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  let draining = false;
  app.decorate('startDrain', () => {
    draining = true;
  });
  // On sending rather than on request: an answer from an earlier hook (401, 429) closes its connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/livez', { schema: { hide: true }, config: { noRateLimit: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { noRateLimit: true } }, async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining', database: opts.database.kind });
    try {
      await opts.database.ping(2_000);
      return { status: 'ready', database: opts.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind });
    }
  });
});
