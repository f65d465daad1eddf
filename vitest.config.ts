import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three gates (STYLE.md rule 10): pure unit tests, web component tests in jsdom, API integration
// tests on a real database (`npm run test:integration` runs them on PGlite and on PostgreSQL).
/**
 * The API integration suite on one database: every test database is a copy of one migrated template
 * that the project's global setup makes per run (apps/api/test/database-template.ts).
 */
function integration(name: string, database: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      environment: 'node',
      include: ['apps/api/**/*.integration.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      env: { TEST_DB: database },
      isolate: false,
      globalSetup: ['apps/api/test/database-template.ts'],
      // Ceilings for a loaded two-core machine (all stages at once), not figures: a test takes 0.1-3 s alone.
      testTimeout: 60_000,
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
          testTimeout: 10_000,
        },
      },
      web('web', false, WEB_TESTS.filter((file) => !ownsItsModules(file))),
      web('web-isolated', true, WEB_TESTS.filter(ownsItsModules)),
      integration('integration', 'pglite'),
      ...(process.env.DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
