import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * What `preparedFor` and `preparedSql` use of Drizzle's internals (drizzle-orm 0.45, node-postgres and
 * PGlite drivers alike). `prepared.integration.test.ts` fails by name when any of it changes.
 */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): DrizzleQuery };
  session: DrizzleSession;
}

/** The statement text and its parameters (placeholders among them) of a built query (`PgPreparedQuery.getQuery()`). */
export interface DrizzleQuery {
  sql: string;
  params: unknown[];
}

/** `PgSession.prepareQuery`: a prepared query on that session's connection (the pool, or a transaction's client). */
export interface DrizzleSession {
  prepareQuery(
    query: DrizzleQuery,
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    queryMetadata?: unknown,
    cacheConfig?: unknown,
  ): DrizzlePreparedQuery;
}

/** The parts of a `PgPreparedQuery` that are copied onto a transaction's session. */
export interface DrizzlePreparedQuery {
  getQuery(): DrizzleQuery;
  isResponseInArrayMode(): boolean;
  fields?: unknown;
  customResultMapper?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
  joinsNotNullableMap?: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const internalsOf = (db: DbOrTx): DrizzleInternals => db as unknown as DrizzleInternals;

/** Whether `db` is an open transaction (a Drizzle transaction has `rollback`, the database does not). */
export const isTransaction = (db: DbOrTx): boolean => 'rollback' in db;

/** Prepared queries of a root database, by name. */
const rootCache = new WeakMap<object, Map<string, unknown>>();
/**
 * Templates of the queries prepared inside transactions, by name, per dialect: a database and all its
 * transactions share one dialect object, so the text is built once for every transaction.
 */
const txTemplates = new WeakMap<object, Map<string, DrizzlePreparedQuery>>();

/**
 * `template` (a query prepared on any session of the same database) prepared again on `session`: the
 * same text, parameters (placeholders), result fields and mapping, executed on the session's own
 * connection. Nothing is rebuilt; only the driver's small prepared-query object is made.
 */
export function onSession<T>(template: DrizzlePreparedQuery, session: DrizzleSession, name: string): T {
  const query = session.prepareQuery(
    template.getQuery(),
    template.fields,
    name,
    template.isResponseInArrayMode(),
    template.customResultMapper,
    template.queryMetadata,
    template.cacheConfig,
  );
  query.joinsNotNullableMap = template.joinsNotNullableMap;
  return query as T;
}

/**
 * A query prepared once per database under `name` and reused: PostgreSQL parses and plans it once per
 * connection instead of on every call, and Drizzle does not rebuild its text. `build` prepares it
 * (`db.select(...)...prepare(name)`, every varying value a `sql.placeholder`).
 *
 * Inside a transaction the query runs on the transaction's connection: the text built once (by the
 * first call of any transaction of the same database) is prepared again on the transaction's session
 * (`onSession`), so decisions and other transactional steps are prepared too. A named
 * statement belongs to a PostgreSQL connection, and `pg` remembers per connection which names it has
 * parsed, so the same name serves the pool and every transaction's client; a transaction that rolls
 * back leaves the statement prepared (only its effects are undone). On PGlite the name is ignored.
 *
 * @returns the prepared query for `db` (the database or an open transaction).
 */
export function preparedFor<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  if (isTransaction(db)) {
    const internals = internalsOf(db);
    let byName = txTemplates.get(internals.dialect);
    if (!byName) {
      byName = new Map();
      txTemplates.set(internals.dialect, byName);
    }
    const template = byName.get(name);
    if (template) return onSession<T>(template, internals.session, name);
    const built = build(db);
    byName.set(name, built as unknown as DrizzlePreparedQuery);
    return built;
  }
  let byName = rootCache.get(db);
  if (!byName) {
    byName = new Map();
    rootCache.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}

/** A raw statement prepared by `preparedSql`: `execute` fills its `sql.placeholder`s and answers the rows. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * A raw SQL statement (recursive walks and other statements the query builder cannot express) as a named
 * prepared statement, built once per database: the same path `db.execute` takes, with a name, so
 * PostgreSQL parses and plans it once per connection and Drizzle does not rebuild the text per call.
 * `query(value)` builds the statement with `value(key)` wherever a value goes: a placeholder
 * filled by `execute(values)`. Inside a transaction it is prepared on the transaction's connection, as
 * `preparedFor` does.
 */
export function preparedSql<Row>(db: DbOrTx, name: string, query: (value: (key: string) => unknown) => SQL): PreparedSql<Row> {
  return preparedFor(db, name, (on: DbOrTx) => {
    const internals = internalsOf(on);
    return internals.session.prepareQuery(internals.dialect.sqlToQuery(query((key) => sql.placeholder(key))), undefined, name, false);
  }) as unknown as PreparedSql<Row>;
}
