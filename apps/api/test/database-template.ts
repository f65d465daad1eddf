import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedRolesAndPermissions } from '../src/db/seed/base';

/**
 * Where the integration tests' migrated database comes from: a PGlite data-directory tarball on disk,
 * or the name of a PostgreSQL template database. Made once per run by this global setup; every test
 * database is a copy of it (`openTestDatabase` in `helper.ts`).
 */
export type DatabaseTemplate = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The PostgreSQL server's URL with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (`DATABASE_URL`). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Vitest global setup of an integration project (`TEST_DB` in the project's env picks the database):
 * migrates and seeds one database, provides it as `databaseTemplate`, and removes it after the run.
 * Migrating once costs about a second; every test app used to pay it (and PGlite's `initdb`) again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const database = await createDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    await seedRolesAndPermissions(database.db);
    const tarball = await database.pglite!.dumpDataDir('none');
    await database.close();
    const folder = mkdtempSync(path.join(tmpdir(), 'apps-test-template-'));
    const file = path.join(folder, 'pgdata.tar');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    project.provide('databaseTemplate', { kind, tarball: file });
    return async () => rmSync(folder, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (the maintenance database, e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `apps_test_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const database = await createDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '', poolMax: 2 });
  try {
    await runMigrations(database);
    await seedRolesAndPermissions(database.db);
  } finally {
    // A template must have no open connection when a database is created from it.
    await database.close();
  }
  project.provide('databaseTemplate', { kind, name });
  return async () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}
