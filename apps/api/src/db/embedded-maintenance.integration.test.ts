import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/database-copies';
import { TEST_DB } from '../../test/helper';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Database, type Db } from './client';
import { maintainEmbeddedDatabase, tablesNeedingUpkeep } from './embedded-maintenance';

// PGlite only: PostgreSQL runs its own autovacuum and the server never starts this upkeep there.
describe.runIf(TEST_DB === 'pglite')('upkeep of the embedded database', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function freshDatabase(): Promise<Database> {
    const template = pgliteTemplate();
    database = await createDatabase({ dataDir: 'memory://', ...(template ? { loadDataDir: await template } : {}) });
    return database;
  }

  /** How many of the probe's rows the planner expects in 50 of its 2,000 groups (500 are). */
  async function estimatedRows(db: Db): Promise<number> {
    const groups = `{${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}}`;
    const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain select * from upkeep_probe where group_id = any(${groups}::int[])`);
    return Number(/rows=(\d+)/.exec(result.rows[0]!['QUERY PLAN'])![1]);
  }

  /** Waits until `table` is due for both (PGlite hands a transaction's counts to the statistics views within about a second). */
  async function untilDueForBoth(db: Db, table: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const due = (await tablesNeedingUpkeep(db)).find((row) => row.table === table);
      if (due?.vacuum && due.analyze) return due;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${table} never became due for a vacuum and an analyze`);
  }

  it('analyzes and vacuums every table once after a start, then only the tables whose changes pass autovacuum’s thresholds', async () => {
    const { db } = await freshDatabase();
    const first = await tablesNeedingUpkeep(db);
    // Nothing has been vacuumed or analyzed since this process opened the database: every table is due.
    expect(first.map((row) => row.table)).toEqual(expect.arrayContaining(['users', 'timesheets', 'time_entries', 'timesheet_approval_queue']));
    expect(first.every((row) => row.vacuum && row.analyze)).toBe(true);
    expect(await maintainEmbeddedDatabase(db)).toEqual(first);
    expect(await tablesNeedingUpkeep(db)).toEqual([]);

    await db.execute(sql`create table upkeep_probe (id serial primary key, group_id int not null, note text)`);
    await db.execute(sql`create index upkeep_probe_group_idx on upkeep_probe (group_id)`);
    await db.execute(sql`vacuum (analyze) upkeep_probe`);
    await db.execute(sql`insert into upkeep_probe (group_id, note) select g % 2000, 'row ' || g from generate_series(1, 20000) g`);
    // Without statistics the planner guesses a fifth of the table for 50 groups (on a larger table it
    // then reads all of it, as the list's totals did: decision 0133).
    expect(await estimatedRows(db)).toBeGreaterThan(2_000);

    // 20,000 rows inserted: past the analyze threshold (50 + 10% of 0 rows) and the insert threshold (1,000 + 20%).
    expect(await untilDueForBoth(db, 'upkeep_probe')).toEqual({ table: 'upkeep_probe', vacuum: true, analyze: true });
    const done = await maintainEmbeddedDatabase(db);
    expect(done).toContainEqual({ table: 'upkeep_probe', vacuum: true, analyze: true });
    expect(await estimatedRows(db)).toBeLessThan(1_000);
    expect((await tablesNeedingUpkeep(db)).map((row) => row.table)).not.toContain('upkeep_probe');

    // A few changes stay below the thresholds (analyze: 50 + 10% of 20,000 rows; vacuum: 50 + 20%): not due.
    await db.execute(sql`update upkeep_probe set note = 'changed' where id <= 100`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await tablesNeedingUpkeep(db)).map((row) => row.table)).not.toContain('upkeep_probe');
    // Past them: 5,100 rows changed and as many dead.
    await db.execute(sql`update upkeep_probe set note = 'changed again' where id <= 5000`);
    expect(await untilDueForBoth(db, 'upkeep_probe')).toEqual({ table: 'upkeep_probe', vacuum: true, analyze: true });
  });

  it('runs a pass once the server that opened the database is ready, and stops with it', async () => {
    // The server opens (and migrates) its own database here: only then does it own the upkeep.
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }), {
      serveWeb: false,
      logger: false,
    });
    try {
      await app.ready();
      let analyzed = false;
      for (let attempt = 0; attempt < 50 && !analyzed; attempt += 1) {
        const result = await app.db.execute<{ analyzed: boolean }>(
          sql`select last_analyze is not null as analyzed from pg_stat_user_tables where schemaname = 'public' and relname = 'time_entries'`,
        );
        analyzed = result.rows[0]?.analyzed === true;
        if (!analyzed) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(analyzed).toBe(true);
    } finally {
      await app.close();
    }
  });
});
