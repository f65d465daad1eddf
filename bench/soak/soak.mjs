// `npm run soak`: mixed traffic at a steady rate against the real server for a long time (
// point 5), failing on any error and on memory that keeps growing. Not part of `npm test`.
//
//   npm run soak                                 10 minutes at 50 requests/s
//   npm run soak -- --minutes 0.5                quick check
//   npm run soak -- --minutes 30 --rate 100 --connections 20 --sample-seconds 5 --out file.md --no-build
//
// Database: with DATABASE_URL, a fresh database `apps_soak_<random>` on that server (dropped at the
// end); without, embedded PGlite in a temporary folder. Results: bench/soak/RESULTS.md for runs of
// 10 minutes or more, else bench/.tmp/soak-RESULTS.md (or --out). Exit code 1 when the soak fails.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { lastPart, mbPerMinute } from './stats.mjs';
import { preparePeople, SOAK_ENV, STEP_NAMES, visitRequests } from './traffic.mjs';

/**
 * Memory growth over the last two thirds of the run above which the soak fails (bench/README.md
 * "Soak"): the slope must exceed the limit, and the growth it implies over that window must exceed the
 * sampling noise (so a 30-second check does not fail on a one-megabyte wobble).
 */
export const LIMITS = { heapMbPerMinute: 1, rssMbPerMinute: 2, heapNoiseMb: 1, rssNoiseMb: 4 };

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '50' },
    connections: { type: 'string', default: '10' },
    'sample-seconds': { type: 'string' },
    out: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    tsx: { type: 'boolean', default: false },
    port: { type: 'string', default: '3420' },
    'simulate-leak-kb': { type: 'string', default: '0' },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const CONNECTIONS = Number(args.connections);
const SAMPLE_MS = 1000 * Number(args['sample-seconds'] ?? (MINUTES >= 2 ? 5 : 1));
const PORT = Number(args.port);
const OUT = args.out ?? path.join(root, MINUTES >= 10 ? 'bench/soak/RESULTS.md' : 'bench/.tmp/soak-RESULTS.md');
if (![MINUTES, RATE, CONNECTIONS, SAMPLE_MS, PORT].every((n) => Number.isFinite(n) && n > 0)) throw new Error('--minutes, --rate, --connections, --sample-seconds and --port must be positive numbers');

const log = (message) => console.log(`[soak] ${message}`);

/** A fresh database for the server: env to start it with, and how to remove it. */
async function scratchDatabase() {
  if (!process.env.DATABASE_URL) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'apps-soak-'));
    return { kind: 'PGlite', env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `apps_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Starts the server (the built bundle, or the source through tsx) with the memory probe, and waits until ready. */
async function startServer(databaseEnv) {
  const entry = args.tsx ? ['--import', 'tsx', 'apps/api/src/server.ts'] : ['apps/api/dist/server.js'];
  const child = spawn(process.execPath, ['--expose-gc', '--import', './bench/soak/memory-probe.mjs', ...entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      // The production serializer: no zod pass over every answer.
      VALIDATE_RESPONSES: 'false',
      AUTH_MODE: 'dev',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000000',
      WEB_DIST_DIR: '/nonexistent',
      ...SOAK_ENV,
      ...databaseEnv,
      // Only to check the soak itself: the probe keeps this much memory per sample, like a leak would.
      SOAK_PROBE_LEAK_KB: args['simulate-leak-kb'],
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, output: () => output };
}

/** Asks the probe in the server for one memory sample. */
function sampleMemory(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no memory sample from the server within 10 s')), 10_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.send('sample');
  });
}

function versions() {
  const pkg = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'psql not found';
  return `Node.js ${process.version}; ${pgVersion}; fastify ${pkg('fastify')}, drizzle-orm ${pkg('drizzle-orm')}, pg ${pkg('pg')}, @electric-sql/pglite ${pkg('@electric-sql/pglite')}, autocannon ${pkg('autocannon')}`;
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);

function render(run) {
  const { result, samples, startedAt, endedAt, verdict, tally, database } = run;
  const first = samples[0];
  const last = samples.at(-1);
  const lines = [
    '# Soak results',
    '',
    'Written by `npm run soak` (bench/soak/soak.mjs); how to read it: "Soak" in `bench/README.md`.',
    '',
    `- Date: ${new Date(startedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, ${os.type()} ${os.release()}`,
    `- ${versions()}`,
    `- Database: ${database}; server ${args.tsx ? 'from source through tsx' : 'built bundle (apps/api/dist)'}, load generator and database on the same machine, loopback`,
    `- Load: ${RATE} requests/s target over ${CONNECTIONS} connections for ${MINUTES} min; 40 people (36 employees, 4 managers), each visit ${STEP_NAMES.length} calls`,
    '',
    '## Verdict',
    '',
    `**${verdict.pass ? 'PASS' : 'FAIL'}**: ${verdict.reasons.join('; ')}`,
    '',
    '| figure | value |',
    '|---|---|',
    `| requests | ${result.requests.total} (${(result.requests.total / ((endedAt - startedAt) / 1000)).toFixed(1)}/s achieved) |`,
    `| errors (non-2xx, socket errors, timeouts) | ${verdict.errors} (rate ${(verdict.errorRate * 100).toFixed(3)}%) |`,
    `| latency p50 / p99 / max | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms |`,
    `| memory samples | ${samples.length}, every ${SAMPLE_MS / 1000} s (live heap after a forced full GC) |`,
    `| RSS start / end | ${mb(first.rss)} / ${mb(last.rss)} MB |`,
    `| heap used start / end | ${mb(first.heapUsed)} / ${mb(last.heapUsed)} MB |`,
    `| RSS slope, last 2/3 | ${verdict.rssSlope.toFixed(3)} MB/min (limit ${LIMITS.rssMbPerMinute} MB/min and ${LIMITS.rssNoiseMb} MB over the window) |`,
    `| heap slope, last 2/3 | ${verdict.heapSlope.toFixed(3)} MB/min (limit ${LIMITS.heapMbPerMinute} MB/min and ${LIMITS.heapNoiseMb} MB over the window) |`,
    '',
    '## Calls by step and status',
    '',
    '| step | statuses |',
    '|---|---|',
    ...STEP_NAMES.map((step) => `| ${step} | ${Object.entries(tally[step] ?? {}).map(([status, n]) => `${status}: ${n}`).join(', ')} |`),
    '',
    '## Memory samples (MB)',
    '',
    '| minute | RSS | heap used |',
    '|---|---|---|',
    ...thin(samples, 40).map((s) => `| ${((s.at - startedAt) / 60_000).toFixed(2)} | ${mb(s.rss)} | ${mb(s.heapUsed)} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** At most `n` samples, evenly spread, the last one kept. */
function thin(samples, n) {
  if (samples.length <= n) return samples;
  const step = samples.length / n;
  return [...Array.from({ length: n - 1 }, (_, i) => samples[Math.floor(i * step)]), samples.at(-1)];
}

async function main() {
  if (!args['no-build'] && !args.tsx) {
    log('building the API (npm run build -w @apps/api)...');
    if (spawnSync('npm', ['run', 'build', '-w', '@apps/api'], { cwd: root, stdio: 'ignore' }).status !== 0) throw new Error('build failed');
  }
  const database = await scratchDatabase();
  const server = await startServer(database.env);
  log(`server pid ${server.child.pid} on ${database.kind}; preparing people...`);
  try {
    const people = await preparePeople(`http://127.0.0.1:${PORT}`);
    const tally = {};
    const samples = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push(await sampleMemory(server.child));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    log(`${MINUTES} min at ${RATE} requests/s over ${CONNECTIONS} connections...`);
    const startedAt = Date.now();
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: Math.round(MINUTES * 60),
      timeout: 30,
      requests: visitRequests(people, tally),
    });
    const endedAt = Date.now();
    sampling = false;
    await sampler;
    samples.push(await sampleMemory(server.child));

    const window = lastPart(samples, startedAt, endedAt);
    const windowMinutes = (window.at(-1).at - window[0].at) / 60_000;
    const errors = result.errors + result.timeouts + result.non2xx;
    const verdict = { errors, errorRate: errors / Math.max(1, result.requests.total), rssSlope: mbPerMinute(window, 'rss'), heapSlope: mbPerMinute(window, 'heapUsed'), reasons: [] };
    if (errors > 0) verdict.reasons.push(`${errors} errors`);
    if (verdict.heapSlope > LIMITS.heapMbPerMinute && verdict.heapSlope * windowMinutes > LIMITS.heapNoiseMb) verdict.reasons.push(`heap grows ${verdict.heapSlope.toFixed(2)} MB/min`);
    if (verdict.rssSlope > LIMITS.rssMbPerMinute && verdict.rssSlope * windowMinutes > LIMITS.rssNoiseMb) verdict.reasons.push(`RSS grows ${verdict.rssSlope.toFixed(2)} MB/min`);
    if (result.requests.total === 0) verdict.reasons.push('no requests');
    verdict.pass = verdict.reasons.length === 0;
    if (verdict.pass) verdict.reasons.push('no errors, and memory flat within the limits over the last two thirds');

    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, render({ result, samples, startedAt, endedAt, verdict, tally, database: database.kind }));
    log(`${result.requests.total} requests, ${errors} errors, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; heap ${verdict.heapSlope.toFixed(3)} MB/min, RSS ${verdict.rssSlope.toFixed(3)} MB/min`);
    log(`${verdict.pass ? 'PASS' : 'FAIL'}: ${verdict.reasons.join('; ')}; wrote ${path.relative(root, OUT)}`);
    if (!verdict.pass) {
      const errorLines = server.output().split('\n').filter((line) => /"level":(50|60)/.test(line));
      if (errorLines.length > 0) log(`server errors (first 5):\n${errorLines.slice(0, 5).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once('exit', resolve)));
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
