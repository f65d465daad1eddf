// What `npm run bench` (bench/run.mjs) and `npm run bench:lines` (bench/reporting-lines.mjs) share:
// starting and stopping a server process, and the three measurements of a scenario (our route with
// autocannon, the bare ceiling route of bench/ceiling-server.mjs, and the captured SQL through `pg` alone
// with bench/raw-sql.mjs), each summarised the same way.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_SCIM_TOKEN } from './scenarios.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs `fn` with one `pg` connection to `databaseUrl`, closed afterwards. */
export async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements of the first captured sample (`captured`, as
 * bench/capture.ts writes it) of each of `scenarioIds` that `keep(sql)` accepts, on `databaseUrl`, each in
 * a transaction rolled back: a write plans its real work and changes nothing. Returns
 * `{ scenario, sql, plan }` in scenario order; `plan` is PostgreSQL's text.
 */
export function explainCaptured(databaseUrl, captured, scenarioIds, keep) {
  const statements = scenarioIds
    .filter((id) => captured[id]?.[0])
    .flatMap((id) => captured[id][0].flat().map((statement) => ({ scenario: id, sql: statement.sql.trim(), params: statement.params })))
    .filter((statement) => keep(statement.sql));
  return withClient(databaseUrl, async (client) => {
    const plans = [];
    for (const { scenario, sql, params } of statements) {
      await client.query('begin');
      try {
        const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
        plans.push({ scenario, sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
      } finally {
        await client.query('rollback');
      }
    }
    return plans;
  });
}

/**
 * Starts `node <args>` in the repository root with `env` added and resolves with the child once
 * `readyUrl` answers 2xx; rejects with the child's stderr when it exits first or after `timeoutMs`.
 * `wrap(command, args)` may put a launcher in front (bench/pin.mjs's `pinnedNode` for `taskset`).
 */
export function startProcess(args, env, readyUrl, { timeoutMs = 120_000, wrap = (command, argv) => [command, argv] } = {}) {
  const [command, argv] = wrap(process.execPath, args);
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stdout.resume();
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
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

/** Stops a started process with SIGTERM and waits for it to exit (a CPU profile is written on exit). */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Requests per second (average), p50 and p99 latency (ms), failed requests (errors, timeouts, non-2xx) and the count of one autocannon run. */
export function summarise(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Runs `scenario` against our server at `baseUrl` for `seconds` over `connections`: each connection
 * repeats the scenario's calls in order, as `pick()` says at its first call (`{ person, i }`: the person,
 * whose bearer token is sent, and the number handed to `scenario.calls`); `sample` is any person, to
 * count the calls. A call marked `scim` carries the provisioning secret (BENCH_SCIM_TOKEN) instead.
 */
export async function runOurs(baseUrl, scenario, { pick, sample }, connections, seconds) {
  const calls = scenario.calls(sample, 0);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: calls.map((_, step) => ({
      setupRequest(request, context) {
        if (step === 0) Object.assign(context, pick());
        const call = scenario.calls(context.person, context.i)[step];
        return {
          ...request,
          method: call.method,
          path: call.path,
          headers: { authorization: `Bearer ${call.scim ? BENCH_SCIM_TOKEN : context.person.token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
          body: call.body ? JSON.stringify(call.body) : undefined,
        };
      },
    })),
  });
  return summarise(result);
}

/** The bare route of bench/ceiling-server.mjs on `port` for `scenarioId`. */
export async function runCeiling(port, scenarioId, connections, seconds) {
  return summarise(await autocannon({ url: `http://127.0.0.1:${port}/ceiling/${scenarioId}`, connections, duration: seconds }));
}

/** The scenario's captured SQL (`capturedFile`) through `pg` alone (bench/raw-sql.mjs), in a child process. */
export function runRaw(capturedFile, scenario, connections, seconds, databaseUrl) {
  const out = spawnSync(process.execPath, ['bench/raw-sql.mjs', capturedFile, scenario.id, String(connections), String(seconds), scenario.write ? 'write' : 'read'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

/** A number with `digits` decimals, or `-` when it is not finite. */
export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** The median of `values` (the mean of the two middle values for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `**median** (min–max)` of the finite `values`, each formatted with `digits` and followed by `unit`; one value alone, or `-`. */
export function spread(values, digits = 0, unit = '') {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '-';
  if (finite.length === 1) return `${fmt(finite[0], digits)}${unit}`;
  return `**${fmt(median(finite), digits)}${unit}** (${fmt(Math.min(...finite), digits)}–${fmt(Math.max(...finite), digits)})`;
}
