// `npm test`: every gate of the project in four steps, and the time of each stage at the end
// (docs/testing.md says how the suite is built and what it costs).
//
// Steps (a step starts when the one before it has ended; the stages of one step run together):
//   1. lint · typecheck · build          (one process each, none of them timed)
//   2. e2e in Chromium · bundle size     (on the build; both skipped if the build failed)
//   3. unit and web tests                (Vitest, two workers)
//   4. integration                       (Vitest, PGlite and PostgreSQL projects, three workers)
// The test stages run one at a time because each of them fills the machine's two cores by itself:
// run together on two cores, the same stages took twice as long in all and their time limits fired
// on load, not on faults (docs/testing.md "How it runs").
// Every stage writes its output to test-results/stages/<name>.log and prints it in one piece when it
// ends. A failed stage does not stop the others: the run ends with the list of every stage that failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logs = path.join(root, 'test-results/stages');
mkdirSync(logs, { recursive: true });

/**
 * `step`: the stages of one step run together, a step after the one before it has ended.
 * `after`: stages that must have passed for this one to run (e2e needs the build).
 * @typedef {{ name: string, script: string, step: number, after?: string[] }} Stage
 */
/** @type {Stage[]} */
const stages = [
  { name: 'lint', script: 'lint', step: 1 },
  { name: 'typecheck', script: 'typecheck', step: 1 },
  { name: 'build', script: 'build', step: 1 },
  { name: 'e2e', script: 'test:e2e:built', step: 2, after: ['build'] },
  { name: 'bundle size', script: 'test:size', step: 2, after: ['build'] },
  { name: 'unit and web', script: 'test:unit', step: 3 },
  { name: 'integration', script: 'test:integration', step: 4 },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? stages.filter((stage) => only.includes(stage.name) || only.includes(stage.script)) : stages;

/** @type {Map<string, { name: string, ok: boolean, seconds: number, skipped?: boolean, counts?: string }>} */
const results = new Map();
const started = performance.now();

/** Runs one stage unless a stage it needs did not pass; its output goes to its log and then stdout. */
async function run(stage) {
  const failed = (stage.after ?? []).filter((name) => results.has(name) && !results.get(name).ok);
  if (failed.length > 0) {
    console.info(`\n--- ${stage.name}: not run (${failed.join(', ')} failed)`);
    return { name: stage.name, ok: false, seconds: 0, skipped: true };
  }
  const file = path.join(logs, `${stage.name.replaceAll(' ', '-')}.log`);
  const log = createWriteStream(file);
  const t0 = performance.now();
  console.info(`--- ${stage.name}: started (npm run ${stage.script})`);
  const child = spawn('npm', ['run', '--silent', stage.script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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

for (const step of [...new Set(selected.map((stage) => stage.step))].sort((x, y) => x - y)) {
  const done = await Promise.all(selected.filter((stage) => stage.step === step).map(run));
  for (const result of done) results.set(result.name, result);
}
const total = (performance.now() - started) / 1000;
console.info('\nStage times (wall clock; the stages of one step overlap, docs/testing.md):');
for (const result of selected.map((stage) => results.get(stage.name))) {
  const status = result.skipped ? 'not run' : result.ok ? 'passed' : 'FAILED';
  console.info(`  ${result.name.padEnd(14)} ${result.seconds.toFixed(0).padStart(5)} s  ${status}${result.counts ? `  (${result.counts})` : ''}`);
}
console.info(`  ${'npm test'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
const failed = [...results.values()].filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')} (logs in test-results/stages/)`);
  process.exit(1);
}
