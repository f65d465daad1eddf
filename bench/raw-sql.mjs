// The raw SQL ceiling: the captured statements of a scenario replayed directly with `pg` (no HTTP) by
// `connections` concurrent workers for `seconds`; prints requests per second and latency percentiles.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [capturedFile, scenario, connectionsArg, secondsArg, write] = process.argv.slice(2);
const samples = JSON.parse(readFileSync(capturedFile, 'utf8'))[scenario].flat();
const connections = Number(connectionsArg);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Math.min(connections, 20) });
const latencies = [];
const deadline = Date.now() + Number(secondsArg) * 1000;
let n = 0;
let errors = 0;

async function worker() {
  while (Date.now() < deadline) {
    const statements = samples[n++ % samples.length];
    const started = process.hrtime.bigint();
    const client = await pool.connect();
    try {
      if (write === 'write') await client.query('begin');
      for (const statement of statements) await client.query(statement.sql, statement.params);
      if (write === 'write') await client.query('commit');
    } catch {
      errors += 1;
    } finally {
      client.release();
    }
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: connections }, worker));
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(JSON.stringify({ rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors, requests: latencies.length }));
await pool.end();
