// `npm test`: every gate of the project, the independent ones at the same time, and the time of each
// stage at the end (docs/testing.md says how the suite is built and what it costs).
//
// Stage graph (an arrow waits for the stage before it):
//   lint · typecheck · unit and web tests · build -> e2e in Chromium -> bundle size
//                                         integration (PGlite, and PostgreSQL when DATABASE_URL is set)
// Every stage writes its output to test-results/stages/<name>.log and prints it in one piece when it
// ends, so the output of stages running together is never interleaved. A failed stage does not stop
// the others: the run ends with the list of every stage that failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logs = path.join(root, 'test-results/stages');
mkdirSync(logs, { recursive: true });

/**
 * `background`: the stage only needs CPU time, not prompt answers, and runs at a lower scheduling
 * priority (`nice`), so the stages that wait on a browser and a server with time limits (build, e2e)
 * get a core when they ask for one. On two cores, everything at one priority made the e2e checks
 * time out while integration and lint took the cores.
 * @typedef {{ name: string, script: string, after?: string[], background?: boolean }} Stage
 */
/** @type {Stage[]} */
const stages = [
  { name: 'lint', script: 'lint', background: true },
  { name: 'typecheck', script: 'typecheck', background: true },
  { name: 'unit and web', script: 'test:unit', background: true },
  { name: 'build', script: 'build' },
  { name: 'integration', script: 'test:integration', background: true },
  { name: 'e2e', script: 'test:e2e:built', after: ['build'] },
  { name: 'bundle size', script: 'test:size', after: ['build'] },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? stages.filter((stage) => only.includes(stage.name) || only.includes(stage.script)) : stages;

/** @type {Map<string, Promise<{ name: string, ok: boolean, seconds: number, skipped?: boolean }>>} */
const runs = new Map();
const started = performance.now();

function run(stage) {
  const existing = runs.get(stage.name);
  if (existing) return existing;
  const promise = (async () => {
    const needs = (stage.after ?? []).map((name) => stages.find((other) => other.name === name)).filter((other) => selected.includes(other));
    const before = await Promise.all(needs.map(run));
    const failed = before.filter((result) => !result.ok);
    if (failed.length > 0) {
      console.info(`\n--- ${stage.name}: not run (${failed.map((result) => result.name).join(', ')} failed)`);
      return { name: stage.name, ok: false, seconds: 0, skipped: true };
    }
    const file = path.join(logs, `${stage.name.replaceAll(' ', '-')}.log`);
    const log = createWriteStream(file);
    const t0 = performance.now();
    console.info(`--- ${stage.name}: started (npm run ${stage.script})`);
    const command = ['npm', 'run', '--silent', stage.script];
    if (stage.background && process.platform !== 'win32') command.unshift('nice', '-n', '10');
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => output.push(chunk));
      stream.pipe(log, { end: false });
    }
    const code = await new Promise((resolve) => child.once('close', resolve));
    await new Promise((resolve) => log.end(resolve));
    const seconds = (performance.now() - t0) / 1000;
    const ok = code === 0;
    console.info(`\n=== ${stage.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ===`);
    const text = Buffer.concat(output);
    process.stdout.write(text);
    return { name: stage.name, ok, seconds, counts: testCounts(text.toString()) };
  })();
  runs.set(stage.name, promise);
  return promise;
}

/**
 * What a test stage ran, from its runner's own summary: Vitest's "Tests  N passed | M skipped" and
 * Playwright's "N passed", "N flaky" (a test that passed only on its retry) and "N failed".
 */
function testCounts(output) {
  // eslint-disable-next-line no-control-regex -- removing the terminal's colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const vitest = [...plain.matchAll(/^\s*Tests\s+(.+?)\s*\(\d+\)\s*$/gm)].map((match) => match[1]);
  if (vitest.length > 0) return vitest.join('; ');
  const playwright = ['passed', 'flaky', 'failed', 'skipped'].flatMap((kind) => {
    const count = new RegExp(`^\\s*(\\d+) ${kind}\\b`, 'm').exec(plain)?.[1];
    return count ? [`${count} ${kind}`] : [];
  });
  return playwright.join(', ');
}

const results = await Promise.all(selected.map(run));
const total = (performance.now() - started) / 1000;
console.info('\nStage times (wall clock; stages overlap, docs/testing.md):');
for (const result of results) {
  const status = result.skipped ? 'not run' : result.ok ? 'passed' : 'FAILED';
  console.info(`  ${result.name.padEnd(14)} ${result.seconds.toFixed(0).padStart(5)} s  ${status}${result.counts ? `  (${result.counts})` : ''}`);
}
console.info(`  ${'npm test'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')} (logs in test-results/stages/)`);
  process.exit(1);
}
