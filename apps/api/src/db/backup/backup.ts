import { statSync } from 'node:fs';
import { createDatabase } from '../client';
import { migrationStatus } from '../migrate';
import { describeTarget, type DatabaseTarget } from '../target';
import { BackupError, backupKind, formatSize } from './backup-file';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

/**
 * Backs up the configured database into `file` (absolute): PostgreSQL with `pg_dump` custom format
 * while the server runs, the embedded database as a tarball of its data folder with the server stopped.
 * Returns one sentence for the operator: what was copied, where, its size and how long it took.
 *
 * @throws BackupError for a refusal the operator can act on; DataDirInUseError while the server holds the embedded database.
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<string> {
  const started = performance.now();
  if (target.databaseUrl) await backupPostgres(target.databaseUrl, file);
  else await backupPglite(target.dataDir, file);
  const format = target.databaseUrl ? 'pg_dump custom format' : 'gzipped tar of the data folder';
  return `Backed up ${describeTarget(target)} to ${file} (${formatSize(statSync(file).size)}, ${format}) in ${seconds(started)} s.`;
}

/**
 * Restores `file` (absolute) into the configured database, refusing a backup of the other kind and a
 * target that already holds data unless `force`. Returns what was done and where the schema stands
 * (a backup of an older release is migrated by the next start or `npm run migrate`).
 *
 * @throws BackupError for a refusal the operator can act on; DataDirInUseError while the server holds the embedded database.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string, force: boolean): Promise<string> {
  const kind = backupKind(file);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup (pg_dump custom format), but DATABASE_URL is unset (the target would be the embedded database in ${target.dataDir}): set DATABASE_URL to the PostgreSQL database to restore into.`
        : `${file} is a backup of the embedded database (PGlite data folder), but DATABASE_URL is set: unset DATABASE_URL and set DATA_DIR to the folder to restore into.`,
    );
  }
  const started = performance.now();
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file, force);
  else await restorePglite(target.dataDir, file, force);
  const took = seconds(started);
  const database = await createDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolMax: 1 });
  try {
    const status = await migrationStatus(database);
    const schema =
      status.pending.length === 0
        ? `${status.applied} migrations applied, none pending`
        : `${status.applied} migrations applied, ${status.pending.length} of this release pending (the next start or npm run migrate applies them)`;
    return `Restored ${file} into ${describeTarget(target)}${force ? ' (replacing what it held)' : ''} in ${took} s; ${schema}.`;
  } finally {
    await database.close();
  }
}

function seconds(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
