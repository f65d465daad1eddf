import { chromium } from '@playwright/test';
import { startServer, FLAGS } from './lighthouse.mjs';
const base = 'http://127.0.0.1:3402';
const { child } = await startServer(process.cwd());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS.filter((f) => !f.startsWith('--headless')) });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Microsoft' }).click()]);
  await popup.getByRole('button', { name: /Aarav Mehta/ }).click();
  await page.getByTestId('tile-mytime').waitFor();
  for (const url of process.argv.slice(2)) {
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot${url.replaceAll('/', '_')}.png`, fullPage: true });
  }
} finally { await browser.close(); child.kill('SIGTERM'); }
