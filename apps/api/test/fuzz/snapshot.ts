import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** The application's tables of a database (they do not change while its tests run). */
const tablesOf = new WeakMap<Db, Promise<string[]>>();

function tables(db: Db): Promise<string[]> {
  let names = tablesOf.get(db);
  if (!names) {
    names = db
      .execute<{ table_name: string }>(sql`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'
        order by table_name
      `)
      .then((result) => result.rows.map((row) => row.table_name));
    tablesOf.set(db, names);
  }
  return names;
}

/**
 * A fingerprint of every row of every table (migrations bookkeeping excluded): equal fingerprints
 * mean the database did not change. Per table: the row count and the sum of a 64-bit hash of each
 * row's text, read in one statement. A sum needs no sort and no concatenation of the whole table,
 * and any changed, added or removed row changes it (two changes cancelling out would need a 64-bit
 * collision).
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const names = await tables(db);
  const perTable = names.map(
    (table) => `select '${table}' as name, count(*)::int as count, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as digest from "${table}" t`,
  );
  const result = await db.execute<{ name: string; count: number; digest: string }>(sql.raw(`select * from (${perTable.join('\nunion all\n')}) tables order by name`));
  return result.rows.map((row) => `${row.name}:${row.count}:${row.digest}`).join('\n');
}
