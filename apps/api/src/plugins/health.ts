import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/**
 * `GET /livez`: 200 while the process runs. `GET /readyz`: 200 when the database answers within
 * 2 seconds, else 503 (ARCHITECTURE.md "Fixed contracts").
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get('/livez', { schema: { hide: true }, config: { noRateLimit: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { noRateLimit: true } }, async (_request, reply) => {
    try {
      await opts.database.ping(2_000);
      return { status: 'ready', database: opts.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: opts.database.kind });
    }
  });
}
