import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three gates (STYLE.md rule 10): pure unit tests, web component tests in jsdom, API integration
// tests on a real database (`npm run test:integration` runs them on PGlite and on PostgreSQL).
/**
 * Property tests of the HTTP layer's answers to generated input (every route with generated ids, dates,
 * URLs, JSON bodies and multi-line text): what they test is decided before any statement runs, and the
 * database only has to show that nothing changed. They run on PostgreSQL when `DATABASE_URL` is set and
 * on PGlite otherwise; the embedded database answers their thousands of requests eight to twenty-five
 * times slower (ids, dates and URLs: 322 s on PGlite, 12 s on PostgreSQL in one CI run), which made them
 * the largest part of the suite without testing anything of PGlite the module tests do not.
 */
const INPUT_PROPERTY_TESTS = ['apps/api/test/fuzz/**', 'apps/api/test/security/one-line-fields.integration.test.ts'];

/**
 * The API integration suite on one database: every test database is a copy of one migrated template
 * that the project's global setup makes per run (apps/api/test/database-template.ts).
 */
function integration(name: string, database: 'pglite' | 'postgres') {
  const inputOnly = database === 'pglite' && process.env.DATABASE_URL ? INPUT_PROPERTY_TESTS : [];
  return {
    test: {
      name,
      environment: 'node',
      include: ['apps/api/**/*.integration.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**', ...inputOnly],
      env: { TEST_DB: database },
      isolate: false,
      globalSetup: ['apps/api/test/database-template.ts'],
      // Ceilings, not figures: a test takes 0.1-3 s, a file's app and stand-ins 1-5 s, and the slowest
      // (the crash tests) set their own. When other work shared the two cores (load near 20), a test that
      // builds a second PGlite app took over 60 s; `npm test` no longer runs stages beside this one.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  };
}

const WEB_TESTS = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `apps/web/src/${file}`);

/**
 * True for a component test that replaces a module (`vi.mock`) or a browser global: it runs in a fresh
 * module graph and DOM of its own. The others share their worker's modules and jsdom (`isolate: false`),
 * which is most of their cost: a fresh jsdom and React per file took about six times the CPU of the tests.
 */
function ownsItsModules(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  return text.includes('vi.mock(') || text.includes('Object.assign(navigator') || text.includes('vi.stubGlobal(');
}

/** Component tests in jsdom: `files`, isolated or sharing their worker's modules. */
function web(name: string, isolate: boolean, files: string[]) {
  return {
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: files,
      setupFiles: ['apps/web/src/test/setup.ts'],
      css: false,
      isolate,
      // A component test takes 0.1-2 s alone; `npm test` runs this stage beside the others on two
      // cores, where a lazy screen's first transform alone can take ten seconds. A hung test still
      // fails within 45 s.
      testTimeout: 45_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          // A budget, not a speed check: the slowest unit tests (ESLint runs, worker threads) take 2-10 s;
          // when other stages shared the two cores they took over 60 s.
          testTimeout: 60_000,
        },
      },
      web('web', false, WEB_TESTS.filter((file) => !ownsItsModules(file))),
      web('web-isolated', true, WEB_TESTS.filter(ownsItsModules)),
      integration('integration', 'pglite'),
      ...(process.env.DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
