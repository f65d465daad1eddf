import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../client';
import { DATA_DIR_LOCK_FILE, lockDataDir } from '../data-dir-lock';
import { BackupError, writeBackupFile } from './backup-file';

/** Whether `dataDir` holds a PGlite database (PostgreSQL's `PG_VERSION` marks an initialised folder). */
export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Copies the embedded database in `dataDir` into `file`: PGlite's `dumpDataDir`, a gzipped tar of the
 * whole data folder. PGlite belongs to one process, so the copy is taken with the folder to itself:
 * consistent, and refused while the server (or any tool) has it open.
 *
 * @throws BackupError when `dataDir` holds no database or `file` exists.
 * @throws DataDirInUseError while another process holds the folder (stop the server first).
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!hasPgliteDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  await writeBackupFile(file, async (partial) => {
    const database = await createDatabase({ dataDir, queryTimeoutMs: 0 });
    try {
      const tarball = await database.pglite!.dumpDataDir('gzip');
      await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
  });
}

/**
 * Restores `file` (a PGlite backup) as the embedded database in `dataDir`. A folder that already holds a
 * database is refused unless `force`, which deletes it first; a folder in use, or one holding other
 * files, is always refused.
 *
 * @throws BackupError when the folder holds a database and `force` is off, or holds files but no database.
 * @throws DataDirInUseError while another process holds the folder (stop the server first).
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const lock = lockDataDir(ensureDir(dataDir));
  try {
    // A volume's mount point may carry lost+found; the lock file is this process's.
    const entries = readdirSync(dataDir).filter((entry) => entry !== DATA_DIR_LOCK_FILE && entry !== 'lost+found');
    if (hasPgliteDatabase(dataDir)) {
      if (!force) {
        throw new BackupError(
          `${dataDir} (DATA_DIR) already holds a database: restoring would replace it. Run again with --force to delete it and restore, or point DATA_DIR at an empty folder.`,
        );
      }
    } else if (entries.length > 0) {
      // Not a database folder (DATA_DIR set to the wrong place?): nothing here is ours to delete, --force or not.
      throw new BackupError(`${dataDir} (DATA_DIR) holds files but no database: point DATA_DIR at an empty folder or at the embedded database to replace.`);
    }
    // PGlite loads an archive only into a folder without a database.
    for (const entry of entries) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  } finally {
    lock.release();
  }
  const archive = new Blob([new Uint8Array(await readFile(file))]);
  const database = await createDatabase({ dataDir, loadDataDir: archive, queryTimeoutMs: 0 });
  await database.close();
}

function ensureDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}
