// The "bare Fastify + SQL" ceiling: a plain Fastify route per scenario that replays the SQL our
// route sends (captured by bench/capture.ts), with the same pool size, and answers the rows as JSON.
// No auth, no validation, no envelope, no mapping: what the framework and the database give.
// With DATA_DIR instead of DATABASE_URL it opens that embedded PGlite database (one connection, as our
// server has on PGlite).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const captured = JSON.parse(readFileSync(process.env.CAPTURED, 'utf8'));
const writes = new Set((process.env.WRITE_SCENARIOS ?? '').split(',').filter(Boolean));
const embedded = !process.env.DATABASE_URL && process.env.DATA_DIR ? await PGlite.create(process.env.DATA_DIR) : null;
const pool = embedded ? null : new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 20) });
const app = Fastify({ logger: false });
const next = {};

app.get('/ceiling/:scenario', async (request) => {
  // One HTTP request replays one call's statements, round-robin over people and calls.
  const steps = captured[request.params.scenario].flat();
  const i = (next[request.params.scenario] = ((next[request.params.scenario] ?? -1) + 1) % steps.length);
  if (embedded) {
    const run = async (db) => {
      const results = [];
      for (const statement of steps[i]) results.push((await db.query(statement.sql, statement.params)).rows);
      return { results };
    };
    return writes.has(request.params.scenario) ? embedded.transaction(run) : run(embedded);
  }
  const client = await pool.connect();
  try {
    const results = [];
    if (writes.has(request.params.scenario)) await client.query('begin');
    for (const statement of steps[i]) results.push((await client.query(statement.sql, statement.params)).rows);
    if (writes.has(request.params.scenario)) await client.query('commit');
    return { results };
  } finally {
    client.release();
  }
});

if (embedded) app.addHook('onClose', () => embedded.close());
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 3401), host: '127.0.0.1' });
console.log('ceiling ready');
