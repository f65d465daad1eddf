// `npm run bench:rolling`: a rolling upgrade under load. Two instances of the built server on one
// PostgreSQL database (and one Redis, for the shared rate limit) behind HAProxy with deploy/haproxy.cfg;
// steady load of a signed-in read and write in turn on the balancer; then each instance in turn is
// replaced: SIGTERM, wait for it to exit, start the next build on its port, wait until HAProxy has it
// back in rotation. Reports the failed requests (the goal: none) and the latency during the roll beside a
// steady baseline, then (unless BENCH_ROLLING_COMPARE=0) the same roll of instances that have no drain,
// for comparison, and writes the "rolling-upgrade" section of bench/RESULTS.md (BENCH_OUT to write
// elsewhere).
//
// Settings: BENCH_ROLLING_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/apps_bench_rolling,
// created by the script and dropped at the end unless BENCH_ROLLING_KEEP_DB=1), BENCH_ROLLING_REDIS_URL
// (redis://127.0.0.1:6379; keys under `apps-bench-rolling:`), BENCH_ROLLING_PORT (3550: HAProxy; the
// instances on the next two ports), BENCH_ROLLING_DRAIN_MS (5000, the production default of
// SHUTDOWN_DRAIN_MS), BENCH_ROLLING_RATE (200 requests a second) over BENCH_ROLLING_CONNECTIONS (10),
// BENCH_ROLLING_BASELINE_SECONDS (10), BENCH_ROLLING_COMPARE (1), BENCH_ROLLING_NEXT (the next release's
// server.js; default the same build, apps/api/dist/server.js). Needs `npm run build` (the API: `npm run build -w @apps/api`)
// and `haproxy` (Debian: `apt-get install -y haproxy`). Traffic goes to 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { replaceSection } from './results-sections.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.BENCH_ROLLING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apps_bench_rolling';
const REDIS_URL = process.env.BENCH_ROLLING_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.BENCH_ROLLING_PORT ?? 3550);
const DRAIN_MS = Number(process.env.BENCH_ROLLING_DRAIN_MS ?? 5000);
const RATE = Number(process.env.BENCH_ROLLING_RATE ?? 200);
const CONNECTIONS = Number(process.env.BENCH_ROLLING_CONNECTIONS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_ROLLING_BASELINE_SECONDS ?? 10);
const COMPARE = process.env.BENCH_ROLLING_COMPARE !== '0';
const CURRENT = path.join(root, 'apps/api/dist/server.js');
const NEXT = path.resolve(root, process.env.BENCH_ROLLING_NEXT ?? CURRENT);
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS.md');
const SOCKET = path.join(os.tmpdir(), `apps-bench-rolling-${process.pid}.sock`);
const BASE = `http://127.0.0.1:${PORT}`;
const INSTANCES = [
  { name: 'app1', port: PORT + 1 },
  { name: 'app2', port: PORT + 2 },
];
const EMAIL = 'bench.rolling@bench.example';
const log = (message) => console.log(`[bench:rolling] ${message}`);
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

/** Runs `text` on the `postgres` database of the server in DATABASE_URL (create or drop ours). */
async function adminQuery(text) {
  const client = new pg.Client({ connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseName = () => new URL(DATABASE_URL).pathname.slice(1);

/** Starts the server at `script` on `port` with SHUTDOWN_DRAIN_MS=`drainMs`; resolves with the child and its exit once `/readyz` answers 200. */
async function startInstance(script, port, drainMs) {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    AUTH_MODE: 'dev',
    SEED_DEMO: 'false',
    VALIDATE_RESPONSES: 'false',
    // The workers a production instance runs, so that stopping them is part of every shutdown.
    REMINDERS: 'true',
    PUSH_DELIVERY: 'true',
    DATABASE_URL,
    REDIS_URL,
    REDIS_KEY_PREFIX: 'apps-bench-rolling:',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    SHUTDOWN_DRAIN_MS: String(drainMs),
  };
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, exited, errors: () => errors };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server on ${port} did not start:\n${errors}`);
    await delay(100);
  }
}

/** Starts HAProxy in the foreground with deploy/haproxy.cfg and our addresses; resolves once it takes admin commands. */
async function startHaproxy() {
  const env = {
    ...process.env,
    APPS_BIND: `127.0.0.1:${PORT}`,
    APPS_INSTANCE_1: `127.0.0.1:${INSTANCES[0].port}`,
    APPS_INSTANCE_2: `127.0.0.1:${INSTANCES[1].port}`,
    APPS_HAPROXY_SOCKET: SOCKET,
  };
  const child = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 20_000;
  while (!(await serverStates().catch(() => null))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`haproxy did not start:\n${output}`);
    await delay(100);
  }
  return { child, output: () => output };
}

/** Sends one command to HAProxy's admin socket and resolves with its answer. */
function haproxyCommand(command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(SOCKET);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The `apps` backend's servers from `show stat`: name -> { status, retries, redispatches }, plus the backend's own row. */
async function serverStates() {
  const [header, ...lines] = (await haproxyCommand('show stat')).trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value])));
  return Object.fromEntries(
    rows.filter((row) => row.pxname === 'apps' && row.svname !== 'FRONTEND').map((row) => [row.svname, { status: row.status, retries: Number(row.wretr || 0), redispatches: Number(row.wredis || 0) }]),
  );
}

async function waitForState(name, wanted, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await serverStates();
    if (states[name]?.status.startsWith(wanted)) return performance.now();
    if (Date.now() > deadline) throw new Error(`${name} did not become ${wanted} (now ${states[name]?.status})`);
    await delay(50);
  }
}

/** The path the load asks for: the permission records of every role (what the web app reads after sign-in). */
async function permissionsPath() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select id from roles order by name limit 50');
    return `/v1/permissions?roleIds=${rows.map((r) => r.id).join(',')}`;
  } finally {
    await client.end();
  }
}

/** A development token for the bench's person, signed in once (the first sign-in creates the account). */
async function signIn() {
  const issued = await fetch(`${BASE}/v1/auth/dev/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, name: 'Bench Rolling' }) });
  const token = (await issued.json()).data.accessToken;
  const login = await fetch(`${BASE}/v1/auth/login`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  return token;
}

/**
 * Steady load on the balancer: RATE requests a second over CONNECTIONS connections until `stop()` (or
 * `seconds`). Resolves with autocannon's result plus the status codes counted and every failure's time.
 */
function load(token, target, seconds) {
  const failures = [];
  const statuses = {};
  const started = performance.now();
  const instance = autocannon({
    url: BASE,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    timeout: 10,
    requests: [
      { method: 'GET', path: target, headers: { authorization: `Bearer ${token}` } },
      { method: 'POST', path: '/v1/notifications/read-all', headers: { authorization: `Bearer ${token}` } },
    ],
  });
  instance.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode < 200 || statusCode >= 300) failures.push({ at: performance.now() - started, what: String(statusCode) });
  });
  instance.on('reqError', (error) => failures.push({ at: performance.now() - started, what: error.code ?? error.message }));
  return {
    started,
    stop: () => instance.stop(),
    result: instance.then((result) => ({ result, statuses, failures, started })),
  };
}

/**
 * Replaces each instance in turn while `run` keeps the load on: SIGTERM, out of rotation, exit, the next
 * build started with `nextDrainMs`, back in rotation. Resolves with the load's result, each step's time
 * in ms from the start of the load, and HAProxy's retries and redispatches in the meantime.
 */
async function roll(instances, token, target, nextDrainMs) {
  const before = await serverStates();
  const run = load(token, target, 3600);
  const at = (time) => Math.round(time - run.started);
  await delay(2000);
  const steps = [];
  for (const instance of instances) {
    const signalled = performance.now();
    instance.process.child.kill('SIGTERM');
    const outOfRotation = await waitForState(instance.name, 'DOWN');
    const exit = await instance.process.exited;
    const next = await startInstance(NEXT, instance.port, nextDrainMs);
    const ready = performance.now();
    const inRotation = await waitForState(instance.name, 'UP');
    instance.process = next;
    const step = { name: instance.name, signalled: at(signalled), outOfRotation: at(outOfRotation), exited: at(exit.at), exitCode: exit.code ?? exit.signal, ready: at(ready), inRotation: at(inRotation) };
    steps.push(step);
    log(`${step.name}: SIGTERM at ${step.signalled} ms, out of rotation ${step.outOfRotation}, exited ${step.exited} (code ${step.exitCode}), next build ready ${step.ready}, in rotation ${step.inRotation}`);
  }
  await delay(2000);
  run.stop();
  const result = await run.result;
  const after = await serverStates();
  const counted = (field) => INSTANCES.reduce((sum, { name }) => sum + after[name][field] - before[name][field], 0);
  const rolled = { ...result, steps, retries: counted('retries'), redispatches: counted('redispatches') };
  log(`roll: ${result.result.requests.total} requests, p99 ${result.result.latency.p99} ms, ${result.failures.length} failed; HAProxy retries ${rolled.retries}, redispatches ${rolled.redispatches}`);
  for (const failure of result.failures.slice(0, 20)) log(`  failed at ${Math.round(failure.at)} ms: ${failure.what}`);
  return rolled;
}

async function main() {
  if (!existsSync(CURRENT)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` (or `npm run build -w @apps/api`) first');
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (Debian: apt-get install -y haproxy)');
  const haproxyVersion = /version (\S+)/.exec(spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).stdout)?.[1] ?? '?';
  const loadAtStart = loadAverage();
  log(`load average ${loadAtStart}`);
  if ((await adminQuery(`select 1 from pg_database where datname = '${databaseName()}'`)).rowCount === 0) await adminQuery(`create database "${databaseName()}"`);

  const instances = [];
  let haproxy;
  try {
    // One after the other: the first migrates the new database, the second finds it done.
    for (const { name, port } of INSTANCES) instances.push({ name, port, process: await startInstance(CURRENT, port, DRAIN_MS) });
    haproxy = await startHaproxy();
    for (const { name } of INSTANCES) await waitForState(name, 'UP');
    const token = await signIn();
    const target = await permissionsPath();
    log('both instances in rotation; warming up');
    await load(token, target, 3).result;

    const baseline = await load(token, target, BASELINE_SECONDS).result;
    log(`steady: ${baseline.result.requests.total} requests, p99 ${baseline.result.latency.p99} ms, ${baseline.failures.length} failed`);
    log(`roll with SHUTDOWN_DRAIN_MS=${DRAIN_MS}`);
    // The replacements start without a drain, so that the comparison roll stops instances that have none.
    const drained = await roll(instances, token, target, COMPARE ? 0 : DRAIN_MS);
    let undrained = null;
    if (COMPARE) {
      log('roll with SHUTDOWN_DRAIN_MS=0, for comparison');
      undrained = await roll(instances, token, target, DRAIN_MS);
    }
    writeResults({ loadAtStart, loadAtEnd: loadAverage(), haproxyVersion, baseline, drained, undrained });
    if (drained.failures.length > 0) process.exitCode = 1;
  } finally {
    for (const instance of instances) {
      if (instance.process.child.exitCode === null) {
        instance.process.child.kill('SIGTERM');
        await instance.process.exited;
      }
    }
    if (haproxy && haproxy.child.exitCode === null) {
      const stopped = new Promise((resolve) => haproxy.child.once('exit', resolve));
      haproxy.child.kill('SIGTERM');
      await stopped;
    }
    rmSync(SOCKET, { force: true });
    if (process.env.BENCH_ROLLING_KEEP_DB !== '1') await adminQuery(`drop database if exists "${databaseName()}" with (force)`);
  }
}

function writeResults({ loadAtStart, loadAtEnd, haproxyVersion, baseline, drained, undrained }) {
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const answers = (run) =>
    Object.entries(run.statuses)
      .map(([code, n]) => `${code}: ${n.toLocaleString('en-US')}`)
      .join(', ');
  const failures = (run) => {
    const kinds = {};
    for (const failure of run.failures) kinds[failure.what] = (kinds[failure.what] ?? 0) + 1;
    const list = Object.entries(kinds).map(([what, n]) => `${n} ${what}`);
    return `**${run.failures.length}**${list.length ? ` (${list.join(', ')})` : ''}`;
  };
  const row = (label, run) =>
    `| ${label} | ${seconds(run.result.duration * 1000)} s | ${run.result.requests.total.toLocaleString('en-US')} (${Math.round(run.result.requests.total / run.result.duration)}/s) | ${failures(run)} | ${answers(run)} | ${run.result.latency.p50} ms | **${run.result.latency.p99} ms** | ${run.result.latency.max} ms | ${run.retries ?? '-'} / ${run.redispatches ?? '-'} |`;
  const stepRows = (label, run) => run.steps.map((s) => `| ${label} | ${s.name} | ${s.signalled} | ${s.outOfRotation} | ${s.exited} (${s.exitCode}) | ${s.ready} | ${s.inRotation} |`);
  const section = [
    '## Rolling upgrade',
    '',
    `\`npm run bench:rolling\` on ${new Date().toISOString().slice(0, 10)}: two instances of the built server on one PostgreSQL database and one Redis, behind HAProxy ${haproxyVersion} ` +
      `with \`deploy/haproxy.cfg\` (checks of \`/readyz\` every second, \`fall 1 rise 2\`); ${os.cpus().length} cores shared with other work, ` +
      `load average ${loadAtStart} at the start and ${loadAtEnd} at the end. Steady load on the balancer: up to ${RATE} requests a second over ${CONNECTIONS} connections ` +
      '(autocannon\'s `overallRate`, 10 s timeout; the table gives the rate the shared machine delivered), each connection alternating a read and a write of a signed-in person: `GET /v1/permissions?roleIds=...` (every role) and ' +
      '`POST /v1/notifications/read-all` (which HAProxy never sends twice). A roll replaces each instance in turn: SIGTERM, wait for it to exit, start the ' +
      `${NEXT === CURRENT ? 'build again (the same build stands in for the next release)' : `next build (${path.relative(root, NEXT)})`} on its port, wait until HAProxy has it back in rotation.` +
      (undrained ? ' The second roll stops instances started with `SHUTDOWN_DRAIN_MS=0`, for comparison.' : ''),
    '',
    '| phase | time | requests (a second) | failed | answers | p50 | p99 | max | HAProxy retries / redispatches |',
    '|---|---|---|---|---|---|---|---|---|',
    row('steady, both instances in rotation', baseline),
    row(`roll, \`SHUTDOWN_DRAIN_MS=${DRAIN_MS}\``, drained),
    ...(undrained ? [row('roll, `SHUTDOWN_DRAIN_MS=0`', undrained)] : []),
    '',
    "Each roll's steps in ms from the start of its load (out of rotation and back: as HAProxy's admin socket reported, polled every 50 ms):",
    '',
    '| roll | instance | SIGTERM | out of rotation | exited (code) | next build answers /readyz | back in rotation |',
    '|---|---|---|---|---|---|---|',
    ...stepRows(`drain ${DRAIN_MS} ms`, drained),
    ...(undrained ? stepRows('no drain', undrained) : []),
    '',
  ].join('\n');
  const updated = replaceSection(readFileSync(OUT, 'utf8'), 'rolling-upgrade', section);
  writeFileSync(OUT, updated.endsWith('\n') ? updated : `${updated}\n`);
  log(`wrote ${path.relative(root, OUT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
