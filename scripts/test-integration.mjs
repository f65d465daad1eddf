// Runs the API integration tests on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL as
// well: one Vitest run whose two projects (vitest.config.ts) share its workers, so the two databases'
// suites run at the same time. Each project migrates one template database per run and every test
// database is a copy of it (apps/api/test/database-template.ts). Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';

const projects = ['--project', 'integration'];
if (process.env.DATABASE_URL) projects.push('--project', 'integration-postgres');
else console.info('DATABASE_URL is not set: integration tests run on PGlite only.');

const result = spawnSync('npx', ['vitest', 'run', ...projects, '--maxWorkers', process.env.TEST_WORKERS ?? '3', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
