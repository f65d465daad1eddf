// `npm run bench:lines`: the benchmarks (reporting lines) against the real server on
// PostgreSQL with the scale organisation (`npm run seed:scale`: 10,200 people in one tree of span 8),
// each beside the two ceilings of `npm run bench` (a bare Fastify route replaying the SQL our route
// sends, and that SQL straight through `pg`), plus EXPLAIN (ANALYZE, BUFFERS) of every statement that
// reads the line. Writes the "Issue 15" section of bench/RESULTS.md (between its markers; the rest of
// the file is kept). Measured as `npm run bench` measures: pinned with `taskset` (servers and
// PostgreSQL on one half of the cores, the load generator on the other; bench/pin.mjs), a warm-up of our
// route and of the bare route, then BENCH_RUNS (3) runs alternating ours, bare and raw; the section shows
// every run, the median and the spread. Settings as bench/run.mjs: BENCH_DATABASE_URL, BENCH_SECONDS (10),
// BENCH_RUNS (3), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_SCENARIOS, BENCH_OUT,
// BENCH_PIN=0; BENCH_SKIP_BUILD=1 reuses apps/api/dist; BENCH_CPU_PROF=<dir> writes a V8 CPU profile of our
// server (when it stops; e.g. with BENCH_SCENARIOS=l4-approve). Traffic goes to 127.0.0.1 only; every run is
// bounded in time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, median, root, runCeiling as runCeilingOn, runOurs as runOursOn, runRaw as runRawOn, spread, startProcess as start, stopProcess, withClient as withDatabase, explainCaptured } from './harness.mjs';
import { pinPlan, pinPostgres, pinSelf, pinnedNode } from './pin.mjs';
import { LINE_SCENARIOS } from './reporting-lines-scenarios.mjs';

const tmp = path.join(root, 'bench/.tmp');
mkdirSync(tmp, { recursive: true });
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apps_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PIN = pinPlan();
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS.md');
const OUR_PORT = Number(process.env.BENCH_PORT ?? 3301);
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? 3300);
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const LINE_PEOPLE = 40;
const MARK = 'reporting-lines';

const log = (message) => console.log(`[bench:lines] ${message}`);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

/** Starts a server process pinned to the server cores (bench/harness.mjs). */
const startProcess = (args, env, readyUrl, options) => start(args, env, readyUrl, { ...options, wrap: (_, argv) => pinnedNode(PIN?.server, argv) });

/** One connection to the benchmark database for `fn` (bench/harness.mjs). */
const withClient = (fn) => withDatabase(DATABASE_URL, fn);

/**
 * The line managers of the scenarios: employees with 8 direct reports who have no reports of their own,
 * LINE_PEOPLE of them from `employee.<from>` on (the same people at every size where they exist, the
 * first such employees otherwise: a 1,000-person tree has none from 386 on), leaving out `taken`.
 */
function lineEmails(candidates, from, taken = []) {
  const rest = candidates.filter((email) => !taken.includes(email));
  const first = rest.findIndex((email) => email >= `employee.${from}@scale.example`);
  const start = first >= 0 && first + LINE_PEOPLE <= rest.length ? first : 0;
  if (rest.length < start + LINE_PEOPLE) throw new Error(`The scale tree has ${rest.length} line managers left, the benchmark needs ${LINE_PEOPLE}`);
  return rest.slice(start, start + LINE_PEOPLE);
}

async function preparePeople() {
  return withClient(async (client) => {
    const { rows: candidates } = await client.query(`select u.email from users u
      where u.email like 'employee.%@scale.example'
        and (select count(*) from users r where r.manager_id = u.id) = 8
        and not exists (select 1 from users r join users g on g.manager_id = r.id where r.manager_id = u.id)
      order by u.email`);
    if (candidates.length === 0) throw new Error('No reporting line in the scale data: run npm run seed:scale (it builds the tree)');
    const lineManagers = lineEmails(candidates.map((row) => row.email), '00386');
    const approverEmails = lineEmails(candidates.map((row) => row.email), '00500', lineManagers);
    const { rows: month } = await client.query(`select to_char(date_trunc('month', min(start_date)), 'YYYY-MM-DD') as s,
        to_char(date_trunc('month', min(start_date)) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as e
      from leave_requests r join users u on u.id = r.employee_id where r.status = 'Pending' and u.email like 'employee.%@scale.example'`);
    const person = async (email) => {
      const { rows } = await client.query('select id from users where email = $1', [email]);
      const response = await fetch(`http://127.0.0.1:${OUR_PORT}/v1/auth/dev/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      const { data } = await response.json();
      return { id: rows[0].id, email, token: data.accessToken, monthStart: month[0].s, monthEnd: month[0].e, next: 0 };
    };
    const line = [];
    for (const email of lineManagers) line.push(await person(email));
    const approvers = [];
    for (const email of approverEmails) {
      const p = await person(email);
      const { rows } = await client.query(
        `select t.id from timesheets t join users u on u.id = t.employee_id
         where u.manager_id = $1 and t.status <> 'Draft' order by t.week_start_date desc, u.email limit 400`,
        [p.id],
      );
      p.approvals = rows.map((r) => r.id);
      approvers.push(p);
    }
    const { rows: size } = await client.query(`select (select count(*)::int from users) as people,
      (select count(distinct week_start_date)::int from timesheets) as weeks,
      (select count(*)::int from timesheets where status = 'Submitted') as submitted`);
    return { line, top: [await person('manager.0001@scale.example')], approvers, size: size[0] };
  });
}

/** The approval scenario's timesheets: saved once as seeded, set Submitted before each run, restored at the end. */
async function resetApprovals(ids) {
  await withClient(async (client) => {
    await client.query(`create table if not exists bench_lines_saved as
      select id, status, submitted_at, reviewed_by_id, reviewed_at, rejection_reason from timesheets where id = any($1::uuid[])`, [ids]);
    await client.query(`update timesheets set status = 'Submitted', submitted_at = coalesce(submitted_at, now()), reviewed_by_id = null, reviewed_at = null, rejection_reason = null
      where id = any($1::uuid[])`, [ids]);
    // The rewritten rows leave dead index entries and move the status statistics: without this the
    // planner of the read scenarios sees them, which the seeded data never has.
    await client.query('vacuum analyze timesheets');
  });
}

async function restoreApprovals() {
  await withClient(async (client) => {
    const exists = await client.query(`select to_regclass('bench_lines_saved') as t`);
    if (!exists.rows[0].t) return;
    await client.query(`update timesheets t set status = s.status, submitted_at = s.submitted_at, reviewed_by_id = s.reviewed_by_id, reviewed_at = s.reviewed_at,
      rejection_reason = s.rejection_reason from bench_lines_saved s where s.id = t.id`);
    await client.query('drop table bench_lines_saved');
    await client.query('vacuum analyze timesheets');
  });
}

/** Our route: the pool's people in turn, each person's calls numbered by `person.next` (the approval scenario's timesheets). */
function runOurs(scenario, pool, connections, seconds = SECONDS) {
  let n = 0;
  const pick = () => {
    const person = pool[n++ % pool.length];
    return { person, i: person.next++ };
  };
  return runOursOn(`http://127.0.0.1:${OUR_PORT}`, scenario, { pick, sample: pool[0] }, connections, seconds);
}

const runCeiling = (scenario, connections, seconds = SECONDS) => runCeilingOn(CEILING_PORT, scenario.id, connections, seconds);
const runRaw = (scenario, connections) => runRawOn(path.join(tmp, 'lines-captured.json'), scenario, connections, SECONDS, DATABASE_URL);

/** EXPLAIN (ANALYZE, BUFFERS) of the first sample's statements that read the line or the lists (writes rolled back). */
function explainPlans(captured) {
  const ids = LINE_SCENARIOS.map((s) => s.id);
  // The statements that read the line or the lists: the approvals, the calendar, the people search.
  return explainCaptured(DATABASE_URL, captured, ids, (sql) => /^(select|with)/i.test(sql) && /recursive|timesheets|leave_requests|to_tsquery|people_search_words/i.test(sql));
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('building...');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) throw new Error('build failed');
  }
  if (PIN) {
    pinSelf(PIN.load);
    log(`load generator pinned to core(s) ${PIN.load}; servers to ${PIN.server}`);
  }
  await restoreApprovals();
  const restorePostgres = PIN ? await withClient((client) => pinPostgres((query) => client.query(query), PIN.server, log)) : () => {};
  const env = { DATABASE_URL, PORT: String(OUR_PORT), HOST: '127.0.0.1', NODE_ENV: 'test', VALIDATE_RESPONSES: 'false', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000', AUTH_RATE_LIMIT_MAX: '1000000000' };
  const server = await startProcess([...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []), 'apps/api/dist/server.js'], env, `http://127.0.0.1:${OUR_PORT}/readyz`, { timeoutMs: 90_000 });
  log(`server pid ${server.pid}`);
  const rows = [];
  let ceiling;
  let plans = [];
  let size;
  try {
    const people = await preparePeople();
    size = people.size;
    const approvalIds = people.approvers.flatMap((p) => p.approvals);
    await resetApprovals(approvalIds);
    // The approval scenario acts as other line managers, whose teams the read scenarios do not show.
    const forScenario = (s) => (s.who === 'top' ? people.top : s.write ? people.approvers : people.line);
    writeFileSync(path.join(tmp, 'lines-people.json'), JSON.stringify(people));
    log('capturing the SQL of each scenario...');
    const capture = spawnSync('npx', ['tsx', 'bench/capture.ts', path.join(tmp, 'lines-people.json'), path.join(tmp, 'lines-captured.json'), 'reporting-lines'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL },
      encoding: 'utf8',
    });
    if (capture.status !== 0) throw new Error(capture.stderr || capture.stdout);
    log(capture.stdout.trim());
    const captured = JSON.parse(readFileSync(path.join(tmp, 'lines-captured.json'), 'utf8'));
    await resetApprovals(approvalIds);
    plans = await explainPlans(captured);
    ceiling = await startProcess(
      ['bench/ceiling-server.mjs'],
      { DATABASE_URL, PORT: String(CEILING_PORT), CAPTURED: path.join(tmp, 'lines-captured.json'), WRITE_SCENARIOS: LINE_SCENARIOS.filter((s) => s.write).map((s) => s.id).join(',') },
      `http://127.0.0.1:${CEILING_PORT}/ceiling/l1-line-pending`,
      { timeoutMs: 90_000 },
    );
    for (const scenario of LINE_SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.id))) {
      for (const connections of CONNECTIONS) {
        const loadBefore = load();
        const clean = () => (scenario.write ? resetApprovals(approvalIds) : undefined);
        if (WARMUP > 0) {
          await clean();
          await runOurs(scenario, forScenario(scenario), connections, WARMUP);
          await clean();
          await runCeiling(scenario, connections, WARMUP);
        }
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          await clean();
          const ours = await runOurs(scenario, forScenario(scenario), connections);
          await clean();
          const bare = await runCeiling(scenario, connections);
          await clean();
          const raw = runRaw(scenario, connections);
          runs.push({ ours, bare, raw });
        }
        rows.push({ scenario, connections, runs, loadBefore, loadAfter: load() });
        const each = (pick, digits = 0) => runs.map((r) => fmt(pick(r), digits)).join('/');
        log(
          `${scenario.id} c=${connections}: ours ${each((r) => r.ours.rps)} rps p99 ${each((r) => r.ours.p99, 1)} ms (err ${runs.reduce((n, r) => n + r.ours.errors, 0)}) | bare ${each((r) => r.bare.rps)} rps | raw ${each((r) => r.raw.rps)} rps | ours/bare ${each(ratio)}% | load ${loadBefore}`,
        );
      }
    }
  } finally {
    await stopProcess(ceiling);
    await stopProcess(server);
    await restoreApprovals();
    restorePostgres();
  }
  writeSection(render(rows, plans, size));
  log(`wrote the "Issue 15" section of ${path.relative(root, OUT)}`);
}

/** Ours/bare of one run, in percent. */
const ratio = (run) => (100 * run.ours.rps) / run.bare.rps;

function render(rows, plans, size) {
  const lines = [
    `<!-- ${MARK}:start -->`,
    '## Issue 15: reporting lines',
    '',
    'Written by `npm run bench:lines` (bench/reporting-lines.mjs); the analysis is in bench/README.md ("Reporting lines").',
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores; each measurement a ${WARMUP} s warm-up of our route and of the bare route, then ${RUNS} runs of ${SECONDS} s on loopback alternating ours, bare and raw.`,
    PIN
      ? `- Pinned with taskset: our server, the ceiling server and PostgreSQL on core(s) ${PIN.server}; the load generator (autocannon, the raw-SQL workers) on core(s) ${PIN.load}.`
      : `- Not pinned (no taskset, one core, or BENCH_PIN=0): load generator, server and PostgreSQL share the ${os.cpus().length} cores.`,
    `- Data: \`npm run seed:scale\`, ${size.people.toLocaleString('en')} people in one reporting line of span 8, ${size.weeks} weeks of timesheets, ${size.submitted.toLocaleString('en')} of them Submitted.`,
    '- Load average (1, 5, 15 min, `uptime`) before and after each row: figures taken above a load of 2 are less reliable (the machine is shared).',
    '',
    'Every run shown; ours/bare is taken run by run. Medians in bold, the spread (lowest–highest run) beside them.',
    '',
    '| scenario | conn | ours rps, runs | bare rps, runs | ours/bare, runs | ours/bare median (min–max) | ours p50 ms | ours p99 ms median (min–max) | errors ours / bare | raw rps | load before | load after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const all = (values) => values.map((v) => fmt(v)).join(' / ');
    const ratios = r.runs.map(ratio);
    lines.push(
      `| ${r.scenario.id} | ${r.connections} | ${all(r.runs.map((x) => x.ours.rps))} | ${all(r.runs.map((x) => x.bare.rps))} | ${all(ratios)}% | ${spread(ratios, 0, '%')} | ${fmt(median(r.runs.map((x) => x.ours.p50)), 1)} | ${spread(r.runs.map((x) => x.ours.p99), 1)} | ${r.runs.reduce((n, x) => n + x.ours.errors, 0)} / ${r.runs.reduce((n, x) => n + x.bare.errors, 0)} | ${fmt(median(r.runs.map((x) => x.raw.rps)))} | ${r.loadBefore} | ${r.loadAfter} |`,
    );
  }
  lines.push('', 'Scenarios:', '');
  for (const s of LINE_SCENARIOS) lines.push(`- \`${s.id}\`: ${s.title}`);
  lines.push('', 'Targets: ours at least 80% of the bare route at 10 connections (issue 15), as the median of the runs, and no run below 70% (issue 19).', '');
  for (const r of rows.filter((x) => x.connections === 10)) {
    const ratios = r.runs.map(ratio);
    const med = median(ratios);
    const low = Math.min(...ratios);
    lines.push(`- \`${r.scenario.id}\`: median ${fmt(med)}% of bare (${med >= 80 ? 'met' : 'missed'}), lowest run ${fmt(low)}% (${low >= 70 ? 'met' : 'missed'}).`);
  }
  lines.push('', '### Plans', '', 'EXPLAIN (ANALYZE, BUFFERS) of the statements of the first sample that read the line or the lists, on the benchmark data (writes rolled back).', '');
  for (const p of plans) {
    const seqUsers = /Seq Scan on users/.test(p.plan);
    lines.push(`#### ${p.scenario}${seqUsers ? ' (has a Seq Scan on users)' : ''}`, '', '```sql', p.sql.replace(/\s+/g, ' ').slice(0, 600), '```', '', '```', p.plan, '```', '');
  }
  lines.push(`<!-- ${MARK}:end -->`);
  return lines.join('\n');
}

function writeSection(section) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    /* a new file */
  }
  const start = current.indexOf(`<!-- ${MARK}:start -->`);
  const end = current.indexOf(`<!-- ${MARK}:end -->`);
  const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + `<!-- ${MARK}:end -->`.length) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(OUT, next);
}

main().catch(async (error) => {
  console.error(error);
  await restoreApprovals().catch(() => {});
  process.exit(1);
});
