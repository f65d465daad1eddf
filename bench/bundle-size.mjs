// The JavaScript a first visit loads. Signed out, that is the sign-in screen: the entry script of
// index.html, what it preloads, and the app's start that it loads at once. The router, home and every module load only after sign-in
// (apps/web/src/app/signed-in-app.tsx), so they are measured apart: "home" is the sign-in load plus
// the signed-in app's chunk and the chunks it imports statically.
// `node bench/bundle-size.mjs --check` prints the sizes and fails when the sign-in screen's first load
// is above the budget (npm test runs it as `npm run test:size`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budget in KB of gzip for the first load (the sign-in screen's; the signed-in app loads after
 * sign-in: docs/decisions/0009-first-load-javascript-budget.md).
 */
export const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 100);

function sizeOf(dist, url) {
  const content = readFileSync(path.join(dist, url));
  return { name: url.replace(/^\//, ''), bytes: content.length, gzipKb: gzipSync(content, { level: 9 }).length / 1024 };
}

/** `url` and every chunk it imports statically (`import ... from "./x.js"`), transitively. */
function withStaticImports(dist, url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(path.join(dist, url), 'utf8');
  for (const [, file] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
    withStaticImports(dist, path.posix.join(path.posix.dirname(url), file), seen);
  }
  return seen;
}

const totalKb = (files) => files.reduce((sum, file) => sum + file.gzipKb, 0);

/**
 * Sizes in KB of gzip (level 9): `initial` (the sign-in screen's first load, held to the budget) and
 * `home` (what a signed-in person's first load adds: router, shell, home screen).
 */
export function measureBundle(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  // index.html's entry is small and loads the app's start (React, the sign-in screen) with `import()`
  // at once, signed in or not: both are the first load (apps/web/src/main.tsx).
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const start = manifest['src/app/start.tsx'];
  if (start) urls.push(start.file);
  const initialUrls = new Set(urls.flatMap((url) => [...withStaticImports(dist, url)]));
  const initial = [...initialUrls].map((url) => sizeOf(dist, url));

  // The signed-in app's chunk (the `shell` group of apps/web/vite.config.ts), found in the build's
  // manifest; else, without the group, the signed-in app's own chunk.
  const chunk = Object.values(manifest).find((entry) => entry.name === 'shell') ?? manifest['src/app/signed-in-app.tsx'];
  if (!chunk) throw new Error('No signed-in app in dist: neither a shell chunk nor a signed-in-app chunk in .vite/manifest.json');
  const signedIn = [chunk.file];
  const homeUrls = new Set(signedIn.flatMap((url) => [...withStaticImports(dist, url)]));
  const home = [...homeUrls].filter((url) => !initialUrls.has(url)).map((url) => sizeOf(dist, url));

  const initialGzipKb = totalKb(initial);
  return { initial, initialGzipKb, home, homeGzipKb: initialGzipKb + totalKb(home), budgetKb: BUDGET_KB };
}

if (process.argv[1] === import.meta.filename) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const result = measureBundle(dist);
  const line = (kb, what) => console.log(`${kb.toFixed(1).padStart(7)} KB gzip  ${what}`);
  for (const file of result.initial) line(file.gzipKb, file.name);
  line(result.initialGzipKb, `first load: the sign-in screen (budget ${BUDGET_KB} KB)`);
  for (const file of result.home) line(file.gzipKb, `+ ${file.name}`);
  line(result.homeGzipKb, 'a signed-in first load: the sign-in load plus router, shell and home (no budget)');
  if (process.argv.includes('--check') && result.initialGzipKb > BUDGET_KB) {
    console.error(`The first load is ${(result.initialGzipKb - BUDGET_KB).toFixed(1)} KB over the budget of ${BUDGET_KB} KB.`);
    process.exit(1);
  }
}
