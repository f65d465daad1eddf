/** The database a tool works on: PostgreSQL at `databaseUrl`, else embedded PGlite in `dataDir`. */
export interface DatabaseTarget {
  databaseUrl: string | undefined;
  /** Absolute folder of the embedded database. */
  dataDir: string;
}

/**
 * Names the target for people: `PostgreSQL database "apps" on db.internal:5432` (never the password) or
 * `the embedded database in /srv/apps/data`.
 */
export function describeTarget(target: DatabaseTarget): string {
  if (!target.databaseUrl) return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
  return `PostgreSQL database "${name}" on ${url.hostname || 'localhost'}:${url.port || '5432'}`;
}
