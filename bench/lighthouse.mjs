// Lighthouse (npm `lighthouse`, system Chromium) on the sign-in, home and timesheet pages of the built
// app served by the real server on a fresh embedded database with the demo organisation. The person
// signs in through the real development sign-in popup (Playwright over the same Chromium), then
// Lighthouse audits with storage kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

// BENCH_WEB_PORT moves the server when 3402 is taken (several checkouts on one machine).
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3402);
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function startServer(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'apps-lighthouse-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', AUTH_MODE: 'dev', NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return { child, dataDir };
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server for Lighthouse did not start');
}

/** Audits the three pages; returns scores (0 to 100) and LCP / TBT in milliseconds. */
export async function runLighthouse(root) {
  const { child, dataDir } = await startServer(root);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  const results = [];
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const audit = async (name, url, keepStorage) => {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: keepStorage,
      });
      const { categories, audits } = run.lhr;
      results.push({
        name,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
      });
    };
    await audit('sign-in (/)', `${base}/`, false);

    // Sign in through the popup in the same browser, then audit with the stored session.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Microsoft' }).click()]);
    await popup.getByRole('button', { name: /Arjun Reddy/ }).click();
    await page.getByTestId('tile-mytime').waitFor();
    await page.close();
    await browser.close();

    await audit('home (/)', `${base}/`, true);
    await audit('timesheet (/mytime/timesheet)', `${base}/mytime/timesheet`, true);
  } finally {
    await chrome.kill();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] === import.meta.filename) {
  console.log(JSON.stringify(await runLighthouse(path.resolve(import.meta.dirname, '..')), null, 2));
}
