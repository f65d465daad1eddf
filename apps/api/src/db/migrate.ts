import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from './client';

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

/** Where the schema stands against this release's migrations. */
export interface MigrationStatus {
  /** Migrations recorded as applied in the database. */
  applied: number;
  /** Tags of this release's migrations the database has not applied yet (e.g. `0015_weekly_digest_kind`), oldest first. */
  pending: string[];
}

/**
 * Compares the database with this release's migrations, the way Drizzle's migrator does: a migration
 * is pending when it is newer than the last one recorded in `drizzle.__drizzle_migrations`. A schema
 * ahead of this release (a newer release migrated it) is not behind.
 */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const exists = await database.db.execute<{ table: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`);
  if (!exists.rows[0]?.table) return { applied: 0, pending: journal.entries.map((entry) => entry.tag) };
  const result = await database.db.execute<{ applied: number; last: string | null }>(
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(result.rows[0]?.last ?? 0);
  return { applied: Number(result.rows[0]?.applied ?? 0), pending: journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag) };
}

/** Thrown at start with `MIGRATE_ON_START=false` when the database lacks some of this release's migrations. */
export class SchemaBehindError extends Error {
  override name = 'SchemaBehindError';
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this release: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
        'MIGRATE_ON_START=false: run `npm run migrate` (or `node apps/api/dist/migrate.js`) with this release first, then start the server.',
    );
  }
}

/** How the server brings the schema up to date at start (`MIGRATE_ON_START`, `MIGRATION_DATABASE_URL`). */
export interface StartMigrationOptions {
  /** Apply pending migrations (true), or only check that none is pending (false). */
  migrateOnStart: boolean;
  /** A session-mode PostgreSQL URL for the migrations; unset: the app's own connection. */
  migrationDatabaseUrl?: string | undefined;
}

/**
 * Brings `database` to this release's schema at start: applies the pending migrations, through
 * `migrationDatabaseUrl` when set (a session-mode connection beside a transaction-mode PgBouncer), or
 * with `migrateOnStart` off checks that none is pending.
 *
 * @throws SchemaBehindError when `migrateOnStart` is off and a migration is pending.
 */
export async function migrateAtStart(database: Database, options: StartMigrationOptions): Promise<void> {
  if (!options.migrateOnStart) {
    const { pending } = await migrationStatus(database);
    if (pending.length > 0) throw new SchemaBehindError(pending);
    return;
  }
  if (options.migrationDatabaseUrl && database.kind === 'postgres') {
    await migrateWithUrl(options.migrationDatabaseUrl);
    return;
  }
  await runMigrations(database);
}

/** Opens one connection to `databaseUrl` without a statement timeout, applies the pending migrations and closes it. */
export async function migrateWithUrl(databaseUrl: string): Promise<void> {
  const migrator = await createDatabase({ databaseUrl, dataDir: '', poolMax: 1, queryTimeoutMs: 0 });
  try {
    await runMigrations(migrator);
  } finally {
    await migrator.close();
  }
}
