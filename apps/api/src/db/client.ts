import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { pgliteForDrizzle } from './pglite-client';
import * as schema from './schema/index';

/** The Drizzle database, the same query API on PostgreSQL and on embedded PGlite. */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction handle; repositories accept either a `Db` or a `Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `Db` or an open transaction. */
export type DbOrTx = Db | Tx;

/** An open database with its kind and how to close it. */
export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (migrations and tests use it). */
  pglite?: PGlite;
  /** The pool when on PostgreSQL. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset means PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * A PGlite data directory to start from (a tarball of `dumpDataDir`): the tests start every database
   * from one that is already migrated and seeded instead of running `initdb` and the migrations again.
   */
  loadDataDir?: Blob;
  poolMax?: number;
  /** Longest a query may run before it fails, in milliseconds (0: no limit, for batch tools). Default 15 000. */
  queryTimeoutMs?: number;
  /** Receives every query Drizzle sends (the benchmarks capture a route's SQL with it). */
  logger?: Logger;
}

/**
 * Opens the database: a `pg` pool for `databaseUrl`, else embedded PGlite in `dataDir` (created if
 * missing, and held by this process until `close`). Connection problems surface on first use, so the
 * server starts and `/readyz` reports them.
 *
 * @throws DataDirInUseError when another live process holds the embedded data folder.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 20,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      // A query that hangs longer than this is a fault, not a slow page: fail it so the caller gets an answer.
      // The server cancels a statement that runs too long (the client-side timeout alone would leave it running).
      ...(options.queryTimeoutMs === 0
        ? {}
        : { query_timeout: (options.queryTimeoutMs ?? 15_000) + 1_000, statement_timeout: options.queryTimeoutMs ?? 15_000 }),
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener Node exits.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, ...(options.logger ? { logger: options.logger } : {}) });
    return {
      db,
      kind: 'postgres',
      pool,
      async ping(timeoutMs = 2_000) {
        await withTimeout(pool.query('select 1'), timeoutMs);
      },
      async close() {
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir;
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(path.resolve(dataDir), { recursive: true });
    // PGlite does not stop a second process from opening the folder; two writers would corrupt it.
    lock = lockDataDir(path.resolve(dataDir));
  }
  let client: PGlite;
  try {
    client = options.loadDataDir ? await PGlite.create({ dataDir, loadDataDir: options.loadDataDir }) : await PGlite.create(dataDir);
    if (options.loadDataDir) lock?.claim();
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(pgliteForDrizzle(client), { schema, ...(options.logger ? { logger: options.logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async ping(timeoutMs = 2_000) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
