import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long closing may take once the drain is over (in-flight requests, workers, the pool), in ms. */
export const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Shuts the instance down without failing a request behind a load balancer, in three steps:
 * 1. `/readyz` answers 503 at once (`app.startDrain()`), while requests are still served;
 * 2. after `drainMs` milliseconds, in which the balancer's health check notices and stops sending
 *    requests here, Fastify stops accepting connections, answers 503 to a request that still arrives
 *    on an open connection, closes idle kept-alive connections and waits for in-flight requests;
 * 3. the `onClose` hooks stop the e-mail, push and reminder workers (each finishes its pass) and
 *    close the database pool.
 *
 * Resolves when all of it is done; rejects with the first error of a close hook. The caller bounds it
 * with `drainMs + CLOSE_TIMEOUT_MS`.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.startDrain();
  if (drainMs > 0) {
    app.log.info({ drainMs }, 'draining: /readyz answers 503 so the load balancer stops sending requests');
    await delay(drainMs);
  }
  await app.close();
}
