// `npm run bench`: the benchmarks of issue 8 against the real server on PostgreSQL with the scale data,
// each beside its two ceilings (bare Fastify + the same SQL, and the same SQL straight through `pg`),
// then the web bundle sizes and Lighthouse; rewrites bench/RESULTS.md.
//
// Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/apps_bench, created and
// seeded with `seed:scale` when empty), BENCH_SECONDS per run (10), BENCH_CONNECTIONS (1,10,100),
// BENCH_SCENARIOS (all), BENCH_SKIP_WEB=1 to leave out bundle and Lighthouse, BENCH_CPU_PROF=<dir> to
// write a V8 CPU profile of our server (open it in Chrome DevTools), BENCH_OUT (bench/RESULTS.md) for
// where the results go (a partial or profiled run should not replace the committed file).
// Traffic goes to 127.0.0.1 only; every run is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { preparePeople } from './people.mjs';
import { SCENARIOS } from './scenarios.mjs';
import { measureBundle } from './bundle-size.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, 'bench/.tmp');
mkdirSync(tmp, { recursive: true });
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apps_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,100').split(',').map(Number);
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS.md');
const OUR_PORT = 3400;
const CEILING_PORT = 3401;

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
  if (seeded < 10000) {
    log('seeding 10,000 people and 52 weeks (npm run seed:scale)...');
    const result = spawnSync('npm', ['run', 'seed:scale', '--', '--employees', '10000', '--weeks', '52'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL } });
    if (result.status !== 0) throw new Error('seed:scale failed');
  }
}

async function sql(query, params = []) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await client.query(query, params);
  } finally {
    await client.end();
  }
}

function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stdout.resume();
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        /* not yet */
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error(`${args.join(' ')} did not start:\n${errors}`));
      setTimeout(poll, 250);
    };
    poll();
  });
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function rotation(list) {
  let n = 0;
  return () => list[n++ % list.length];
}

async function runOurs(scenario, people, connections) {
  const pick = rotation(scenario.who === 'manager' ? people.managers : people.employees);
  let counter = 0;
  const calls = scenario.calls(people.employees[0], 0);
  const result = await autocannon({
    url: `http://127.0.0.1:${OUR_PORT}`,
    connections,
    duration: SECONDS,
    requests: calls.map((_, step) => ({
      setupRequest(request, context) {
        if (step === 0) {
          context.person = pick();
          context.i = counter++;
        }
        const call = scenario.calls(context.person, context.i)[step];
        return {
          ...request,
          method: call.method,
          path: call.path,
          headers: { authorization: `Bearer ${context.person.token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
          body: call.body ? JSON.stringify(call.body) : undefined,
        };
      },
    })),
  });
  return summarise(result);
}

async function runCeiling(scenario, connections) {
  return summarise(await autocannon({ url: `http://127.0.0.1:${CEILING_PORT}/ceiling/${scenario.id}`, connections, duration: SECONDS }));
}

function summarise(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function runRaw(scenario, connections) {
  const out = spawnSync(process.execPath, ['bench/raw-sql.mjs', path.join(tmp, 'captured.json'), scenario.id, String(connections), String(SECONDS), scenario.write ? 'write' : 'read'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

const cleanBenchEntries = () => sql(`delete from time_entries where task_description = 'bench entry'`);

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const pkg = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return [
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, ${os.type()} ${os.release()}`,
    `- Node.js ${process.version}; ${pgVersion}; fastify ${pkg('fastify')}, drizzle-orm ${pkg('drizzle-orm')}, pg ${pkg('pg')}, autocannon ${pkg('autocannon')}`,
    `- Load generator, server and PostgreSQL share the same ${os.cpus().length} cores; each run lasts ${SECONDS} s on loopback.`,
  ].join('\n');
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main() {
  await ensureDatabase();
  log('building...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) throw new Error('build failed');
  await cleanBenchEntries();

  const env = { DATABASE_URL, PORT: String(OUR_PORT), HOST: '127.0.0.1', NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000', AUTH_RATE_LIMIT_MAX: '1000000000' };
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const server = await startProcess([...profile, 'apps/api/dist/server.js'], env, `http://127.0.0.1:${OUR_PORT}/readyz`);
  log(`server pid ${server.pid}`);
  const rows = [];
  let ceiling;
  try {
    const people = await preparePeople(`http://127.0.0.1:${OUR_PORT}`, DATABASE_URL);
    writeFileSync(path.join(tmp, 'people.json'), JSON.stringify(people));
    log('capturing the SQL of each scenario...');
    const capture = spawnSync('npx', ['tsx', 'bench/capture.ts', path.join(tmp, 'people.json'), path.join(tmp, 'captured.json')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL },
      encoding: 'utf8',
    });
    if (capture.status !== 0) throw new Error(capture.stderr || capture.stdout);
    log(capture.stdout.trim());
    await cleanBenchEntries();
    ceiling = await startProcess(
      ['bench/ceiling-server.mjs'],
      { DATABASE_URL, PORT: String(CEILING_PORT), CAPTURED: path.join(tmp, 'captured.json'), WRITE_SCENARIOS: SCENARIOS.filter((s) => s.write).map((s) => s.id).join(',') },
      `http://127.0.0.1:${CEILING_PORT}/ceiling/a-timesheets`,
    );

    for (const scenario of SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.id))) {
      for (const connections of CONNECTIONS) {
        if (scenario.write) await cleanBenchEntries();
        const ours = await runOurs(scenario, people, connections);
        if (scenario.write) await cleanBenchEntries();
        const bare = await runCeiling(scenario, connections);
        if (scenario.write) await cleanBenchEntries();
        const raw = runRaw(scenario, connections);
        const memory = memoryOf(server.pid);
        rows.push({ scenario, connections, ours, bare, raw, memory });
        log(
          `${scenario.id} c=${connections}: ours ${fmt(ours.rps)} rps p99 ${fmt(ours.p99, 1)} ms (err ${ours.errors}) | bare ${fmt(bare.rps)} rps | raw ${fmt(raw.rps)} rps | rss ${fmt(memory.rssMb)} MB`,
        );
      }
    }
    if (SCENARIOS.some((s) => s.write)) await cleanBenchEntries();
  } finally {
    ceiling?.kill('SIGTERM');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited; // the CPU profile, when asked for, is written on exit
  }
  const peakMb = rows.length > 0 ? Math.max(...rows.map((r) => r.memory.peakMb)) : 0;

  let web = '';
  if (process.env.BENCH_SKIP_WEB !== '1') {
    const bundle = measureBundle(path.join(root, 'apps/web/dist'));
    log(`web: first load ${fmt(bundle.initialGzipKb, 1)} KB gzip (signed in: ${fmt(bundle.homeGzipKb, 1)} KB)`);
    const lighthouse = await runLighthouse(root);
    web = renderWeb(bundle, lighthouse);
  }
  writeFileSync(OUT, render(rows, peakMb, web) + keptSections());
  log(`wrote ${path.relative(root, OUT)}`);
}

/** The sections other scripts (or people) write into RESULTS.md between their markers, kept as they are. */
const KEPT_SECTIONS = [
  'scim-initial-cycle', // bench/scim/initial-cycle.mjs
  'reminders', // bench/reminders.ts, copied in by hand
  'grid-save', // bench/grid-save.ts, copied in by hand
  'reporting-lines', // bench/reporting-lines.mjs (npm run bench:lines, issue 15)
];

/** The kept sections of the current RESULTS.md, each with its markers, in KEPT_SECTIONS order. */
function keptSections() {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    return '';
  }
  let kept = '';
  for (const name of KEPT_SECTIONS) {
    const start = current.indexOf(`<!-- ${name}:start -->`);
    const end = current.indexOf(`<!-- ${name}:end -->`);
    if (start >= 0 && end > start) kept += `\n${current.slice(start, end)}<!-- ${name}:end -->\n`;
  }
  return kept;
}

function render(rows, peakMb, web) {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs). Do not edit by hand; the analysis is in the "Reading the figures" section of `bench/README.md`.',
    '',
    machine(),
    `- Data: \`npm run seed:scale -- --employees 10000 --weeks 52\` on PostgreSQL (10,200 people, 520,000 timesheets, 3.9 million time entries).`,
    '',
    '## API',
    '',
    'Requests per second and latency (ms) of our route, of a bare Fastify route running the same SQL (captured from our route) and of the same SQL through `pg` without HTTP. Ratios: ours / bare and bare / raw (throughput).',
    '',
    '| scenario | conn | ours rps | ours p50 | ours p99 | errors | bare rps | bare p99 | raw rps | raw p99 | ours/bare | bare/raw | server RSS MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.scenario.id} | ${r.connections} | ${fmt(r.ours.rps)} | ${fmt(r.ours.p50, 1)} | ${fmt(r.ours.p99, 1)} | ${r.ours.errors} | ${fmt(r.bare.rps)} | ${fmt(r.bare.p99, 1)} | ${fmt(r.raw.rps)} | ${fmt(r.raw.p99, 1)} | ${fmt((100 * r.ours.rps) / r.bare.rps)}% | ${fmt((100 * r.bare.rps) / r.raw.rps)}% | ${fmt(r.memory.rssMb)} |`,
    );
  }
  lines.push('', `Peak resident memory of the server over the whole run (VmHWM): **${fmt(peakMb)} MB**.`, '');
  lines.push('Scenarios:', '');
  for (const s of SCENARIOS) lines.push(`- \`${s.id}\`: ${s.title}`);
  lines.push('', 'Targets (issue 8): ours at least 60% of bare Fastify + SQL throughput; p99 under 25 ms at 10 connections.', '');
  const ten = rows.filter((r) => r.connections === 10);
  for (const r of ten) {
    const ratio = (100 * r.ours.rps) / r.bare.rps;
    lines.push(`- \`${r.scenario.id}\` at 10 connections: ${fmt(ratio)}% of bare (${ratio >= 60 ? 'met' : 'missed'}), p99 ${fmt(r.ours.p99, 1)} ms (${r.ours.p99 < 25 ? 'met' : 'missed'}).`);
  }
  if (web) lines.push('', web);
  return `${lines.join('\n')}\n`;
}

function renderWeb(bundle, lighthouse) {
  const lines = [
    '## Web',
    '',
    `First load, the sign-in screen (gzip): **${fmt(bundle.initialGzipKb, 1)} KB** (budget ${bundle.budgetKb} KB). A signed-in first load (home) adds the router, shell and home: **${fmt(bundle.homeGzipKb, 1)} KB** in all.`,
    '',
    '| file | loaded for | gzip KB |',
    '|---|---|---|',
  ];
  for (const file of bundle.initial) lines.push(`| ${file.name} | sign-in | ${fmt(file.gzipKb, 1)} |`);
  for (const file of bundle.home) lines.push(`| ${file.name} | home | ${fmt(file.gzipKb, 1)} |`);
  lines.push('', 'Lighthouse (system Chromium, mobile emulation defaults, server on loopback):', '', '| page | performance | accessibility | best practices | LCP ms | TBT ms |', '|---|---|---|---|---|---|');
  for (const page of lighthouse) lines.push(`| ${page.name} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${fmt(page.lcp)} | ${fmt(page.tbt)} |`);
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
