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
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
          // A component test takes 0.1-2 s alone; `npm test` runs this stage beside the others on two
          // cores, where a lazy screen's first transform alone can take ten seconds. A hung test still
          // fails within 45 s.
          testTimeout: 45_000,
        },
      },
      integration('integration', 'pglite'),
      ...(process.env.DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
