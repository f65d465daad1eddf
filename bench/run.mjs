// `npm run bench`: the benchmarks against the real server on PostgreSQL with the scale data,
// each beside its two ceilings (bare Fastify + the same SQL, and the same SQL straight through `pg`),
// the same scenarios on the embedded database (PGlite), then the web bundle sizes and Lighthouse;
// rewrites bench/RESULTS.md.
//
// Repeatable figures: every measurement is preceded by a warm-up of our route and of the bare
// route and then taken BENCH_RUNS times (3), alternating ours, bare and raw so a slow minute hits all
// three; RESULTS.md shows every run, the median and the spread. With `taskset` and 2 cores or more the
// server side (our server, the ceiling server, PostgreSQL) and the load generator run on different cores
// (bench/pin.mjs).
//
// Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/apps_bench, created and
// seeded with `seed:scale` when empty), BENCH_EMPLOYEES (10000) and BENCH_WEEKS (52) of that seed,
// BENCH_SECONDS per run (10), BENCH_RUNS (3), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (1,10,100),
// BENCH_SCENARIOS (all), BENCH_DB (`postgres,pglite`; either alone), BENCH_PGLITE_EMPLOYEES (1000),
// BENCH_PGLITE_WEEKS (52), BENCH_PGLITE_CONNECTIONS (1,10), BENCH_PIN=0 to run unpinned,
// BENCH_VALIDATE_RESPONSES=1 to run our server with zod response validation (as),
// BENCH_SEED_ONLY=1 to create and seed the databases and stop (before a quiet window),
// BENCH_SKIP_WEB=1 to leave out bundle and Lighthouse, BENCH_ONLY_WEB=1 to run only those (the same as
// `npm run bench:web`: the build, then the Web section alone), BENCH_CPU_PROF=<dir> to write a V8 CPU profile of
// our server on each database it measures (open it in Chrome DevTools), BENCH_OUT (bench/RESULTS.md) for where the results go (a
// partial or profiled run should not replace the committed file), BENCH_PORT (3400) and BENCH_CEILING_PORT
// (3401) for our server and the bare route (another checkout's run may hold the defaults), BENCH_PLANS=1
// to add EXPLAIN (ANALYZE, BUFFERS) of every scenario's statements on PostgreSQL to its section.
// A run rewrites only the sections it measured: the others (the API on a database it left out, the Web
// section with BENCH_SKIP_WEB=1, and the sections other scripts write) stay as they were, between their
// `<!-- NAME:start -->` / `<!-- NAME:end -->` markers (bench/results-sections.mjs).
// Traffic goes to 127.0.0.1 only; every run is bounded in time.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { ensureBenchNotifications, issueTokens, loadPeopleRows } from './people.mjs';
import { BENCH_SCIM_TOKEN, SCENARIOS } from './scenarios.mjs';
import { measureBundle } from './bundle-size.mjs';
import { renderWeb, runLighthouse, writeWebSection } from './lighthouse.mjs';
import { readSection, wrapSection } from './results-sections.mjs';
import { pinPlan, pinPostgres, pinSelf, pinnedNode } from './pin.mjs';
import { fmt, median, root, spread, runCeiling as runCeilingOn, runOurs as runOursOn, runRaw as runRawOn, startProcess as start, stopProcess, withClient, explainCaptured } from './harness.mjs';

const tmp = path.join(root, 'bench/.tmp');
mkdirSync(tmp, { recursive: true });
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apps_bench';
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10000);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 52);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,100').split(',').map(Number);
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
const DBS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
const PGLITE_EMPLOYEES = Number(process.env.BENCH_PGLITE_EMPLOYEES ?? 1000);
const PGLITE_WEEKS = Number(process.env.BENCH_PGLITE_WEEKS ?? 52);
const PGLITE_CONNECTIONS = (process.env.BENCH_PGLITE_CONNECTIONS ?? '1,10').split(',').map(Number);
const PGLITE_DIR = path.join(tmp, `pglite-${PGLITE_EMPLOYEES}x${PGLITE_WEEKS}`);
const VALIDATE = process.env.BENCH_VALIDATE_RESPONSES === '1';
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS.md');
const OUR_PORT = Number(process.env.BENCH_PORT ?? 3400);
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? 3401);
const PIN = pinPlan();
const PLANS = process.env.BENCH_PLANS === '1';

function log(message) {
  console.log(`[bench] ${message}`);
}

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`create database "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const seeded = await client
    .query(`select count(*)::int as n from users where email like 'employee.%@scale.example'`)
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await client.end();
  if (seeded < EMPLOYEES) {
    log(`seeding ${EMPLOYEES} people and ${WEEKS} weeks on PostgreSQL (npm run seed:scale)...`);
    const result = spawnSync('npm', ['run', 'seed:scale', '--', '--employees', String(EMPLOYEES), '--weeks', String(WEEKS)], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL } });
    if (result.status !== 0) throw new Error('seed:scale failed');
  }
}

/** Seeds the embedded database of the PGlite variant once (a folder under bench/.tmp, kept between runs). */
function ensurePglite() {
  const marker = path.join(PGLITE_DIR, '.bench-seeded');
  if (existsSync(marker)) return;
  // A folder without the marker is a seed that did not finish: start again from an empty folder.
  rmSync(PGLITE_DIR, { recursive: true, force: true });
  log(`seeding ${PGLITE_EMPLOYEES} people and ${PGLITE_WEEKS} weeks into PGlite at ${path.relative(root, PGLITE_DIR)} (npm run seed:scale)...`);
  const result = spawnSync('npm', ['run', 'seed:scale', '--', '--employees', String(PGLITE_EMPLOYEES), '--weeks', String(PGLITE_WEEKS)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: PGLITE_DIR },
  });
  if (result.status !== 0) throw new Error('seed:scale (PGlite) failed');
  writeFileSync(marker, new Date().toISOString());
}

/** Opens the PGlite variant's folder (only while no server has it open), runs `work(query)`, closes it. */
async function withPglite(work) {
  const db = await PGlite.create(PGLITE_DIR);
  try {
    return await work(async (query, params = []) => (await db.query(query, params)).rows);
  } finally {
    await db.close();
  }
}

/** One statement on a connection of its own (closed when it answers). */
const sql = (query, params = []) => withClient(DATABASE_URL, (client) => client.query(query, params));

/** Starts a server process pinned to the server cores (bench/harness.mjs). */
const startProcess = (args, env, readyUrl) => start(args, env, readyUrl, { wrap: (_, argv) => pinnedNode(PIN?.server, argv) });

function memoryOf(pid) {
  // With taskset the child is taskset's exec of node: the same pid.
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function rotation(list) {
  let n = 0;
  return () => list[n++ % list.length];
}

function runOurs(scenario, people, connections, seconds) {
  const next = rotation(scenario.who === 'manager' ? people.managers : people.employees);
  let counter = 0;
  const pick = () => ({ person: next(), i: counter++ });
  return runOursOn(`http://127.0.0.1:${OUR_PORT}`, scenario, { pick, sample: people.employees[0] }, connections, seconds);
}

const runCeiling = (scenario, connections, seconds) => runCeilingOn(CEILING_PORT, scenario.id, connections, seconds);
const runRaw = (scenario, connections) => runRawOn(path.join(tmp, 'captured.json'), scenario, connections, SECONDS, DATABASE_URL);

/** EXPLAIN (ANALYZE, BUFFERS) of every statement of each selected scenario's first captured sample. */
function explainPlans() {
  const captured = JSON.parse(readFileSync(path.join(tmp, 'captured.json'), 'utf8'));
  const ids = selected().map((s) => s.id);
  return explainCaptured(DATABASE_URL, captured, ids, (sql) => /^(select|with|insert|update|delete)/i.test(sql));
}

/** The large tables no scenario may read whole: a sequential scan of one on a path grows with the organisation. */
const NO_SEQ_SCAN = ['users', 'timesheets', 'time_entries'];

const BENCH_ENTRIES = `delete from time_entries where task_description = 'bench entry'`;
const cleanBenchEntries = () => sql(BENCH_ENTRIES);

function capture(env) {
  log('capturing the SQL of each scenario...');
  const result = spawnSync('npx', ['tsx', 'bench/capture.ts', path.join(tmp, 'people.json'), path.join(tmp, 'captured.json')], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  log(result.stdout.trim());
}

const serverEnv = (database) => ({
  ...database,
  PORT: String(OUR_PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  // Production's serializer unless BENCH_VALIDATE_RESPONSES=1 asks for the zod pass of the tests.
  VALIDATE_RESPONSES: VALIDATE ? 'true' : 'false',
  AUTH_MODE: 'dev',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  RATE_LIMIT_MAX: '1000000000',
  AUTH_RATE_LIMIT_MAX: '1000000000',
  SCIM_RATE_LIMIT_MAX: '1000000000',
  SCIM_TOKEN: BENCH_SCIM_TOKEN,
});

const selected = () => SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.id));

function logRow(row) {
  const ratios = row.runs.map((r) => fmt((100 * r.ours.rps) / r.bare.rps)).join('/');
  log(
    `${row.db} ${row.scenario.id} c=${row.connections}: ours ${row.runs.map((r) => fmt(r.ours.rps)).join('/')} rps, bare ${row.runs.map((r) => fmt(r.bare.rps)).join('/')} rps, ours/bare ${ratios}% | p99 ${row.runs.map((r) => fmt(r.ours.p99, 1)).join('/')} ms | errors ${row.runs.reduce((n, r) => n + r.ours.errors, 0)}/${row.runs.reduce((n, r) => n + r.bare.errors, 0)} | rss ${fmt(row.memory?.rssMb)} MB`,
  );
}

/**
 * PostgreSQL: our server and the ceiling server run side by side, so each measurement alternates ours,
 * bare and raw run by run after one warm-up of each route.
 */
/** Whether `benchPostgres` could pin PostgreSQL to the server cores (the header says so). */
let postgresPinned = false;
/** The plans of `explainPlans` when BENCH_PLANS=1 asked for them. */
let postgresPlans = [];

async function benchPostgres() {
  await ensureDatabase();
  // One connection held open while pinning: the postmaster is found as its backend's parent, and a
  // backend of a connection already closed is gone from /proc.
  const restorePostgres = PIN ? await withClient(DATABASE_URL, (client) => pinPostgres((query) => client.query(query), PIN.server, log)) : () => {};
  postgresPinned = restorePostgres.pinned === true;
  await cleanBenchEntries();
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const server = await startProcess([...profile, 'apps/api/dist/server.js'], serverEnv({ DATABASE_URL }), `http://127.0.0.1:${OUR_PORT}/readyz`);
  log(`server pid ${server.pid}`);
  const rows = [];
  let ceiling;
  try {
    const loaded = await loadPeopleRows(async (query, params) => (await sql(query, params)).rows);
    await ensureBenchNotifications(async (query, params) => (await sql(query, params)).rows, loaded.rows);
    const people = await issueTokens(`http://127.0.0.1:${OUR_PORT}`, loaded);
    writeFileSync(path.join(tmp, 'people.json'), JSON.stringify(people));
    capture({ DATABASE_URL });
    await cleanBenchEntries();
    if (PLANS) {
      postgresPlans = await explainPlans();
      log(`explained ${postgresPlans.length} statements`);
    }
    ceiling = await startProcess(
      ['bench/ceiling-server.mjs'],
      { DATABASE_URL, PORT: String(CEILING_PORT), CAPTURED: path.join(tmp, 'captured.json'), WRITE_SCENARIOS: SCENARIOS.filter((s) => s.write).map((s) => s.id).join(',') },
      `http://127.0.0.1:${CEILING_PORT}/ceiling/a-timesheets`,
    );
    for (const scenario of selected()) {
      const clean = () => (scenario.write ? cleanBenchEntries() : undefined);
      for (const connections of CONNECTIONS) {
        if (WARMUP > 0) {
          await clean();
          await runOurs(scenario, people, connections, WARMUP);
          await clean();
          await runCeiling(scenario, connections, WARMUP);
        }
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          await clean();
          const ours = await runOurs(scenario, people, connections, SECONDS);
          await clean();
          const bare = await runCeiling(scenario, connections, SECONDS);
          await clean();
          const raw = runRaw(scenario, connections);
          runs.push({ ours, bare, raw });
        }
        const row = { db: 'postgres', scenario, connections, runs, memory: memoryOf(server.pid) };
        rows.push(row);
        logRow(row);
      }
    }
    await cleanBenchEntries();
  } finally {
    await stopProcess(ceiling);
    await stopProcess(server);
    restorePostgres();
  }
  return rows;
}

/**
 * PGlite, one connection in one process: two processes cannot open one folder, so our server and the
 * ceiling server each open a copy of the seeded folder, made fresh for this run, and each measurement
 * alternates ours and bare run by run after a warm-up of each, as on PostgreSQL (a slow minute hits
 * both). No raw-SQL ceiling. The write scenario's entries stay in each copy until the copies are
 * removed (a run adds at most a few thousand 0.5 h entries to 400 Drafts, alike in both copies).
 */
async function benchPglite() {
  ensurePglite();
  const loaded = await withPglite(async (query) => {
    await query(BENCH_ENTRIES);
    const rows = await loadPeopleRows(query);
    await ensureBenchNotifications(query, rows.rows);
    return rows;
  });
  // Tokens and the capture on the seeded folder itself (the signing key of development tokens lives in the
  // database, so the copies made afterwards accept them); the capture's writes are removed.
  const seeded = await startProcess(['apps/api/dist/server.js'], serverEnv({ DATABASE_URL: '', DATA_DIR: PGLITE_DIR }), `http://127.0.0.1:${OUR_PORT}/readyz`);
  let people;
  try {
    people = await issueTokens(`http://127.0.0.1:${OUR_PORT}`, loaded);
  } finally {
    await stopProcess(seeded);
  }
  writeFileSync(path.join(tmp, 'people.json'), JSON.stringify(people));
  capture({ DATABASE_URL: '', DATA_DIR: PGLITE_DIR });
  await withPglite((query) => query(BENCH_ENTRIES));
  const copies = { ours: `${PGLITE_DIR}-ours`, bare: `${PGLITE_DIR}-bare` };
  for (const folder of Object.values(copies)) {
    rmSync(folder, { recursive: true, force: true });
    cpSync(PGLITE_DIR, folder, { recursive: true });
  }
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  let server;
  let ceiling;
  const rows = [];
  try {
    server = await startProcess([...profile, 'apps/api/dist/server.js'], serverEnv({ DATABASE_URL: '', DATA_DIR: copies.ours }), `http://127.0.0.1:${OUR_PORT}/readyz`);
    log(`PGlite server pid ${server.pid}`);
    ceiling = await startProcess(
      ['bench/ceiling-server.mjs'],
      { DATABASE_URL: '', DATA_DIR: copies.bare, PORT: String(CEILING_PORT), CAPTURED: path.join(tmp, 'captured.json'), WRITE_SCENARIOS: SCENARIOS.filter((s) => s.write).map((s) => s.id).join(',') },
      `http://127.0.0.1:${CEILING_PORT}/ceiling/a-timesheets`,
    );
    for (const scenario of selected()) {
      for (const connections of PGLITE_CONNECTIONS) {
        if (WARMUP > 0) {
          await runOurs(scenario, people, connections, WARMUP);
          await runCeiling(scenario, connections, WARMUP);
        }
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const ours = await runOurs(scenario, people, connections, SECONDS);
          const bare = await runCeiling(scenario, connections, SECONDS);
          runs.push({ ours, bare, raw: null });
        }
        const row = { db: 'pglite', scenario, connections, runs, memory: memoryOf(server.pid) };
        rows.push(row);
        logRow(row);
      }
    }
  } finally {
    await stopProcess(ceiling);
    await stopProcess(server);
    for (const folder of Object.values(copies)) rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const pkg = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return [
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, ${os.type()} ${os.release()}; load average at the end ${os.loadavg().map((n) => n.toFixed(2)).join(', ')}`,
    `- Node.js ${process.version}; ${pgVersion}; fastify ${pkg('fastify')}, drizzle-orm ${pkg('drizzle-orm')}, pg ${pkg('pg')}, @electric-sql/pglite ${pkg('@electric-sql/pglite')}, autocannon ${pkg('autocannon')}`,
    PIN
      ? `- Pinned with taskset: our server, the ceiling server${postgresPinned ? ' and PostgreSQL' : ''} on core(s) ${PIN.server}; the load generator (autocannon, the raw-SQL workers) on core(s) ${PIN.load}${postgresPinned ? '' : '; PostgreSQL not pinned (not on this machine, or taskset refused), free to use either core'}.`
      : `- Not pinned (no taskset, one core, or BENCH_PIN=0): load generator, server and PostgreSQL share the ${os.cpus().length} cores.`,
    `- Each measurement: a ${WARMUP} s warm-up of our route and of the bare route, then ${RUNS} runs of ${SECONDS} s each on loopback; response validation ${VALIDATE ? 'on (BENCH_VALIDATE_RESPONSES=1)' : 'off (production)'}.`,
  ].join('\n');
}


async function main() {
  if (PIN) {
    pinSelf(PIN.load);
    log(`load generator pinned to core(s) ${PIN.load}; servers to ${PIN.server}`);
  }
  if (process.env.BENCH_SEED_ONLY === '1') {
    if (DBS.includes('postgres')) await ensureDatabase();
    if (DBS.includes('pglite')) ensurePglite();
    log('seeded; nothing measured (BENCH_SEED_ONLY=1)');
    return;
  }
  log('building...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) throw new Error('build failed');
  if (process.env.BENCH_ONLY_WEB === '1') {
    writeWebSection(OUT, await measureWeb());
    log(`wrote the Web section of ${path.relative(root, OUT)}`);
    return;
  }
  const rows = [];
  if (DBS.includes('postgres')) rows.push(...(await benchPostgres()));
  if (DBS.includes('pglite')) rows.push(...(await benchPglite()));
  const peakMb = (db) => Math.max(0, ...rows.filter((r) => r.db === db).map((r) => r.memory?.peakMb ?? 0));
  const web = process.env.BENCH_SKIP_WEB === '1' ? undefined : await measureWeb();
  writeFileSync(OUT, render(rows, peakMb, web, currentResults()));
  log(`wrote ${path.relative(root, OUT)}`);
}

/** Bundle sizes and Lighthouse: the Web section's markdown (without markers). */
async function measureWeb() {
  const bundle = measureBundle(path.join(root, 'apps/web/dist'));
  log(`web: first load ${fmt(bundle.initialGzipKb, 1)} KB gzip (signed in: ${fmt(bundle.homeGzipKb, 1)} KB)`);
  return renderWeb(bundle, await runLighthouse(root));
}

/** The current RESULTS.md ('' when there is none yet). */
function currentResults() {
  try {
    return readFileSync(OUT, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The sections other scripts (or people) write into RESULTS.md between their markers, kept as they are,
 * in this order after the API and Web sections.
 */
const KEPT_SECTIONS = [
  'scim-initial-cycle', // bench/scim/initial-cycle.mjs
  'scim-initial-cycle-pglite', // the same cycle on PGlite, copied in by hand
  'reminders', // bench/reminders.ts, copied in by hand
  'grid-save', // bench/grid-save.ts, copied in by hand
  'exports', // bench/exports.mjs (npm run bench:exports)
  'reporting-lines', // bench/reporting-lines.mjs (npm run bench:lines)
  'scale', // bench:lines at several organisation sizes, copied in by hand
  'rolling-upgrade', // bench/rolling-upgrade.mjs (npm run bench:rolling)
];

/**
 * The section `name` freshly measured (`body`, markdown), or when this run did not measure it
 * (`body` undefined) the one in `current` as it was ('' when there is none).
 */
function sectionOf(current, name, body) {
  if (body !== undefined) return wrapSection(name, body);
  return readSection(current, name) ?? '';
}


const all = (values, digits = 0) => values.map((v) => fmt(v, digits)).join(' / ');

function renderTable(rows, withRaw) {
  const lines = [
    `| scenario | conn | ours rps, runs | bare rps, runs | ours/bare, runs | ours/bare median (min–max) | ours p99 ms median (min–max) | ours p50 ms | errors ours / bare | bare p99 ms |${withRaw ? ' raw rps | raw p99 ms |' : ''} server RSS MB |`,
    `|---|---|---|---|---|---|---|---|---|---|${withRaw ? '---|---|' : ''}---|`,
  ];
  for (const r of rows) {
    const ratios = r.runs.map((run) => (100 * run.ours.rps) / run.bare.rps);
    lines.push(
      `| ${r.scenario.id} | ${r.connections} | ${all(r.runs.map((x) => x.ours.rps))} | ${all(r.runs.map((x) => x.bare.rps))} | ${all(ratios)}% | ${spread(ratios, 0, '%')} | ${spread(r.runs.map((x) => x.ours.p99), 1)} | ${fmt(median(r.runs.map((x) => x.ours.p50)), 1)} | ${r.runs.reduce((n, x) => n + x.ours.errors, 0)} / ${r.runs.reduce((n, x) => n + x.bare.errors, 0)} | ${fmt(median(r.runs.map((x) => x.bare.p99)), 1)} |${withRaw ? ` ${fmt(median(r.runs.map((x) => x.raw?.rps)))} | ${fmt(median(r.runs.map((x) => x.raw?.p99)), 1)} |` : ''} ${fmt(r.memory?.rssMb)} |`,
    );
  }
  return lines;
}

function verdicts(rows) {
  const lines = [];
  for (const r of rows.filter((row) => row.connections === 10)) {
    const ratios = r.runs.map((run) => (100 * run.ours.rps) / run.bare.rps);
    const med = median(ratios);
    const low = Math.min(...ratios);
    const p99 = median(r.runs.map((x) => x.ours.p99));
    lines.push(
      `- \`${r.scenario.id}\` at 10 connections: median ${fmt(med)}% of bare (${med >= 80 ? 'met' : 'missed'}), lowest run ${fmt(low)}% (${low >= 70 ? 'met' : 'missed'}); p99 ${fmt(p99, 1)} ms (issue 8's 25 ms: ${p99 < 25 ? 'met' : 'missed'}).`,
    );
  }
  return lines;
}

/**
 * RESULTS.md: the run's header, then each section this run measured, and every other section as it is in
 * `current` (the text of the file before the run).
 */
function render(rows, peakMb, web, current) {
  const postgres = rows.filter((r) => r.db === 'postgres');
  const pglite = rows.filter((r) => r.db === 'pglite');
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs). Do not edit by hand; the analysis is in the "Reading the figures" section of `bench/README.md`.',
    '',
    machine(),
    `- This run measured: ${[postgres.length > 0 && 'the API on PostgreSQL', pglite.length > 0 && 'the API on PGlite', web !== undefined && 'the web app'].filter(Boolean).join(', ') || 'nothing'}; every other section is kept as an earlier run (or script) wrote it.`,
    '',
  ];
  const api = [];
  if (postgres.length > 0) {
    api.push(
      '## API on PostgreSQL',
      '',
      `Data: \`npm run seed:scale -- --employees ${EMPLOYEES} --weeks ${WEEKS}\` on PostgreSQL.`,
      '',
      'Requests per second of our route, of a bare Fastify route running the same SQL (captured from our route, same pool size) and of the same SQL through `pg` without HTTP (raw), every run shown; ours/bare is taken run by run (ours, bare and raw alternate). Medians in bold, the spread (lowest–highest run) beside them.',
      '',
      ...renderTable(postgres, true),
      '',
      `Peak resident memory of the server over the PostgreSQL runs (VmHWM): **${fmt(peakMb('postgres'))} MB**.`,
      '',
      'Targets (issue 19): ours at least 80% of bare as the median of the runs at 10 connections, and no run below 70%.',
      '',
      ...verdicts(postgres),
    );
    if (postgresPlans.length > 0) {
      const seqScans = (plan) => NO_SEQ_SCAN.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
      const found = [...new Set(postgresPlans.flatMap((p) => seqScans(p.plan).map((t) => `${p.scenario}: ${t}`)))];
      api.push(
        '',
        '### Plans',
        '',
        `EXPLAIN (ANALYZE, BUFFERS) of every statement of each scenario's first sample on this data (in a transaction rolled back). Sequential scans of ${NO_SEQ_SCAN.map((t) => `\`${t}\``).join(', ')}: ${found.length === 0 ? '**none**' : found.join('; ')}.`,
        '',
      );
      for (const p of postgresPlans) {
        const seq = seqScans(p.plan);
        api.push(`#### ${p.scenario}${seq.length > 0 ? ` (Seq Scan on ${seq.join(', ')})` : ''}`, '', '```sql', p.sql.replace(/\s+/g, ' ').slice(0, 600), '```', '', '```', p.plan, '```', '');
      }
    }
  }
  lines.push(sectionOf(current, 'api-postgres', api.length > 0 ? api.join('\n') : undefined));
  api.length = 0;
  if (pglite.length > 0) {
    api.push(
      '## API on the embedded database (PGlite)',
      '',
      `Data: \`DATA_DIR=${path.relative(root, PGLITE_DIR)} npm run seed:scale -- --employees ${PGLITE_EMPLOYEES} --weeks ${PGLITE_WEEKS}\`: the default start without \`DATABASE_URL\`, one database connection inside the server process.`,
      '',
      'Our server and the bare route (the same captured SQL, one connection) each open their own copy of the seeded folder, made fresh for the run; ours and bare alternate run by run after a warm-up of each. No raw-SQL column.',
      '',
      ...renderTable(pglite, false),
      '',
      `Peak resident memory of the server over the PGlite runs (VmHWM): **${fmt(peakMb('pglite'))} MB**.`,
      '',
      ...verdicts(pglite),
    );
  }
  lines.push(sectionOf(current, 'api-pglite', api.length > 0 ? api.join('\n') : undefined));
  lines.push('Scenarios:', '');
  for (const s of SCENARIOS) lines.push(`- \`${s.id}\`: ${s.title}`);
  lines.push('', sectionOf(current, 'web', web));
  for (const name of KEPT_SECTIONS) lines.push(sectionOf(current, name, undefined));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
