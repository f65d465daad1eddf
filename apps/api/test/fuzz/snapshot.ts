import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * A fingerprint of every row of every table (migrations bookkeeping excluded): equal fingerprints
 * mean the database did not change.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'
    order by table_name
  `);
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const result = await db.execute<{ digest: string | null; count: number }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as count from "${table}" t`),
    );
    parts.push(`${table}:${result.rows[0]!.count}:${result.rows[0]!.digest}`);
  }
  return parts.join('\n');
}
