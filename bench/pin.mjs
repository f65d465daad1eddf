// CPU pinning of the benchmarks: the server side (our server, the bare ceiling server and the
// local PostgreSQL) on one half of the cores, the load generator (autocannon in the bench process, the
// raw-SQL workers it spawns) on the other, so the two stop taking each other's time slices. On 2 cores:
// server and PostgreSQL on core 0, load on core 1. Needs `taskset` (util-linux) and 2 cores or more;
// BENCH_PIN=0 turns it off. PostgreSQL's affinity is put back when the bench ends.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const hasTaskset = () => spawnSync('taskset', ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * The core lists to pin to, or null when pinning is off or impossible.
 * @returns {{ server: string, load: string } | null}
 */
export function pinPlan() {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  if (process.env.BENCH_PIN === '0' || cores < 2 || !hasTaskset()) return null;
  const half = Math.floor(cores / 2);
  const range = (from, to) => (to - from === 1 ? String(from) : `${from}-${to - 1}`);
  return { server: range(0, half), load: range(half, cores) };
}

/** Pins this process (and so every child it spawns later) to `cores`. */
export function pinSelf(cores) {
  run(['-a', '-p', '-c', cores, String(process.pid)]);
}

/** `[command, ...args]` that runs node with `args` pinned to `cores` (or plain node without a plan). */
export function pinnedNode(cores, args) {
  return cores ? ['taskset', ['-c', cores, process.execPath, ...args]] : [process.execPath, args];
}

function run(args) {
  const result = spawnSync('taskset', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

function childrenOf(parent) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent);
}

function maskOf(pid) {
  return /affinity mask: ([0-9a-f]+)/.exec(run(['-p', String(pid)]))?.[1];
}

/**
 * Pins the local PostgreSQL server (its postmaster, found as the parent of a backend, and every process
 * it has started; backends started later inherit the postmaster's affinity) to `cores`.
 * @param {(query: string) => Promise<{ rows: Array<Record<string, unknown>> }>} sql
 * @returns {Promise<(() => void) & { pinned: boolean }>} puts every PostgreSQL process back on the
 *   postmaster's former mask; a no-op with `pinned` false when PostgreSQL is not on this machine or
 *   cannot be pinned (the bench then says so). `sql` must keep its connection open while this runs.
 */
export async function pinPostgres(sql, cores, log) {
  const backend = Number((await sql('select pg_backend_pid() as pid')).rows[0].pid);
  const postmaster = parentOf(backend);
  if (postmaster <= 1) {
    log(`PostgreSQL backend ${backend} is not a local process: PostgreSQL not pinned`);
    return Object.assign(() => {}, { pinned: false });
  }
  let mask;
  try {
    mask = maskOf(postmaster);
    run(['-a', '-p', '-c', cores, String(postmaster)]);
    for (const pid of childrenOf(postmaster)) run(['-a', '-p', '-c', cores, String(pid)]);
  } catch (error) {
    log(`PostgreSQL not pinned: ${error.message}`);
    return Object.assign(() => {}, { pinned: false });
  }
  log(`PostgreSQL (postmaster ${postmaster}) pinned to core(s) ${cores}; mask ${mask} is restored at the end`);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      try {
        run(['-a', '-p', mask, String(pid)]);
      } catch {
        /* a backend that has just ended */
      }
    }
  };
  process.once('exit', restore);
  // Ctrl-C or a kill: Node ends without 'exit' on a signal it does not handle.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      restore();
      process.exit(130);
    });
  }
  return Object.assign(restore, { pinned: true });
}
