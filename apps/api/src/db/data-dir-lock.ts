import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The lock file in an embedded data folder. PGlite itself lets a second process open a folder that
 * another one has open (its `postmaster.pid` carries no real process id), and two writers corrupt it.
 */
export const DATA_DIR_LOCK_FILE = 'apps.pid';

/** Who holds a data folder: a process id and the host (or container) it runs on. */
export interface DataDirHolder {
  pid: number;
  host: string;
}

/** Thrown when another live process, or a process on another host or container, holds the embedded data folder. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    const here = holder.host === hostname();
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}${here ? '' : ` on ${holder.host}`} (the server or another tool). ` +
        'Embedded PGlite belongs to one process at a time: stop that process (the server: SIGTERM), run this command, then start the server again.' +
        (here ? '' : ` If nothing on ${holder.host} uses it any more (a container that was removed without stopping), delete ${path.join(dataDir, DATA_DIR_LOCK_FILE)}.`),
    );
  }
}

/** A held lock; `release` removes the file (idempotent). */
export interface DataDirLock {
  /** Writes this process's id again: a data folder loaded from an archive brings the lock file of the process that made it. */
  claim(): void;
  release(): void;
}

/** The lock file's text for this process: `<pid> <host>`. */
function ownLock(): string {
  return `${process.pid} ${hostname()}\n`;
}

/**
 * Takes the embedded data folder `dataDir` (which must exist) for this process: writes its process id
 * and host into `apps.pid`, atomically. A lock left on this host by a process that no longer runs (a
 * crash, or a container restarted under the same id) is taken over; one from another host or container,
 * whose processes this one cannot see, is not.
 *
 * @throws DataDirInUseError when another live process, or one on another host, holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, ownLock(), { flag: 'wx' });
      let held = true;
      return {
        claim() {
          if (held) writeFileSync(file, ownLock());
        },
        release() {
          if (!held) return;
          held = false;
          const holder = readLock(file);
          if (holder?.pid === process.pid && holder.host === hostname()) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirLockHolder(dataDir);
      if (holder !== null) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}: ${file} keeps coming back`);
}

/**
 * The process, other than this one, that holds `dataDir`, or null when the folder is free (no lock
 * file, or one left on this host by a process that is gone).
 */
export function dataDirLockHolder(dataDir: string): DataDirHolder | null {
  const holder = readLock(path.join(dataDir, DATA_DIR_LOCK_FILE));
  if (holder === null) return null;
  // Another host or container: its process ids mean nothing here.
  if (holder.host !== hostname()) return holder;
  // Same id as ours: the file is from an earlier life of this process id (a restarted container's pid 1).
  if (holder.pid === process.pid) return null;
  try {
    process.kill(holder.pid, 0);
    return holder;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? holder : null;
  }
}

/** The holder written in a lock file (a file without a host is this host's), or null when there is none or it is unreadable. */
function readLock(file: string): DataDirHolder | null {
  try {
    const [pidText, host] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, host: host || hostname() } : null;
  } catch {
    return null;
  }
}
