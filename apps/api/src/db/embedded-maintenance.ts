import { sql } from 'drizzle-orm';
import { startPeriodicTask, type PeriodicTask } from '../lib/periodic-task';
import type { Db } from './client';

/**
 * Upkeep of the embedded database (PGlite), which runs no autovacuum: PGlite is PostgreSQL in one
 * process without its background workers, so nothing ever gathers the planner's statistics or sets
 * the visibility map. Without statistics the planner guesses: a list's totals for 50 timesheets
 * (`timesheet_id = any(...)`) were planned as a quarter of all time entries and read all 390,000 of
 * them (65 to 160 ms where the index answers in under 1 ms; bench/RESULTS.md, decision 0133). This
 * module does on a timer what autovacuum would do, with autovacuum's own rules and settings.
 */

/** What one table needs: `vacuum` (which also analyzes here when `analyze` is set) and/or `analyze`. */
export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables of the `public` schema that need a vacuum or an analyze by autovacuum's rules, read
 * with the database's own `autovacuum_*` settings: dead rows above `autovacuum_vacuum_threshold` +
 * `autovacuum_vacuum_scale_factor` × rows, rows inserted since the last vacuum above the insert
 * threshold and scale factor, changes since the last analyze above the analyze threshold and scale
 * factor. A table never vacuumed or analyzed since the process started counts as needing it: PGlite
 * keeps its activity counters in memory only, so after a restart the changes of the last run are
 * unknown. Counters reach the statistics views within about a second of a transaction's end.
 */
export async function tablesNeedingUpkeep(db: Db): Promise<TableUpkeep[]> {
  const threshold = (name: string) =>
    sql`(current_setting(${`autovacuum_${name}_threshold`})::float8 + current_setting(${`autovacuum_${name}_scale_factor`})::float8 * greatest(c.reltuples, 0))`;
  const rows = await db.execute<{ table: string; vacuum: boolean; analyze: boolean }>(sql`
    select s.relname as "table",
      (s.last_vacuum is null or s.n_dead_tup > ${threshold('vacuum')} or s.n_ins_since_vacuum > ${threshold('vacuum_insert')}) as "vacuum",
      (s.last_analyze is null or s.n_mod_since_analyze > ${threshold('analyze')}) as "analyze"
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`);
  return rows.rows.filter((row) => row.vacuum || row.analyze);
}

/**
 * One pass: `VACUUM` (with `ANALYZE` when due) or `ANALYZE` of each table `tablesNeedingUpkeep`
 * returns, one statement a table so that requests queued on the single connection wait for one table
 * at a time (a whole database of 1,000 people and a year of weeks: about 0.2 s of vacuum and 0.5 to
 * 0.7 s of analyze, on first start). Returns what it did.
 */
export async function maintainEmbeddedDatabase(db: Db): Promise<TableUpkeep[]> {
  const due = await tablesNeedingUpkeep(db);
  for (const { table, vacuum, analyze } of due) {
    const target = sql.identifier(table);
    if (vacuum) await db.execute(analyze ? sql`vacuum (analyze) ${target}` : sql`vacuum ${target}`);
    else await db.execute(sql`analyze ${target}`);
  }
  return due;
}

/** Options of {@link startEmbeddedMaintenance}. */
export interface EmbeddedMaintenanceOptions {
  /** Between passes, in milliseconds; default one minute, autovacuum's own `autovacuum_naptime`. */
  intervalMs?: number;
  /** A pass that failed (the next one tries again). */
  onError?: (error: unknown) => void;
  /** A pass that did something: the tables and what each got. */
  onPass?: (done: TableUpkeep[]) => void;
}

/**
 * Runs {@link maintainEmbeddedDatabase} now and then every `intervalMs` (never two passes at once) until
 * `stop()`, which waits for a pass under way. For the embedded database only; PostgreSQL has its own
 * autovacuum.
 */
export function startEmbeddedMaintenance(db: Db, options: EmbeddedMaintenanceOptions = {}): PeriodicTask {
  const pass = async () => {
    const done = await maintainEmbeddedDatabase(db);
    if (done.length > 0) options.onPass?.(done);
  };
  return startPeriodicTask(pass, { intervalMs: options.intervalMs ?? 60_000, onError: options.onError });
}
