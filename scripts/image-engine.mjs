// The container engine the image scripts drive (`npm run image`, `npm run test:image`,
// scripts/image-base.sh) and the flags this machine needs to run containers with it.
//   node scripts/image-engine.mjs engine   prints `podman` or `docker`
//   node scripts/image-engine.mjs flags    prints the run/build flags, one a line
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Whether `command` is on PATH. */
function installed(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The engine: `CONTAINER_ENGINE` when set, else podman, else docker.
 * @returns {'podman' | 'docker'}
 * @throws Error when neither is installed.
 */
export function containerEngine() {
  const chosen = process.env.CONTAINER_ENGINE;
  if (chosen === 'podman' || chosen === 'docker') return chosen;
  if (chosen) throw new Error(`CONTAINER_ENGINE must be podman or docker, not ${chosen}`);
  if (installed('podman')) return 'podman';
  if (installed('docker')) return 'docker';
  throw new Error('neither podman nor docker is installed (on Debian: apt-get install -y podman)');
}

/**
 * The hard limit of a resource of this process from /proc/self/limits (Linux), or null when it is
 * unlimited or cannot be read.
 * @param {string} label  the row's name, e.g. 'Max open files'
 */
function hardLimit(label) {
  try {
    const row = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((line) => line.startsWith(label));
    const hard = row?.slice(label.length).trim().split(/\s+/)[1];
    return hard && /^\d+$/.test(hard) ? Number(hard) : null;
  } catch {
    return null;
  }
}

/**
 * Flags for `podman run` and `podman build` on this machine; none for docker, whose daemon sets its own
 * limits. Podman asks the OCI runtime for limits above what this process may have (nofile 1048576), and
 * runc refuses them with "error setting rlimit ... operation not permitted" in a limited host such as a
 * CI container: the flags ask for this process's own hard limits instead (nproc no higher than
 * kernel.pid_max, above which runc refused it here). crun refuses a hybrid cgroup v1/v2 layout, so runc
 * is chosen there when it is installed.
 * @param {'podman' | 'docker'} engine
 * @returns {string[]}
 */
export function engineFlags(engine) {
  if (engine !== 'podman') return [];
  const flags = [];
  if (existsSync('/sys/fs/cgroup/unified') && installed('runc')) flags.push('--runtime', 'runc');
  const nofile = hardLimit('Max open files');
  if (nofile) flags.push('--ulimit', `nofile=${nofile}:${nofile}`);
  let nproc = hardLimit('Max processes');
  try {
    const pidMax = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    if (pidMax > 0) nproc = Math.min(nproc ?? pidMax, pidMax);
  } catch {
    // Not Linux's /proc: the engine's default stands.
  }
  if (nproc) flags.push('--ulimit', `nproc=${nproc}:${nproc}`);
  return flags;
}

/** The root package.json's version: the image's tag. */
export function appVersion() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? '0.0.0';
}

if (import.meta.filename === process.argv[1]) {
  const engine = containerEngine();
  if (process.argv[2] === 'engine') console.log(engine);
  else if (process.argv[2] === 'flags') console.log(engineFlags(engine).join('\n'));
  else {
    console.error('usage: node scripts/image-engine.mjs engine|flags');
    process.exit(2);
  }
}
