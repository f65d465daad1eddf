import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium';

/** Port of the server under test (the built app on the real server and a fresh database). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Port of the second server, in entra mode (Microsoft's endpoints answered at the network edge). */
export const E2E_ENTRA_PORT = E2E_PORT + 50;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two browsers at a time: every test creates the people it changes, so files run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a figure: the longest test (an accessibility walk) takes about 45 s; when other stages
  // shared the two cores (load near 20) the walks and the longest journeys took 55-59 s.
  timeout: 120_000,
  // A ceiling, as the component tests' 20 s for a screen to settle: a signed-in app's first chunks after
  // the sign-in popup took more than 10 s while integration ran beside it. A passing check is not slowed
  // by it.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results/e2e',
  projects: [
    { name: 'dev', testIgnore: 'entra/**', use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
    { name: 'entra', testMatch: 'entra/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${E2E_ENTRA_PORT}` } },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A click on something that never appears fails like a check that never comes true, instead of
    // holding its worker until the test's own time limit (up to 5 minutes for an accessibility walk).
    actionTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      command: 'node e2e/start-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_ENTRA_PORT}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { E2E_PORT: String(E2E_ENTRA_PORT), E2E_ENTRA: '1' },
    },
  ],
});
