import { loadConfig } from '../config';
import { createDatabase, type Db } from '../db/client';
import { migrationStatus } from '../db/migrate';
import { describeDifference, verifyLine, verifyPaths } from '../modules/authority/reporting-line-verify.service';
import { verifyApprovalQueue } from '../modules/mytime/approval-queue.service';

/** How many differing rows are printed (the total is always printed). */
const SHOWN = 50;

/**
 * `npm run line:verify [-- --repair]`: rebuilds the reporting line's closure table from
 * `users.manager_id` and compares it with `reporting_line_closure`, then each person's path from the
 * closure and the names (`reporting_line_paths`), then the timesheet approval queues from the Submitted
 * timesheets and the closure (`timesheet_approval_queue`) (docs/operations.md "Checking the reporting
 * line"). Exits 0 when all three agree, 1 when any differs (the differences printed), 2 on a bad
 * argument or a database whose migrations are pending. `--repair` rewrites a table that differs in one
 * transaction each (the closure first, the paths and the queues from it) and exits 0 once all agree.
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
    const closureAgrees = await verifyClosure(database.db, repair);
    const pathsAgree = await verifyPathTable(database.db, repair);
    const queueAgrees = await verifyQueue(database.db, repair);
    return closureAgrees && pathsAgree && queueAgrees ? 0 : 1;
  } finally {
    await database.close();
  }
}

/** Checks (and with `repair` rewrites) the closure; true when it agrees at the end. */
async function verifyClosure(db: Db, repair: boolean): Promise<boolean> {
  const result = await verifyLine(db, { repair, show: SHOWN });
  if (result.differences === 0) {
    console.info('The reporting line closure agrees with users.manager_id.');
    return true;
  }
  console.info(`${result.differences} closure row(s) differ from users.manager_id:`);
  for (const row of result.shown) console.info(`  ${describeDifference(row)}`);
  if (result.differences > result.shown.length) console.info(`  ... and ${result.differences - result.shown.length} more`);
  if (!result.repair) {
    console.info('Run npm run line:verify -- --repair to rewrite the table from users.manager_id.');
    return false;
  }
  console.info(`Repaired: ${result.repair.written} row(s) written; ${result.repair.differencesAfter} differ now.`);
  return result.repair.differencesAfter === 0;
}

/** Checks (and with `repair` rewrites) the people's paths; true when they agree at the end. */
async function verifyPathTable(db: Db, repair: boolean): Promise<boolean> {
  const result = await verifyPaths(db, { repair });
  if (result.differences === 0) {
    console.info("The reporting line paths agree with the closure and the managers' names.");
    return true;
  }
  console.info(`The reporting line paths of ${result.differences} person(s) differ from the closure and the managers' names.`);
  if (!result.repair) {
    console.info('Run npm run line:verify -- --repair to rewrite the paths from the closure and the names.');
    return false;
  }
  console.info(`Repaired: ${result.repair.written} path(s) written; ${result.repair.differencesAfter} differ now.`);
  return result.repair.differencesAfter === 0;
}

/** Checks (and with `repair` rewrites) the timesheet approval queues; true when they agree at the end. */
async function verifyQueue(db: Db, repair: boolean): Promise<boolean> {
  const result = await verifyApprovalQueue(db, { repair });
  if (result.differences === 0) {
    console.info('The timesheet approval queues agree with the Submitted timesheets and the reporting line.');
    return true;
  }
  console.info(`${result.differences} approval queue row(s) differ from the Submitted timesheets and the reporting line.`);
  if (!result.repair) {
    console.info('Run npm run line:verify -- --repair to rewrite the queues from the timesheets and the closure.');
    return false;
  }
  console.info(`Repaired: ${result.repair.written} queue row(s) written; ${result.repair.differencesAfter} differ now.`);
  return result.repair.differencesAfter === 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
