import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/database-template';
import { pgliteTemplate } from '../../test/database-copies';
import { TEST_DB } from '../../test/helper';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Database } from './client';
import { migrationStatus, runMigrations, SchemaBehindError } from './migrate';

/** The configuration of a test server with `env` on top. */
function testConfig(env: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
}

describe.runIf(TEST_DB === 'pglite')('MIGRATE_ON_START=false', () => {
  let database: Database;
  let last: { hash: string; created_at: string };
  beforeAll(async () => {
    const template = pgliteTemplate();
    database = await createDatabase({ dataDir: 'memory://', ...(template ? { loadDataDir: await template } : {}) });
    await runMigrations(database);
    // The schema of the release before this one: its newest migration is not recorded.
    const rows = await database.db.execute<{ hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text`,
    );
    last = rows.rows[0]!;
  });
  afterAll(() => database.close());

  it('refuses to start on a schema behind the release, naming the pending migration and the command to run', async () => {
    const { pending } = await migrationStatus(database);
    expect(pending).toHaveLength(1);
    const start = buildApp(testConfig({ MIGRATE_ON_START: 'false' }), { database, serveWeb: false, logger: false });
    await expect(start).rejects.toThrow(SchemaBehindError);
    await expect(start).rejects.toThrow(new RegExp(`behind this release: 1 migration\\(s\\) not applied \\(${pending[0]}\\)\\. .*run \`npm run migrate\``));
    // Nothing was applied.
    expect((await migrationStatus(database)).pending).toEqual(pending);
  });

  it('starts without migrating once the schema is current', async () => {
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.created_at}::bigint)`);
    const app = await buildApp(testConfig({ MIGRATE_ON_START: 'false' }), { database, serveWeb: false, logger: false });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(TEST_DB === 'postgres')('MIGRATION_DATABASE_URL', () => {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://unused';
  const suffix = randomBytes(4).toString('hex');
  const name = `apps_backup_migration_${suffix}`;
  const migrator = `apps_backup_migrator_${suffix}`;
  beforeAll(async () => {
    // A role of its own for the migrations makes visible which connection created each table.
    await adminQuery(adminUrl, `create role "${migrator}" login`);
    await adminQuery(adminUrl, `create database "${name}" owner "${migrator}"`);
  });
  afterAll(async () => {
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    await adminQuery(adminUrl, `drop role if exists "${migrator}"`);
  });

  it('runs the start-up migrations through MIGRATION_DATABASE_URL and serves through DATABASE_URL', async () => {
    const appUrl = databaseUrl(adminUrl, name);
    const migrationUrl = new URL(appUrl);
    migrationUrl.username = migrator;
    const app = await buildApp(testConfig({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: migrationUrl.toString() }), { serveWeb: false, logger: false });
    try {
      const owners = await app.db.execute<{ owner: string; tables: number }>(
        sql`select tableowner as owner, count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle') group by tableowner`,
      );
      expect(owners.rows).toEqual([{ owner: migrator, tables: expect.any(Number) }]);
      expect(app.database.pool!.options.connectionString).toBe(appUrl);
      const appUser = await app.db.execute<{ name: string }>(sql`select current_user as name`);
      expect(appUser.rows[0]!.name).toBe(new URL(appUrl).username);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
