// `npm run bench:exports`: export benchmark. Exports 4 weeks of the 10,000-person scale
// organisation (about 300,000 time entries) as CSV and as XLSX from the built server on PostgreSQL, as
// Admin on mytime (everyone), while 10 connections keep asking other routes. Reports per format: time,
// bytes, rows, the server's RSS before and at its peak during the export (sampled every 50 ms from
// /proc), and the other requests' p50/p99 during the export beside a quiet baseline. Writes the
// "Issue 18: exports" section of bench/RESULTS.md (BENCH_OUT to write elsewhere).
//
// Settings: BENCH_EXPORTS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/apps_bench_exports,
// created and seeded with `seed:scale --weeks 5` when empty), BENCH_EXPORTS_PORT (3601).
// Needs `npm run build` first (apps/api/dist). Traffic goes to 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { replaceSection } from './results-sections.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.BENCH_EXPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apps_bench_exports';
const PORT = Number(process.env.BENCH_EXPORTS_PORT ?? 3601);
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS.md');
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench.exports.admin@scale.example';
const log = (message) => console.log(`[bench:exports] ${message}`);

async function query(text, params = []) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function ensureData() {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString() });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const seeded = await query(`select count(*)::int as n from users where email like 'employee.%@scale.example'`).then((r) => r.rows[0].n).catch(() => 0);
  if (seeded < 10000) {
    log('seeding 10,000 people and 5 weeks (npm run seed:scale)...');
    const result = spawnSync('npm', ['run', 'seed:scale', '--', '--employees', '10000', '--weeks', '5'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL } });
    if (result.status !== 0) throw new Error('seed:scale failed');
  }
  await query(`insert into users (email, name) values ($1, 'Bench Exports Admin') on conflict do nothing`, [ADMIN_EMAIL]);
  await query(
    `insert into user_roles (user_id, role_id, module)
     select u.id, r.id, 'mytime' from users u, roles r where u.email = $1 and r.name = 'Admin'
       and not exists (select 1 from user_roles x where x.user_id = u.id and x.role_id = r.id and x.module = 'mytime')`,
    [ADMIN_EMAIL],
  );
}

function startServer() {
  const env = { ...process.env, DATABASE_URL, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'test', VALIDATE_RESPONSES: 'false', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', AUTH_RATE_LIMIT_MAX: '1000000000' };
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`${BASE}/readyz`)).ok) return resolve(child);
      } catch {
        /* not yet */
      }
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error(`server did not start:\n${errors}`));
      setTimeout(poll, 250);
    };
    poll();
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function token(email) {
  const response = await fetch(`${BASE}/v1/auth/dev/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  return (await response.json()).data.accessToken;
}

/** Other traffic: employees reading their timesheets and the project list, 10 connections. */
function traffic(employees, durationSeconds) {
  let n = 0;
  return autocannon({
    url: BASE,
    connections: 10,
    duration: durationSeconds,
    requests: [
      {
        setupRequest(request) {
          const person = employees[n++ % employees.length];
          const path = n % 2 === 0 ? `/v1/mytime/timesheets/employee/${person.id}?limit=5` : '/v1/mytime/projects';
          return { ...request, method: 'GET', path, headers: { authorization: `Bearer ${person.token}` } };
        },
      },
    ],
  });
}

/** Downloads an export, counting bytes and CSV lines without keeping the file. */
async function download(adminToken, url) {
  const started = performance.now();
  const response = await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, lines };
}

async function main() {
  const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
  await ensureData();
  const server = await startServer();
  try {
    const adminToken = await token(ADMIN_EMAIL);
    // Sign-in links the bench admin's account to its development object id (as the first sign-in of a person does).
    const login = await fetch(`${BASE}/v1/auth/login`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: '{}' });
    if (!login.ok) throw new Error(`bench admin sign-in: ${login.status} ${await login.text()}`);
    const { rows } = await query(`select id, email from users where email like 'employee.%@scale.example' order by email limit 50`);
    const employees = [];
    for (const row of rows) employees.push({ id: row.id, token: await token(row.email) });
    const sunday = (await query(`select to_char(max(week_start_date), 'YYYY-MM-DD') as w from timesheets`)).rows[0].w;
    const from = (await query(`select to_char($1::date - 21, 'YYYY-MM-DD') as d`, [sunday])).rows[0].d;
    const to = (await query(`select to_char($1::date + 6, 'YYYY-MM-DD') as d`, [sunday])).rows[0].d;
    const entries = (await query(`select count(*)::int as n from time_entries where date between $1 and $2`, [from, to])).rows[0].n;
    log(`load ${load}; range ${from} to ${to}: ${entries} entries`);

    // Warm up the server, then a quiet baseline of the other traffic.
    await download(adminToken, `/v1/mytime/exports/timesheets?from=${to}&to=${to}&format=csv`);
    const baseline = await traffic(employees, 10);
    log(`baseline p99 ${baseline.latency.p99} ms`);

    const results = [];
    for (const format of ['csv', 'xlsx']) {
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
      const during = traffic(employees, 3600);
      const file = await download(adminToken, `/v1/mytime/exports/timesheets?from=${from}&to=${to}&format=${format}`);
      during.stop?.();
      const other = await during;
      clearInterval(sampler);
      results.push({ format, ...file, before, peak, other });
      log(`${format}: ${file.seconds.toFixed(1)} s, ${(file.bytes / 1048576).toFixed(1)} MB, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB, other p99 ${other.latency.p99} ms (${other.requests.total} requests)`);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    writeResults({ load, from, to, entries, baseline, results });
  } finally {
    server.kill('SIGTERM');
  }
}

function writeResults({ load, from, to, entries, baseline, results }) {
  const mb = (bytes) => (bytes / 1048576).toFixed(1);
  const section = [
    '## Issue 18: exports',
    '',
    `\`npm run bench:exports\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL 15, the built server, ${os.cpus().length} cores, load average ${load} at the start ` +
      '(the machine is shared; other runs add to the times and latencies). Exporting `GET /v1/mytime/exports/timesheets` for ' +
      `${from} to ${to} (4 weeks, ${entries.toLocaleString('en-US')} time entries of the 10,000-person scale organisation) as Admin on mytime, ` +
      'while 10 connections keep reading timesheets and projects as employees. RSS is sampled from /proc every 50 ms.',
    '',
    '| format | time | file | rows | server RSS before | peak RSS during | other requests during: p50 / p99 (count) |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.format} | ${r.seconds.toFixed(1)} s | ${mb(r.bytes)} MB | ${r.format === 'csv' ? (r.lines - 1).toLocaleString('en-US') : 'n/a'} | ${r.before.toFixed(0)} MB | ${r.peak.toFixed(0)} MB | ${r.other.latency.p50} / ${r.other.latency.p99} ms (${r.other.requests.total.toLocaleString('en-US')}) |`,
    ),
    '',
    `Other requests without an export (10 s baseline): p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms (${baseline.requests.total.toLocaleString('en-US')} requests).`,
    '',
  ].join('\n');
  // Between the `exports` markers, so bench/run.mjs keeps it (bench/results-sections.mjs).
  const updated = replaceSection(readFileSync(OUT, 'utf8'), 'exports', section, '## Issue 18: exports');
  writeFileSync(OUT, updated.endsWith('\n') ? updated : `${updated}\n`);
  log(`wrote ${path.relative(root, OUT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
