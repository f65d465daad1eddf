import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/migrate';
import { buildTestApp, uniqueEmail, type TestApp } from '../../../test/helper';
import { idsBelow, managerChain, reassignReports } from './reporting-line.repository';
import { selfAndBelow } from './reporting-line.scope';
import { describeDifference, verifyLine } from './reporting-line-verify.service';

// The closure table follows every way managers change (the triggers on users), on PGlite and
// PostgreSQL; `line:verify` finds a corrupted row and `--repair` rewrites the table.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const verify = () => verifyLine(db(), { repair: false, show: 20 });

/** Inserts people in one statement, in the order given: `[id, managerId]` pairs. */
async function insertAll(people: ReadonlyArray<[string, string | null]>): Promise<void> {
  const rows = people.map(([id, managerId]) => sql`(${id}::uuid, ${uniqueEmail('closure')}, ${managerId}::uuid)`);
  await db().execute(sql`insert into users (id, email, manager_id) values ${sql.join(rows, sql`, `)}`);
}

const setManager = (id: string, managerId: string | null) => db().execute(sql`update users set manager_id = ${managerId}::uuid where id = ${id}::uuid`);

async function below(id: string): Promise<string[]> {
  const result = await db().execute<{ id: string }>(sql`select descendant_id as id from (${selfAndBelow(id)}) s(descendant_id)`);
  return result.rows.map((row) => row.id).sort();
}

describe('reporting_line_closure', () => {
  const [top, mid, low, leaf, side] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  it('holds a row for each person and each manager above, also when reports come before their manager in one insert', async () => {
    // leaf -> low -> mid -> top, inserted bottom-up in a single statement; side reports to top.
    await insertAll([
      [top, null],
      [side, top],
    ]);
    await insertAll([
      [leaf, low],
      [low, mid],
      [mid, top],
    ]);
    expect(await managerChain(db(), leaf)).toEqual([low, mid, top]);
    expect(await below(top)).toEqual([top, mid, low, leaf, side].sort());
    expect((await verify()).differences).toBe(0);
  });

  it('moves a whole subtree when a manager changes, and when reports move up in one statement', async () => {
    await setManager(low, side); // low and leaf now under side
    expect(await managerChain(db(), leaf)).toEqual([low, side, top]);
    expect(await below(mid)).toEqual([mid]);
    expect((await idsBelow(db(), [side], 10)).sort()).toEqual([low, leaf].sort());

    await reassignReports(db(), low, side); // leaf up to side
    expect(await managerChain(db(), leaf)).toEqual([side, top]);
    expect(await managerChain(db(), side)).toEqual([top]);
    expect((await idsBelow(db(), [side], 10)).sort()).toEqual([low, leaf].sort());

    await setManager(side, null); // side's line leaves top's
    expect(await managerChain(db(), leaf)).toEqual([side]);
    expect(await below(top)).toEqual([top, mid].sort());
    expect((await verify()).differences).toBe(0);
  });

  it("follows the foreign key's set null when a manager is deleted", async () => {
    await setManager(side, mid); // top -> mid -> side -> {low, leaf}
    await db().execute(sql`delete from users where id = ${mid}::uuid`);
    expect(await managerChain(db(), leaf)).toEqual([side]);
    expect(await below(top)).toEqual([top]);
    expect((await verify()).differences).toBe(0);
  });

  it('refuses a change that would close a cycle', async () => {
    await expect(setManager(side, leaf)).rejects.toThrow();
    expect(await managerChain(db(), leaf)).toEqual([side]);
  });
});

describe('line:verify', () => {
  it('reports a missing, an extra and a wrong row, and --repair rewrites the table so they agree', async () => {
    const [boss, report, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    await insertAll([
      [boss, null],
      [report, boss],
      [stranger, null],
    ]);
    expect((await verify()).differences).toBe(0);

    await db().execute(sql`delete from reporting_line_closure where ancestor_id = ${boss}::uuid and descendant_id = ${report}::uuid`);
    await db().execute(sql`update reporting_line_closure set depth = 3 where ancestor_id = ${stranger}::uuid and descendant_id = ${stranger}::uuid`);
    await db().execute(sql`insert into reporting_line_closure (ancestor_id, descendant_id, depth) values (${stranger}::uuid, ${boss}::uuid, 1)`);

    const found = await verify();
    expect(found.differences).toBe(3);
    expect(found.repair).toBeUndefined();
    expect(found.shown.map(describeDifference).sort()).toEqual(
      [
        `missing  ancestor ${boss} descendant ${report} depth 1`,
        `extra    ancestor ${stranger} descendant ${boss} depth 1`,
        `depth    ancestor ${stranger} descendant ${stranger} is 3, should be 0`,
      ].sort(),
    );

    const repaired = await verifyLine(db(), { repair: true, show: 20 });
    expect(repaired.differences).toBe(3);
    expect(repaired.repair?.differencesAfter).toBe(0);
    expect((await verify()).differences).toBe(0);
    expect(await managerChain(db(), report)).toEqual([boss]);
  });

  it('repairs nothing when the table agrees', async () => {
    const result = await verifyLine(db(), { repair: true, show: 20 });
    expect(result).toEqual({ differences: 0, shown: [] });
  });

  it("the migration's backfill builds the same table from users.manager_id", async () => {
    const file = readdirSync(migrationsFolder()).find((name) => name.endsWith('_reporting_line_closure.sql'))!;
    const backfill = readFileSync(path.join(migrationsFolder(), file), 'utf8').split('--> statement-breakpoint').at(-1)!;
    const before = await t.count('reporting_line_closure');
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from reporting_line_closure`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await t.count('reporting_line_closure')).toBe(before);
    expect((await verify()).differences).toBe(0);
  });
});
