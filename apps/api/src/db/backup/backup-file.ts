import { closeSync, existsSync, openSync, readSync, renameSync, rmSync } from 'node:fs';

/** What a backup file holds: a PGlite data folder (tar, gzipped or not) or a `pg_dump` custom-format archive. */
export type BackupKind = 'pglite' | 'postgres';

/** Thrown for a refusal the operator can act on (wrong file, busy or non-empty target, missing tools); the message says what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Reads the first bytes of `file` to tell its kind: `PGDMP` starts a custom-format dump, gzip's magic
 * or a tar header (`ustar` at byte 257) a PGlite data folder.
 *
 * @throws BackupError when the file is missing or is neither.
 */
export function backupKind(file: string): BackupKind {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const head = Buffer.alloc(262);
  const fd = openSync(file, 'r');
  let length: number;
  try {
    length = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (length >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  throw new BackupError(`${file} is not a backup of this app: neither a pg_dump custom-format archive nor an embedded database (tar) archive.`);
}

/**
 * Writes a backup through `write(partial)` to `file.partial` and renames it to `file` once complete,
 * so an interrupted backup never leaves a file that looks whole.
 *
 * @throws BackupError when `file` already exists (a backup is never overwritten).
 */
export async function writeBackupFile(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name (backups are never overwritten).`);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** `bytes` for people: `12.3 MB`. */
export function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
