import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';

const cache = new WeakMap<object, Map<string, unknown>>();

/**
 * A query prepared once per database and reused (PostgreSQL then plans it once per connection instead
 * of on every call). `build` receives the root database; callers inside a transaction run the
 * unprepared form instead, because a prepared query is bound to the pool, not to the transaction.
 *
 * @returns the prepared query for `db`, or `undefined` when `db` is a transaction.
 */
export function preparedFor<T>(db: DbOrTx, name: string, build: (db: Db) => T): T | undefined {
  if ('rollback' in db) return undefined;
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db as Db));
  return byName.get(name) as T;
}

/** A raw statement prepared by `preparedSql`: `execute` fills its `sql.placeholder`s and answers the rows. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }> } };
}

/**
 * A raw SQL statement (recursive walks and other statements the query builder cannot express) as a named
 * prepared statement, built once per database: the same path `db.execute` takes, with a name, so
 * PostgreSQL parses and plans it once per connection and Drizzle does not rebuild the text per call
 * (issue 19). `query(value)` builds the statement with `value(key)` wherever a value goes: a placeholder
 * filled by `execute(values)`. Inside a transaction it runs unprepared through `db.execute` with the values
 * bound directly (a prepared query belongs to the pool, not to the transaction).
 */
export function preparedSql<Row>(db: DbOrTx, name: string, query: (value: (key: string) => unknown) => SQL): PreparedSql<Row> {
  const prepared = preparedFor(db, name, (root: Db) => {
    const internals = root as unknown as DrizzleInternals;
    return internals.session.prepareQuery(internals.dialect.sqlToQuery(query((key) => sql.placeholder(key))), undefined, name, false);
  });
  if (prepared) return prepared as PreparedSql<Row>;
  return {
    async execute(values) {
      const result = await db.execute(query((key) => values[key]));
      return { rows: result.rows as Row[] };
    },
  };
}
