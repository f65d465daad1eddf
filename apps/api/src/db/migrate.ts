import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** Any constant shared by every instance: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Folder of the committed SQL migrations. In the source tree it is `apps/api/drizzle`; the build
 * copies it beside the bundle (`dist/drizzle`).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, 'drizzle'), path.resolve(here, '../../drizzle')];
  return process.env.MIGRATIONS_DIR ?? candidates.find((dir) => dirExists(dir)) ?? candidates[1]!;
}

function dirExists(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Applies every pending migration. On PostgreSQL an advisory lock makes concurrent starts of several
 * instances safe: one migrates, the others wait and then find nothing to do.
 */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // One connection holds the lock and runs the migrations, without the pool's statement timeout
  // (waiting for another instance's migration, or a long migration, is not a fault).
  const client = await database.pool!.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    // Back to the pool's timeout before the connection is reused.
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
}
