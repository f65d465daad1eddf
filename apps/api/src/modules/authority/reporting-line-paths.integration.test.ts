import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { buildTestApp, uniqueEmail, type TestApp } from '../../../test/helper';
import { reassignReports } from './reporting-line.repository';
import { verifyPaths } from './reporting-line-verify.service';

// Each person's materialised path (the managers above them and their names) follows every way the line
// and the names change (the triggers on users), on PGlite and PostgreSQL; `line:verify` finds a wrong
// path and `--repair` rewrites the table.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const differences = async () => (await verifyPaths(db(), { repair: false })).differences;

/** Inserts people in one statement, in the order given: `[id, managerId, name]`. */
async function insertAll(people: ReadonlyArray<[string, string | null, string | null]>): Promise<Map<string, string>> {
  const emails = new Map(people.map(([id]) => [id, uniqueEmail('paths')]));
  const rows = people.map(([id, managerId, name]) => sql`(${id}::uuid, ${emails.get(id)}, ${name}, ${managerId}::uuid)`);
  await db().execute(sql`insert into users (id, email, name, manager_id) values ${sql.join(rows, sql`, `)}`);
  return emails;
}

const setManager = (id: string, managerId: string | null) => db().execute(sql`update users set manager_id = ${managerId}::uuid where id = ${id}::uuid`);
const rename = (on: DbOrTx, id: string, name: string | null) => on.execute(sql`update users set name = ${name} where id = ${id}::uuid`);

/** The person's path: the managers above them, the top first, and their labels. */
async function pathOf(id: string): Promise<{ ids: string[]; labels: string[] } | undefined> {
  const result = await db().execute<{ ids: string[]; labels: string[] }>(
    sql`select manager_ids::text[] as ids, manager_labels as labels from reporting_line_paths where user_id = ${id}::uuid`,
  );
  return result.rows[0];
}

describe('reporting_line_paths', () => {
  const [top, mid, low, leaf, side] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  let emails = new Map<string, string>();

  it('holds the managers above each person, the top first, also when reports come before their manager in one insert', async () => {
    emails = await insertAll([
      [top, null, 'Tara Top'],
      [side, top, 'Sam Side'],
    ]);
    // leaf -> low -> mid -> top, inserted bottom-up in a single statement; low has no name.
    const more = await insertAll([
      [leaf, low, 'Lea Leaf'],
      [low, mid, null],
      [mid, top, 'Mia Mid'],
    ]);
    emails = new Map([...emails, ...more]);
    expect(await pathOf(top)).toEqual({ ids: [], labels: [] });
    expect(await pathOf(leaf)).toEqual({ ids: [top, mid, low], labels: ['Tara Top', 'Mia Mid', emails.get(low)] });
    expect(await differences()).toBe(0);
  });

  it('moves a whole subtree when a manager changes, when reports move up in one statement, and when a manager is deleted', async () => {
    await setManager(low, side);
    expect(await pathOf(leaf)).toEqual({ ids: [top, side, low], labels: ['Tara Top', 'Sam Side', emails.get(low)] });
    expect(await pathOf(low)).toEqual({ ids: [top, side], labels: ['Tara Top', 'Sam Side'] });

    await reassignReports(db(), low, side);
    expect(await pathOf(leaf)).toEqual({ ids: [top, side], labels: ['Tara Top', 'Sam Side'] });

    await setManager(side, mid); // top -> mid -> side -> {low, leaf}
    expect(await pathOf(leaf)).toEqual({ ids: [top, mid, side], labels: ['Tara Top', 'Mia Mid', 'Sam Side'] });
    await db().execute(sql`delete from users where id = ${mid}::uuid`);
    expect(await pathOf(mid)).toBeUndefined();
    expect(await pathOf(side)).toEqual({ ids: [], labels: [] });
    expect(await pathOf(leaf)).toEqual({ ids: [side], labels: ['Sam Side'] });
    expect(await differences()).toBe(0);
  });

  it("sets a renamed manager's label in every path below them, the e-mail address when the name is removed", async () => {
    await setManager(side, top); // top -> side -> {low, leaf}
    await rename(db(), top, 'Tara Topping');
    expect(await pathOf(leaf)).toEqual({ ids: [top, side], labels: ['Tara Topping', 'Sam Side'] });
    expect(await pathOf(low)).toEqual({ ids: [top, side], labels: ['Tara Topping', 'Sam Side'] });
    await rename(db(), side, null);
    expect(await pathOf(leaf)).toEqual({ ids: [top, side], labels: ['Tara Topping', emails.get(side)] });
    await db().execute(sql`update users set email = ${'renamed.' + emails.get(side)} where id = ${side}::uuid`);
    expect(await pathOf(leaf)).toEqual({ ids: [top, side], labels: ['Tara Topping', 'renamed.' + emails.get(side)] });
    expect(await differences()).toBe(0);
  });

  it('keeps both labels when two managers above one person are renamed in transactions that overlap', async () => {
    let renamed!: () => void;
    const firstRenamed = new Promise<void>((resolve) => (renamed = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db().transaction(async (tx) => {
      await rename(tx, top, 'Tara First');
      renamed();
      await held;
    });
    await firstRenamed;
    // On PostgreSQL this waits for the first transaction's lock on the paths below both; PGlite runs one at a time.
    const second = db().transaction((tx) => rename(tx, side, 'Sam Second'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);
    expect(await pathOf(leaf)).toEqual({ ids: [top, side], labels: ['Tara First', 'Sam Second'] });
    expect(await differences()).toBe(0);
  });
});

describe('line:verify of the paths', () => {
  it('finds a wrong label, a missing path and an extra manager, and --repair rewrites the table so they agree', async () => {
    const [boss, report, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    await insertAll([
      [boss, null, 'Bo Boss'],
      [report, boss, 'Re Report'],
      [stranger, null, 'St Stranger'],
    ]);
    expect(await differences()).toBe(0);
    await db().execute(sql`update reporting_line_paths set manager_labels = '{Someone else}' where user_id = ${report}::uuid`);
    await db().execute(sql`delete from reporting_line_paths where user_id = ${boss}::uuid`);
    await db().execute(sql`update reporting_line_paths set manager_ids = array[${boss}::uuid], manager_labels = '{Bo Boss}' where user_id = ${stranger}::uuid`);

    expect(await verifyPaths(db(), { repair: false })).toEqual({ differences: 3 });
    const repaired = await verifyPaths(db(), { repair: true });
    expect(repaired.differences).toBe(3);
    expect(repaired.repair?.differencesAfter).toBe(0);
    expect(await pathOf(report)).toEqual({ ids: [boss], labels: ['Bo Boss'] });
    expect(await verifyPaths(db(), { repair: true })).toEqual({ differences: 0 });
  });

  it("the migration's backfill builds the same table from the closure and the names", async () => {
    const file = readdirSync(migrationsFolder()).find((name) => name.endsWith('_reporting_line_paths.sql'))!;
    const statements = readFileSync(path.join(migrationsFolder(), file), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((statement) => statement.includes('INSERT INTO "reporting_line_paths"'))!;
    const before = await t.count('reporting_line_paths');
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from reporting_line_paths`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await t.count('reporting_line_paths')).toBe(before);
    expect(await differences()).toBe(0);
  });
});
