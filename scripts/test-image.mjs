// `npm run test:image`: builds the image (`npm run image`), checks compose.yaml with a compose tool's
// `config`, then runs the image twice and checks what an operator relies on:
//   1. against this machine's PostgreSQL, in a database of its own: it becomes ready, signs a person in
//      (development sign-in, allowed for this test by NODE_ENV=development), answers /v1 with data,
//      serves the web app, reports healthy, runs as a user other than root, and stops on SIGTERM with
//      exit code 0;
//   2. on the embedded database in a /data volume (the image's default; no demo data): ready, its files in
//      the volume, exit code 0 on SIGTERM.
// Prints the time of each step (docs/testing.md, docs/operations.md "Container image").
//
// Environment: TEST_IMAGE_PORT (default 3510; the second run uses the next port), DATABASE_URL (the
// server on which the database `apps_image_test` is made and dropped; default
// postgres://postgres@127.0.0.1:5432), TEST_IMAGE_SKIP_BUILD=true to test the image already tagged.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { appVersion, containerEngine, engineFlags, root } from './image-engine.mjs';
import { buildImage } from './image.mjs';

const port = Number(process.env.TEST_IMAGE_PORT ?? 3510);
const database = 'apps_image_test';
const adminUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
adminUrl.pathname = '/postgres';
const appUrl = new URL(adminUrl);
appUrl.pathname = `/${database}`;
const engine = containerEngine();
const name = `apps-image-test-${process.pid}`;
const tag = `apps:${appVersion()}`;
/** The demo administrator (Admin on `all` in development sign-in). */
const admin = { email: 'aarav.mehta@example.com', name: 'Aarav Mehta' };
/** A trial's override of the production default (development sign-in), and no background work. */
const trialEnv = { NODE_ENV: 'development', AUTH_MODE: 'dev', REMINDERS: 'false', PUSH_DELIVERY: 'false' };

const timings = [];
let stepStarted = performance.now();
function step(label) {
  const now = performance.now();
  const seconds = (now - stepStarted) / 1000;
  timings.push([label, seconds]);
  stepStarted = now;
  console.info(`test:image: ${label} ok (${seconds.toFixed(1)} s)`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs the engine with `args`; returns its exit status and output, or throws with its error output. */
function engineRun(args, { allowFailure = false } = {}) {
  const result = spawnSync(engine, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) throw new Error(`${engine} ${args[0]} failed: ${result.stderr.trim() || result.stdout.trim()}`);
  return { status: result.status, out: result.stdout.trim() };
}

/** Starts the image detached on the host's network with `env` plus PORT, and extra run arguments. */
function start(container, containerPort, env, extra = []) {
  const envArgs = Object.entries({ ...env, PORT: String(containerPort) }).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  engineRun(['run', '--detach', '--name', container, ...engineFlags(engine), '--network', 'host', ...envArgs, ...extra, tag]);
}

/** Polls /readyz until it answers 200; fails early when the container stops. */
async function waitForReady(container, containerPort, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const running = engineRun(['inspect', '--format', '{{.State.Running}}', container], { allowFailure: true }).out;
    check(running === 'true', 'the container stopped before it was ready');
    try {
      if ((await fetch(`http://127.0.0.1:${containerPort}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/readyz did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM (the image's STOPSIGNAL) and checks the server exited with 0 on its own. */
function stopCleanly(container) {
  engineRun(['stop', '--time', '30', container]);
  const exitCode = engineRun(['inspect', '--format', '{{.State.ExitCode}}', container]).out;
  check(exitCode === '0', `the server exited with ${exitCode} on SIGTERM`);
}

/** Prints the container's last log lines (after a failure) and removes it. */
function remove(container, failed) {
  if (failed) console.error(engineRun(['logs', '--tail', '40', container], { allowFailure: true }).out);
  // --volumes: the anonymous volume the image's VOLUME /data gave it goes too.
  engineRun(['rm', '--force', '--volumes', container], { allowFailure: true });
}

async function withAdminClient(work) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A /v1 call that must succeed; returns the envelope's `data`. */
async function api(containerPort, method, path, token, body) {
  const response = await fetch(`http://127.0.0.1:${containerPort}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = await response.json();
  check(response.ok && payload.success === true, `${method} ${path} answered ${response.status}: ${JSON.stringify(payload).slice(0, 300)}`);
  return payload.data;
}

/**
 * A compose tool of this machine that has `config` (validates the file against the Compose schema and
 * prints it resolved): podman-compose from 1.1, `docker compose`, or Debian's `docker-compose`.
 */
function composeCommand() {
  const candidates = [['podman-compose'], ['docker', 'compose'], ['docker-compose']];
  const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
  // `version` first: a docker without the compose plugin answers `compose config --help` with its own help.
  return candidates.find(([command, ...args]) => succeeds(command, [...args, 'version']) && succeeds(command, [...args, 'config', '--help'])) ?? null;
}

function checkCompose() {
  const compose = composeCommand();
  if (!compose) {
    console.info('test:image: no compose tool with `config` (podman-compose 1.1+, docker compose, docker-compose): compose.yaml is checked by scripts/container-image.test.ts alone');
    return;
  }
  const [command, ...args] = compose;
  const result = spawnSync(command, [...args, '-f', 'compose.yaml', 'config'], { cwd: root, encoding: 'utf8' });
  check(result.status === 0, `compose.yaml: ${compose.join(' ')} config failed: ${result.stderr || result.stdout}`);
  step(`compose.yaml (${compose.join(' ')} config)`);
}

async function onPostgres() {
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
  });
  let failed = true;
  try {
    start(name, port, { ...trialEnv, DATABASE_URL: appUrl.toString() });
    await waitForReady(name, port);
    step('PostgreSQL: start until /readyz answers (migrations and demo data)');

    const { accessToken } = await api(port, 'POST', '/v1/auth/dev/token', null, admin);
    const user = await api(port, 'POST', '/v1/auth/login', accessToken);
    check(user.email === admin.email, `signed in as ${user.email}`);
    const roles = await api(port, 'GET', '/v1/roles', accessToken);
    check(roles.length > 0, 'no roles');
    const permissions = await api(port, 'GET', `/v1/permissions?roleIds=${roles.map((role) => role.id).join(',')}`, accessToken);
    check(permissions.length > 0, 'no permission records');
    const page = await fetch(`http://127.0.0.1:${port}/`);
    check(page.ok && (await page.text()).includes('<div id="root"'), 'the web app is not served at /');
    step(`PostgreSQL: sign-in, /v1/permissions (${permissions.length} of ${roles.length} roles), web app`);

    const uid = engineRun(['exec', name, 'id', '-u']).out;
    check(/^\d+$/.test(uid) && uid !== '0', `the server runs as uid ${uid}`);
    // Podman runs the image's HEALTHCHECK on demand; Docker only on its own schedule.
    if (engine === 'podman') check(engineRun(['healthcheck', 'run', name], { allowFailure: true }).status === 0, 'the HEALTHCHECK failed');
    step(`PostgreSQL: runs as uid ${uid}, HEALTHCHECK passes`);

    stopCleanly(name);
    step('PostgreSQL: SIGTERM to exit code 0');
    failed = false;
  } finally {
    remove(name, failed);
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

async function onEmbeddedDatabase() {
  const container = `${name}-embedded`;
  const volume = `${name}-data`;
  engineRun(['volume', 'create', volume]);
  let failed = true;
  try {
    start(container, port + 1, { ...trialEnv, SEED_DEMO: 'false' }, ['--volume', `${volume}:/data`]);
    await waitForReady(container, port + 1);
    const stored = engineRun(['exec', container, 'sh', '-c', 'test -f /data/PG_VERSION && stat -c %u /data/PG_VERSION'], { allowFailure: true }).out;
    check(stored !== '' && stored !== '0', 'the embedded database is not in /data, owned by the server user');
    step('embedded: start on a /data volume until /readyz answers');
    stopCleanly(container);
    step('embedded: SIGTERM to exit code 0');
    failed = false;
  } finally {
    remove(container, failed);
    engineRun(['volume', 'rm', '--force', volume], { allowFailure: true });
  }
}

async function main() {
  const started = performance.now();
  if (process.env.TEST_IMAGE_SKIP_BUILD !== 'true') {
    const built = buildImage({ tag });
    const megabytes = (built.bytes / 1e6).toFixed(0);
    check(built.bytes > 0 && built.bytes < 300e6, `the image is ${megabytes} MB, over the 300 MB budget`);
    step(`build (${tag}, ${megabytes} MB)`);
  }
  checkCompose();
  await onPostgres();
  await onEmbeddedDatabase();
  console.info(`test:image: passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const [label, seconds] of timings) console.info(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
}

main().catch((error) => {
  console.error(`test:image: FAILED: ${error.message}`);
  process.exit(1);
});
