import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, pgliteTemplate } from '../../../test/database-copies';
import { adminQuery, databaseUrl } from '../../../test/database-template';
import { TEST_DB } from '../../../test/helper';
import { createDatabase, type Database } from '../client';
import { DATA_DIR_LOCK_FILE, DataDirInUseError } from '../data-dir-lock';
import { runMigrations } from '../migrate';
import { seedRolesAndPermissions } from '../seed/base';
import { seedDemo } from '../seed/demo';
import type { DatabaseTarget } from '../target';
import { BackupError } from './backup-file';
import { backupDatabase, restoreDatabase } from './backup';

/**
 * Every row of every table in the app's schemas, as a digest per table with its row count: two
 * databases with equal fingerprints hold the same rows.
 */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await database.db.execute<{ count: number; digest: string }>(
      sql.raw(`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`),
    );
    result[name] = `${rows.rows[0]!.count} rows ${rows.rows[0]!.digest}`;
  }
  return result;
}

/** Opens `target`, calls `work` and closes it. */
async function withDatabase<T>(target: DatabaseTarget, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await createDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolMax: 2 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Writes the demo organisation (people, roles, every module's records) and returns the database's fingerprint. */
async function writeDemoData(database: Database): Promise<Record<string, string>> {
  await seedDemo(database.db);
  const before = await fingerprint(database);
  expect(Number.parseInt(before['public.users']!, 10)).toBeGreaterThan(5);
  expect(Number.parseInt(before['public.timesheets']!, 10)).toBeGreaterThan(0);
  return before;
}

const folder = mkdtempSync(path.join(tmpdir(), 'apps-backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A PGlite dump or load of a whole data folder takes 2 s of CPU and ten times that on a loaded two-core
 * machine running every stage: these tests set their own budget.
 */
const SLOW = { timeout: 180_000 };

describe.runIf(TEST_DB === 'pglite')('backup and restore of the embedded database', SLOW, () => {
  const target: DatabaseTarget = { databaseUrl: undefined, dataDir: path.join(folder, 'data') };
  const file = path.join(folder, 'embedded.tar.gz');

  it('backs up the data folder, and restores every row into a wiped folder', async () => {
    const template = pgliteTemplate();
    const database = await createDatabase({ dataDir: target.dataDir, ...(template ? { loadDataDir: await template } : {}) });
    let before: Record<string, string>;
    try {
      await runMigrations(database);
      await seedRolesAndPermissions(database.db);
      before = await writeDemoData(database);
    } finally {
      await database.close();
    }

    expect(await backupDatabase(target, file)).toMatch(/^Backed up the embedded database in .+ to .+embedded\.tar\.gz \([\d.]+ [kM]B, gzipped tar of the data folder\) in [\d.]+ s\.$/);
    rmSync(target.dataDir, { recursive: true, force: true });

    expect(await restoreDatabase(target, file, false)).toMatch(/^Restored .+ into the embedded database in .+ in [\d.]+ s; \d+ migrations applied, none pending\.$/);
    expect(await withDatabase(target, fingerprint)).toEqual(before);
  });

  it('refuses to replace a database without --force, and replaces it with it', async () => {
    await expect(restoreDatabase(target, file, false)).rejects.toThrow(/already holds a database: restoring would replace it\. Run again with --force/);
    await withDatabase(target, (database) => database.db.execute(sql`delete from time_entries`));
    expect(await restoreDatabase(target, file, true)).toMatch(/\(replacing what it held\)/);
    expect(Number.parseInt((await withDatabase(target, fingerprint))['public.time_entries']!, 10)).toBeGreaterThan(0);
  });

  it('refuses to back up or restore while another process holds the folder, and says to stop it', async () => {
    // The test runner's parent process is alive and is not this one: the server's place.
    writeFileSync(path.join(target.dataDir, DATA_DIR_LOCK_FILE), `${process.ppid}\n`);
    try {
      await expect(backupDatabase(target, path.join(folder, 'while-running.tar.gz'))).rejects.toThrow(DataDirInUseError);
      await expect(restoreDatabase(target, file, true)).rejects.toThrow(/is in use by process \d+ .*stop that process/);
    } finally {
      rmSync(path.join(target.dataDir, DATA_DIR_LOCK_FILE), { force: true });
    }
  });

  it('refuses a PostgreSQL backup, a file that is no backup, and an existing output file', async () => {
    const dump = path.join(folder, 'fake.dump');
    writeFileSync(dump, 'PGDMP\u0001\u000e\u0000');
    await expect(restoreDatabase(target, dump, true)).rejects.toThrow(/is a PostgreSQL backup .* set DATABASE_URL/);
    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'not a backup');
    await expect(restoreDatabase(target, text, true)).rejects.toThrow(BackupError);
    await expect(backupDatabase(target, file)).rejects.toThrow(/already exists: choose another name/);
    const elsewhere: DatabaseTarget = { databaseUrl: undefined, dataDir: path.join(folder, 'documents') };
    mkdirSync(elsewhere.dataDir);
    writeFileSync(path.join(elsewhere.dataDir, 'report.txt'), 'keep me');
    await expect(restoreDatabase(elsewhere, file, true)).rejects.toThrow(/holds files but no database/);
    expect(readFileSync(path.join(elsewhere.dataDir, 'report.txt'), 'utf8')).toBe('keep me');
  });
});

describe.runIf(TEST_DB === 'postgres')('backup and restore of PostgreSQL', SLOW, () => {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://unused';
  const name = `apps_backup_src_${randomBytes(4).toString('hex')}`;
  const target: DatabaseTarget = { databaseUrl: databaseUrl(adminUrl, name), dataDir: '' };
  const file = path.join(folder, 'postgres.dump');
  beforeAll(() => createPostgresDatabase(adminUrl, name));
  afterAll(() => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`));

  it('dumps with pg_dump, and restores every row into a wiped database', async () => {
    const before = await withDatabase(target, async (database) => {
      await runMigrations(database);
      await seedRolesAndPermissions(database.db);
      return writeDemoData(database);
    });

    expect(await backupDatabase(target, file)).toMatch(/^Backed up PostgreSQL database "apps_backup_src_\w+" on .+ \([\d.]+ [kM]B, pg_dump custom format\) in [\d.]+ s\.$/);
    await adminQuery(adminUrl, `drop database "${name}" with (force)`);
    await adminQuery(adminUrl, `create database "${name}"`);

    expect(await restoreDatabase(target, file, false)).toMatch(/^Restored .+ into PostgreSQL database "apps_backup_src_\w+" on .+ in [\d.]+ s; \d+ migrations applied, none pending\.$/);
    expect(await withDatabase(target, fingerprint)).toEqual(before);
  });

  it('refuses to restore into a database that holds tables without --force, and replaces them with it', async () => {
    await expect(restoreDatabase(target, file, false)).rejects.toThrow(/already holds \d+ table\(s\) .* run again with --force/);
    const before = await withDatabase(target, fingerprint);
    await withDatabase(target, async (database) => {
      await database.db.execute(sql`delete from time_entries`);
      await database.db.execute(sql`create table public.left_behind (id int)`);
    });
    expect(await restoreDatabase(target, file, true)).toMatch(/\(replacing what it held\)/);
    expect(await withDatabase(target, fingerprint)).toEqual(before);
  });

  it('refuses a backup of the embedded database', async () => {
    const tar = path.join(folder, 'fake.tar.gz');
    writeFileSync(tar, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restoreDatabase(target, tar, true)).rejects.toThrow(/is a backup of the embedded database .* unset DATABASE_URL/);
  });
});
