import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { migrationStatus } from '../db/migrate';
import { describeDifference, verifyLine } from '../modules/authority/reporting-line-verify.service';

/** How many differing rows are printed (the total is always printed). */
const SHOWN = 50;

/**
 * `npm run line:verify [-- --repair]`: rebuilds the reporting line's closure table from
 * `users.manager_id` and compares it with `reporting_line_closure` (docs/operations.md "Checking the
 * reporting line"). Exits 0 when they agree, 1 when they differ (the differences printed), 2 on a bad
 * argument or a database whose migrations are pending. `--repair` rewrites the table in one transaction
 * when they differ and exits 0 once it agrees.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--repair')) {
    console.error('Usage: npm run line:verify [-- --repair]');
    return 2;
  }
  const repair = args.includes('--repair');
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const status = await migrationStatus(database);
    if (status.pending.length > 0) {
      console.error(`The database's migrations are pending (${status.pending.join(', ')}): start the API (or npm run migrate) first.`);
      return 2;
    }
    const result = await verifyLine(database.db, { repair, show: SHOWN });
    if (result.differences === 0) {
      console.info('The reporting line closure agrees with users.manager_id.');
      return 0;
    }
    console.info(`${result.differences} closure row(s) differ from users.manager_id:`);
    for (const row of result.shown) console.info(`  ${describeDifference(row)}`);
    if (result.differences > result.shown.length) console.info(`  ... and ${result.differences - result.shown.length} more`);
    if (!result.repair) {
      console.info('Run npm run line:verify -- --repair to rewrite the table from users.manager_id.');
      return 1;
    }
    console.info(`Repaired: ${result.repair.written} row(s) written; ${result.repair.differencesAfter} differ now.`);
    return result.repair.differencesAfter === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
