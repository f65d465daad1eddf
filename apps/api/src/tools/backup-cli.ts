import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../config';
import { BackupError } from '../db/backup/backup-file';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { DatabaseTarget } from '../db/target';

/** A command line of `npm run backup`/`npm run restore`: the file (absolute) and `--force`. */
export interface BackupCommand {
  target: DatabaseTarget;
  file: string;
  force: boolean;
}

/**
 * Reads `--<fileOption> FILE` (and `--force` for `--in`) and the database from the environment (DATABASE_URL, else
 * DATA_DIR). A relative FILE is taken from the folder `npm run` was called in. Exits 2 with `usage`
 * on a bad command line.
 */
export function readBackupCommand(fileOption: 'out' | 'in', usage: string): BackupCommand {
  let values: { out?: string; in?: string; force?: boolean };
  try {
    // Only a restore replaces something, so only it takes --force.
    const options: ParseArgsConfig['options'] = { [fileOption]: { type: 'string' } };
    if (fileOption === 'in') options.force = { type: 'boolean', default: false };
    ({ values } = parseArgs({ options, strict: true }) as { values: typeof values });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  const file = values[fileOption];
  if (!file) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  return {
    target: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    force: values.force ?? false,
  };
}

/** Runs a backup command's work, prints its summary, and turns its refusals into one line on stderr and exit code 1. */
export function runBackupCommand(work: () => Promise<string>): void {
  work().then(
    (summary) => console.info(summary),
    (error: unknown) => {
      const refusal = error instanceof BackupError || error instanceof DataDirInUseError;
      console.error(refusal ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
