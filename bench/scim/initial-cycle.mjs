// Benchmark: Entra's initial provisioning cycle for a 10,000-person organisation against the
// built server (`npm run build` first), pushed by 10 parallel workers as Entra's provisioning service
// does. Per person, Entra's own sequence: GET /Users?filter=userName eq "..." (the matching query), then
// POST /Users (the create-user body Microsoft documents, with enterprise department and manager, and an
// app role). A manager not created yet is sent as Entra does later: PATCH Add of the manager (default
// dialect). Measures wall time, people per second, latency per request kind, errors and the server's
// peak memory; checks the final count through GET /Users. Writes the "SCIM initial cycle" section of
// bench/RESULTS.md (between its markers; bench/run.mjs keeps the section).
//
//   node bench/scim/initial-cycle.mjs [--people 10000] [--parallel 10]
//   DATABASE_URL=postgres://... -> a fresh PostgreSQL database (dropped at the end); else PGlite.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PEOPLE = arg('people', 10_000);
const PARALLEL = arg('parallel', 10);
const PORT = Number(process.env.BENCH_SCIM_PORT ?? 3399);
const TOKEN = `bench-scim-${randomUUID()}-${randomUUID()}`;
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const BASE = `http://127.0.0.1:${PORT}/scim/v2`;
const HEADERS = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/scim+json', accept: 'application/scim+json' };
const ROLES = ['Employee.mytime', 'Employee.grow', 'Manager.mytime', 'Recruiter.hire'];

if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('Run `npm run build` first');

// The organisation: person 0 heads it, persons 1..100 manage, the rest report to one of them.
const people = Array.from({ length: PEOPLE }, (_, i) => ({
  i,
  objectId: randomUUID(),
  upn: `p${i}.${randomUUID().slice(0, 6)}@contoso.example`,
  manager: i === 0 ? null : i <= 100 ? 0 : 1 + (i % 100),
  role: ROLES[i % ROLES.length],
}));
// Entra's order is not the org chart's: shuffle (deterministically) so some reports come before managers.
let seed = 42;
const order = people.map((p) => p.i).sort(() => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) - 0.5);

const env = { ...process.env, NODE_ENV: 'test', VALIDATE_RESPONSES: 'false', PORT: String(PORT), HOST: '127.0.0.1', AUTH_MODE: 'dev', LOG_LEVEL: 'warn', SCIM_TOKEN: TOKEN, SCIM_RATE_LIMIT_MAX: '1000000', RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' };
delete env.SEED_DEMO;
let cleanup = async () => {};
let database = 'PGlite';
if (process.env.DATABASE_URL) {
  const name = `apps_bench_scim_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  database = 'PostgreSQL';
  cleanup = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'apps-bench-scim-'));
  env.DATA_DIR = dir;
  delete env.DATABASE_URL;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const peakRssMb = () => {
  try {
    const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return null;
  }
};
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
  } catch {
    // Not listening yet.
  }
  if (tries > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const latencies = { filter: [], post: [], patch: [] };
let errors = 0;
const errorSamples = [];
async function call(kind, method, url, body) {
  const started = performance.now();
  const response = await fetch(url, { method, headers: HEADERS, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  latencies[kind].push(performance.now() - started);
  if (!response.ok) {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(`${method} ${response.status} ${text.slice(0, 200)}`);
    return null;
  }
  return text ? JSON.parse(text) : null;
}

const idOf = new Map();
const pendingManagers = [];
function body(p) {
  const managerId = p.manager === null ? undefined : idOf.get(p.manager);
  if (p.manager !== null && !managerId) pendingManagers.push(p.i);
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
    externalId: p.objectId,
    userName: p.upn,
    active: true,
    displayName: `Person ${p.i}`,
    emails: [{ primary: true, type: 'work', value: p.upn }],
    meta: { resourceType: 'User' },
    name: { formatted: `Person ${p.i}`, familyName: String(p.i), givenName: 'Person' },
    title: p.i <= 100 ? 'Manager' : 'Engineer',
    roles: [{ primary: false, type: 'WindowsAzureActiveDirectoryRole', display: p.role, value: p.role }],
    [ENTERPRISE]: { department: `Department ${p.i % 20}`, ...(managerId ? { manager: { value: managerId } } : {}) },
  };
}

async function workers(items, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const started = performance.now();
await workers(order, async (i) => {
  const p = people[i];
  await call('filter', 'GET', `${BASE}/Users?filter=${encodeURIComponent(`userName eq "${p.upn}"`)}`);
  const created = await call('post', 'POST', `${BASE}/Users`, body(p));
  if (created) idOf.set(i, created.id);
});
const createdMs = performance.now() - started;
await workers([...pendingManagers], async (i) => {
  const id = idOf.get(i);
  const managerId = idOf.get(people[i].manager);
  if (!id || !managerId) return;
  await call('patch', 'PATCH', `${BASE}/Users/${id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: managerId }],
  });
});
const totalMs = performance.now() - started;
const listed = await (await fetch(`${BASE}/Users?startIndex=1&count=1`, { headers: HEADERS })).json();
const rss = peakRssMb();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await cleanup();

const pct = (values, q) => {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
};
const row = (kind, label) => `| ${label} | ${latencies[kind].length} | ${pct(latencies[kind], 0.5)} | ${pct(latencies[kind], 0.95)} | ${pct(latencies[kind], 0.99)} |`;
const requests = latencies.filter.length + latencies.post.length + latencies.patch.length;
const section = `<!-- scim-initial-cycle:start -->
## SCIM initial cycle (issue 16)

Written by \`node bench/scim/initial-cycle.mjs\` (bench/README.md). ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version}, ${database}; client, server and database share the cores.

Entra's initial cycle for ${PEOPLE.toLocaleString('en')} people (1 head, 100 managers, the rest their reports, sent in shuffled order) by ${PARALLEL} parallel workers: per person the matching query and the create; managers that arrived after their reports, as Entra's later PATCH Add.

| figure | value |
|---|---|
| people created (GET /Users totalResults) | ${listed.totalResults} of ${PEOPLE} |
| wall time, all creates | ${(createdMs / 1000).toFixed(1)} s |
| wall time, whole cycle (with ${latencies.patch.length} manager PATCHes) | ${(totalMs / 1000).toFixed(1)} s |
| people per second | ${(PEOPLE / (totalMs / 1000)).toFixed(0)} |
| requests per second | ${(requests / (totalMs / 1000)).toFixed(0)} |
| errors | ${errors}${errorSamples.length ? ` (${errorSamples.join('; ').replaceAll('|', '/')})` : ''} |
| server peak memory (VmHWM) | ${rss ?? '-'} MB |

| request | count | p50 ms | p95 ms | p99 ms |
|---|---|---|---|---|
${row('filter', 'GET /Users?filter=userName eq')}
${row('post', 'POST /Users')}
${row('patch', 'PATCH /Users/{id} (manager)')}
<!-- scim-initial-cycle:end -->
`;
const out = path.join(root, 'bench/RESULTS.md');
const current = readFileSync(out, 'utf8');
const start = current.indexOf('<!-- scim-initial-cycle:start -->');
const end = current.indexOf('<!-- scim-initial-cycle:end -->');
const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + '<!-- scim-initial-cycle:end -->\n'.length) : `${current.trimEnd()}\n\n${section}`;
writeFileSync(out, next);
console.log(section);
process.exit(errors > 0 || listed.totalResults !== PEOPLE ? 1 : 0);
