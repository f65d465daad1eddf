import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { adminQuery, type DatabaseTemplate } from './database-template';

/** The run's template (`database-template.ts`), or undefined when a script runs without the global setup. */
function template(): DatabaseTemplate | undefined {
  return inject('databaseTemplate') as DatabaseTemplate | undefined;
}

let tarball: Promise<Blob> | undefined;

/** The PGlite template's data directory, read once per test process; undefined without a PGlite template. */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const made = template();
  if (made?.kind !== 'pglite') return undefined;
  tarball ??= readFile(made.tarball).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return tarball;
}

/**
 * Fills an empty PGlite data folder with the template (migrated and seeded), so a server process
 * started on it skips `initdb` and the migrations; without a template the folder stays empty.
 */
export async function fillFromTemplate(dataDir: string): Promise<void> {
  const source = pgliteTemplate();
  if (!source) return;
  const database = await PGlite.create({ dataDir, loadDataDir: await source });
  await database.close();
}

/** Creates the PostgreSQL database `name` as a copy of the run's template (an empty one without it). */
export async function createPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const made = template();
  await adminQuery(adminUrl, made?.kind === 'postgres' ? `create database "${name}" template "${made.name}"` : `create database "${name}"`);
}
