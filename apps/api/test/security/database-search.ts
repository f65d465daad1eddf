import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** The application's tables (migrations bookkeeping excluded). */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'
    order by table_name
  `);
  return result.rows.map((row) => row.table_name);
}

/** What to look for: exact JSON values anywhere in a row, and string values that start with a prefix. */
export interface Needles {
  /** Compared as JSON values (`"text"`, `987.5`): a column or any value nested in a jsonb column. */
  values: readonly unknown[];
  /** String values (timestamps included, as ISO text) that start with one of these. */
  prefixes?: readonly string[];
  /** Tables not searched (e.g. `users` when a person's own id is a needle). */
  ignoreTables?: readonly string[];
  /** Stop once this many hits are found (a test that asks only whether a value is stored at all). */
  enough?: number;
}

/**
 * Searches every value of every row of every table, columns and values nested in jsonb columns alike
 * (the audit log keeps whole records there), for the needles.
 *
 * @returns `table: value` for each hit; empty when no row holds a needle.
 */
export async function findInDatabase(db: Db, needles: Needles): Promise<string[]> {
  const values = JSON.stringify(needles.values);
  const prefixes = JSON.stringify(needles.prefixes ?? []);
  const hits: string[] = [];
  for (const table of await tableNames(db)) {
    if (needles.ignoreTables?.includes(table)) continue;
    const result = await db.execute<{ value: string }>(sql`
      select v::text as value
      from ${sql.identifier(table)} t, jsonb_path_query(to_jsonb(t), 'lax $.**') v
      where v in (select jsonb_array_elements(${values}::jsonb))
         or (jsonb_typeof(v) = 'string' and exists (
              select 1 from jsonb_array_elements_text(${prefixes}::jsonb) p where starts_with(v #>> '{}', p)))
      limit 5
    `);
    for (const row of result.rows) hits.push(`${table}: ${row.value}`);
    if (needles.enough !== undefined && hits.length >= needles.enough) break;
  }
  return hits;
}
