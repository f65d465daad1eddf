// `node bench/web-trace.mjs [path ...]`: where a signed-in cold load spends its main thread. Starts
// the built server on a fresh embedded database with the demo organisation, signs the demo Admin in
// through the development sign-in popup, then loads each path with a cleared HTTP cache and a DevTools
// trace, and prints every main-thread task whose thread CPU time (tdur, which the machine's load barely
// changes) is over 12.5 ms: at Lighthouse's 4x CPU slowdown those are the tasks over 50 ms that make up
// Total Blocking Time. "estimated blocking" is Lighthouse's rule applied to CPU time: the sum over tasks
// after the first contentful paint of (4 x tdur - 50 ms). BENCH_TRACE_DIR=<dir> keeps each trace (JSON,
// open it in DevTools' Performance panel). Needs `npm run build` first.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer, FLAGS, SIGNED_IN_PAGES } from './lighthouse.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3402);
const DIR = process.env.BENCH_TRACE_DIR ? path.resolve(process.env.BENCH_TRACE_DIR) : undefined;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-v8.compile', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'].join(',');

/** Source-mapped names of the built chunks' frames (`name source:line`), read from apps/web/dist/assets/*.map. */
const consumers = new Map();
function frameName(frame, root) {
  const file = frame.url?.replace(/^.*\/assets\//, '');
  if (!frame.url?.includes('/assets/') || frame.lineNumber < 0) return frame.functionName || frame.url?.replace(/.*\//, '') || '?';
  if (!consumers.has(file)) {
    try {
      consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(path.join(root, 'apps/web/dist/assets', `${file}.map`), 'utf8'))));
    } catch {
      consumers.set(file, null);
    }
  }
  const pos = consumers.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos?.source) return `${frame.functionName} ${file}`;
  return `${pos.name ?? frame.functionName ?? '?'} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '').replace(/\/dist\/.*\//, '/').replace(/\/cjs\//, '/')}:${pos.line}`;
}

/**
 * The CPU samples of the trace's main thread (`disabled-by-default-v8.cpu_profiler`): `{ ts, stack }`,
 * `ts` in trace microseconds and `stack` the frames from the outermost, functions of our chunks only.
 */
function samples(events, pid, root) {
  const out = [];
  const nodes = new Map();
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { t: e.args.data.startTime });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(e.id);
    if (!p) continue;
    const data = e.args.data.cpuProfile ?? {};
    for (const n of data.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { frame: n.callFrame, parent: n.parent !== undefined ? `${e.id}:${n.parent}` : undefined });
    const deltas = e.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      p.t += deltas[i] ?? 0;
      const stack = [];
      for (let n = nodes.get(`${e.id}:${id}`); n; n = nodes.get(n.parent)) if (n.frame.url?.includes('/assets/') || ['(garbage collector)'].includes(n.frame.functionName) || (!n.frame.url && n.frame.functionName && !n.frame.functionName.startsWith('('))) stack.push(frameName(n.frame, root));
      out.push({ ts: p.t, stack: stack.reverse(), idle: nodes.get(`${e.id}:${id}`)?.frame.functionName === '(idle)' });
    });
  }
  return out;
}

/** The main-thread tasks of a trace: `{ start, dur, tdur, what }` in milliseconds from navigation. */
function tasks(events, root) {
  // The renderer's main thread that parsed the page (a cross-document navigation may change process).
  const parse = events.filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith('http')).at(-1);
  const main = { pid: parse.pid, tid: parse.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.documentLoaderURL?.startsWith('http'))?.ts ?? parse.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid).at(-1)?.ts;
  const top = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const children = onMain.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  const list = top.map((t) => {
    const inside = children.filter((c) => c.ts >= t.ts && c.ts + (c.dur ?? 0) <= t.ts + t.dur && (c.dur ?? 0) > 1000);
    const names = inside
      .filter((c) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'FireAnimationFrame', 'v8.compileModule', 'v8.compile', 'RunMicrotasks', 'EventDispatch', 'XHRReadyStateChange', 'ParseAuthorStyleSheet'].includes(c.name))
      .map((c) => `${c.name}${c.args?.data?.url ? ` ${c.args.data.url.replace(/.*\//, '')}` : ''}${c.args?.data?.functionName ? ` ${c.args.data.functionName}` : ''} ${(c.dur / 1000).toFixed(1)}`);
    return { ts: t.ts, end: t.ts + t.dur, start: (t.ts - nav) / 1000, dur: t.dur / 1000, tdur: (t.tdur ?? t.dur) / 1000, what: [...new Set(names)].slice(0, 8).join('; ') };
  });
  // Each long task's sampled time by the innermost frames of our code (what React or the browser ran for).
  const all = samples(events, main.pid, root);
  for (const t of list) {
    if (t.tdur <= 12.5) continue;
    const inside = all.filter((x) => x.ts >= t.ts && x.ts <= t.end && !x.idle);
    const by = new Map();
    inside.forEach((x, i) => {
      const dt = ((inside[i + 1]?.ts ?? x.ts) - x.ts) / 1000;
      const phase = process.env.BENCH_TRACE_PHASES?.split(',').find((name) => x.stack.some((f) => f.startsWith(`${name} `)));
      // BENCH_TRACE_BY=component: the innermost function of our own source (a component, a hook) instead.
      // BENCH_TRACE_BY=file: the source file (or package) of the innermost frame of our chunks.
      const inner = x.stack.at(-1);
      const ours =
        process.env.BENCH_TRACE_BY === 'component'
          ? x.stack.filter((f) => / src\//.test(f)).at(-1)
          : process.env.BENCH_TRACE_BY === 'file' && inner
            ? inner.replace(/^\S* /, '').replace(/:\d+$/, '')
            : undefined;
      const key = phase ?? ours ?? (x.stack.slice(-3).join(' < ') || '(browser)');
      by.set(key, (by.get(key) ?? 0) + Math.min(dt, 1));
    });
    t.samples = [...by].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TRACE_FRAMES ?? 6));
  }
  // BENCH_TRACE_TOTAL=1: the whole load's sampled time by our innermost component or hook, then by package.
  if (process.env.BENCH_TRACE_TOTAL === '1') {
    const busy = all.filter((x) => !x.idle && x.ts >= nav);
    const byComponent = new Map();
    const byPackage = new Map();
    busy.forEach((x, i) => {
      const dt = Math.min(((busy[i + 1]?.ts ?? x.ts) - x.ts) / 1000, 1);
      const component = x.stack.filter((f) => / src\//.test(f)).at(-1) ?? '(not ours)';
      byComponent.set(component, (byComponent.get(component) ?? 0) + dt);
      const inner = x.stack.at(-1) ?? '(browser)';
      const pkg = inner.includes('node_modules') || / [@a-z-]+\//.test(inner) ? (inner.split(' ')[1] ?? inner).split('/').slice(0, inner.split(' ')[1]?.startsWith('@') ? 2 : 1).join('/') : inner.split(' ')[0];
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
    });
    const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `    ${v.toFixed(1).padStart(6)}  ${k}`).join('\n');
    console.log(`  sampled JavaScript by our innermost function:\n${top(byComponent)}\n  by package or function:\n${top(byPackage)}`);
  }
  return { list, fcp: fcp ? (fcp - nav) / 1000 : undefined, lcp: lcp ? (lcp - nav) / 1000 : undefined };
}

/** Prints the long tasks of one trace (`events`): over 12.5 ms of CPU, or of wall time with `BENCH_TRACE_WALL=1`. */
function report(name, url, events, root) {
  const { list, fcp, lcp } = tasks(events, root);
  const cpu = list.reduce((s, t) => s + t.tdur, 0);
  const blocking = list.filter((t) => fcp !== undefined && t.start >= fcp).reduce((s, t) => s + Math.max(0, 4 * t.tdur - 50), 0);
  console.log(`\n== ${name} (${url}): FCP ${fcp?.toFixed(0)} ms, LCP ${lcp?.toFixed(0)} ms observed; main-thread CPU ${cpu.toFixed(0)} ms; estimated blocking ${blocking.toFixed(0)} ms`);
  const wall = process.env.BENCH_TRACE_WALL === '1';
  for (const t of list.filter((x) => (wall ? x.dur : x.tdur) > 12.5)) {
    console.log(`  ${t.start.toFixed(0).padStart(5)} ms  cpu ${t.tdur.toFixed(1).padStart(5)}  wall ${t.dur.toFixed(1).padStart(5)}  ${t.what}`);
    for (const [k, v] of t.samples ?? []) console.log(`        ${v.toFixed(1).padStart(5)}  ${k}`);
  }
}

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (args[0] === '--trace') {
  // A trace kept by `npm run bench:web` (BENCH_WEB_DUMP with BENCH_WEB_PROFILE=1): the audit's own tasks.
  for (const file of args.slice(1)) report(path.basename(file), file, JSON.parse(readFileSync(file, 'utf8')).traceEvents, root);
  process.exit(0);
}
const base = `http://127.0.0.1:${PORT}`;
const pages = args.length ? args.map((p) => [p, p]) : SIGNED_IN_PAGES;
const { child, dataDir } = await startServer(root);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS.filter((f) => !f.startsWith('--headless')) });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Microsoft' }).click()]);
  await popup.getByRole('button', { name: /Aarav Mehta/ }).click();
  await page.getByTestId('tile-mytime').waitFor();
  for (const [name, url] of pages) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    const events = JSON.parse(buffer.toString()).traceEvents;
    if (DIR) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(path.join(DIR, `${url.replaceAll('/', '_') || '_'}.json`), buffer);
    }
    report(name, url, events, root);
    await cdp.detach();
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
