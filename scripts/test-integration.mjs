// Runs the API integration tests on embedded PGlite, then again on PostgreSQL when DATABASE_URL is
// set (each test app creates its own database with a random name and drops it afterwards).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const targets = [{ name: 'PGlite', env: { TEST_DB: 'pglite' } }];
if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', env: { TEST_DB: 'postgres' } });
else console.log('DATABASE_URL is not set: integration tests run on PGlite only.');

for (const target of targets) {
  console.log(`\n=== API integration tests on ${target.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...target.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
