import { sql, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `'a', 'b'` for an SQL `in (...)` list of constant strings (quotes doubled). */
export function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

/**
 * A CHECK constraint that keeps `column` within a contract's enumeration, so the database and the
 * wire schema accept the same values: `enumCheck('timesheets_status_check', t.status, TIMESHEET_STATUSES)`.
 */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${inList(values)})`);
}
