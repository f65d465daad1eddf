import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, fillFromTemplate } from '../database-copies';
import { adminQuery, databaseUrl } from '../database-template';

/** A fresh database for server processes: `env` to give them, and how to remove it afterwards. */
export interface ScratchDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database (TEST_DB=postgres) or a new embedded PGlite folder, each a copy of the
 * run's migrated template, so the first start of a server process on it skips `initdb` and the
 * migrations (seconds of CPU that a loaded CI machine turns into a minute).
 */
export async function scratchDatabase(kind: 'postgres' | 'pglite'): Promise<ScratchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'apps-resilience-'));
    await fillFromTemplate(dir);
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `apps_resilience_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(adminUrl, name);
  return {
    env: { DATABASE_URL: databaseUrl(adminUrl, name) },
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
