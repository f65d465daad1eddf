import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError, writeBackupFile } from './backup-file';

/** PostgreSQL's client programs this module runs. */
type ClientTool = 'pg_dump' | 'pg_restore';

/** The schemas the app's migrations create (`public` for the tables, `drizzle` for the migration journal). */
const APP_SCHEMAS = ['public', 'drizzle'];

/**
 * A libpq connection for the client tools: the URL without its password, which goes in `PGPASSWORD`
 * so it never shows in the process list.
 */
function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/**
 * Runs a PostgreSQL client program and resolves when it exits 0.
 *
 * @throws BackupError when the program is not installed, or with its own error output when it fails.
 */
function runTool(tool: ClientTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install PostgreSQL's client tools, of the server's major version or newer (Debian and Ubuntu: apt-get install postgresql-client; Alpine: apk add postgresql-client).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/**
 * Dumps the PostgreSQL database at `databaseUrl` into `file` with `pg_dump --format=custom` (one
 * consistent snapshot; the server keeps running).
 *
 * @throws BackupError when pg_dump is missing or fails, or `file` exists.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = libpqConnection(databaseUrl);
  await writeBackupFile(file, (partial) => runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env));
}

/**
 * Restores `file` (a `pg_dump` custom-format archive) into the PostgreSQL database at `databaseUrl`, as
 * one transaction, the objects owned by the connecting role (`--no-owner --no-acl`). A database that
 * already holds tables in the app's schemas is refused unless `force`, which drops those schemas first.
 *
 * @throws BackupError when the database holds tables and `force` is off, or pg_restore is missing or fails.
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const tables = await appTableCount(databaseUrl);
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database already holds ${tables} table(s) in the schemas ${APP_SCHEMAS.join(' and ')}: restoring would mix two databases. ` +
        'Restore into an empty database (createdb), or run again with --force to drop those schemas and restore.',
    );
  }
  if (tables > 0) await dropAppSchemas(databaseUrl);
  const { url, env } = libpqConnection(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], env);
}

/** Tables in the app's schemas at `databaseUrl` (0: an empty database). */
async function appTableCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ count: number }>('select count(*)::int as count from pg_tables where schemaname = any($1)', [APP_SCHEMAS]);
    return result.rows[0]!.count;
  });
}

/** Drops the app's schemas with everything in them and leaves an empty `public`, as `createdb` makes it. */
async function dropAppSchemas(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    for (const schema of APP_SCHEMAS) await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query('create schema public');
    await client.query('commit');
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
