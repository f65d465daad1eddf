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
