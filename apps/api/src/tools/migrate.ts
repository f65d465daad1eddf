import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { migrationStatus, runMigrations } from '../db/migrate';
import { describeTarget } from '../db/target';

/**
 * `npm run migrate` (`node apps/api/dist/migrate.js` in a build or image): applies this release's
 * pending migrations to DATABASE_URL (through MIGRATION_DATABASE_URL when set), or to the embedded
 * database in DATA_DIR, prints what it did and exits; nothing else is written (docs/operations.md "Migrations").
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const databaseUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  const target = describeTarget({ databaseUrl, dataDir: config.dataDir });
  const database = await createDatabase({ databaseUrl, dataDir: config.dataDir, poolMax: 1, queryTimeoutMs: 0 });
  try {
    const before = await migrationStatus(database);
    if (before.pending.length === 0) {
      console.info(`The schema of ${target} is current: ${before.applied} migrations applied, none pending.`);
      return;
    }
    const started = performance.now();
    await runMigrations(database);
    const after = await migrationStatus(database);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Applied ${before.pending.length} migration(s) to ${target} in ${seconds} s: ${before.pending.join(', ')}.`);
    console.info(`${after.applied} migrations applied, ${after.pending.length} pending.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
