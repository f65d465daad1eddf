import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB, type TestApp } from '../../test/helper';
import type { Db, DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/core';
import { timesheets } from '../db/schema/mytime';
import { insertAuditRecords } from './audit.repository';
import { isTransaction, preparedFor, preparedSql, type DrizzlePreparedQuery, type DrizzleSession } from './prepared';
import { decideRow } from './repository';

// lib/prepared.ts on the test database (PGlite, or PostgreSQL with TEST_DB=postgres): prepared queries
// on the database and inside transactions, and the Drizzle internals they rely on.

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/** An audit row's `entity_id` unique to one test, to find what it wrote. */
const marker = (label: string) => `prepared-test-${label}-${Math.random().toString(36).slice(2)}`;

const auditRows = (entityId: string) => db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

function selectAudit(on: DbOrTx) {
  return on.select({ id: auditLog.id, action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, sql.placeholder('entityId')));
}

describe('Drizzle internals used by lib/prepared.ts (drizzle-orm 0.45; if this fails, Drizzle changed: revisit prepared.ts)', () => {
  it('the database and a transaction share one dialect, and each session prepares queries', async () => {
    const root = db as unknown as { dialect?: { sqlToQuery?: unknown }; session?: { prepareQuery?: unknown } };
    expect(typeof root.dialect?.sqlToQuery, 'db.dialect.sqlToQuery').toBe('function');
    expect(typeof root.session?.prepareQuery, 'db.session.prepareQuery').toBe('function');
    expect(isTransaction(db), 'the database is not a transaction').toBe(false);
    await db.transaction(async (tx) => {
      const inner = tx as unknown as { dialect?: unknown; session?: { prepareQuery?: unknown } };
      expect(isTransaction(tx), "a transaction has 'rollback'").toBe(true);
      expect(inner.dialect, 'tx.dialect is the database dialect (the key of the transaction templates)').toBe(root.dialect);
      expect(typeof inner.session?.prepareQuery, 'tx.session.prepareQuery').toBe('function');
      expect(inner.session, 'a transaction has its own session').not.toBe(root.session);
    });
  });

  it('a prepared query exposes its text, fields, array mode and join map, which onSession copies', () => {
    const prepared = selectAudit(db).prepare('prepared_test_shape') as unknown as DrizzlePreparedQuery;
    const query = prepared.getQuery();
    expect(query.sql, 'getQuery().sql').toMatch(/from "audit_log"/);
    expect(query.params, 'getQuery().params holds the placeholder').toHaveLength(1);
    expect(Array.isArray(prepared.fields), 'fields (the selection, ordered)').toBe(true);
    expect(prepared.isResponseInArrayMode(), 'isResponseInArrayMode()').toBe(true);
    expect(prepared.joinsNotNullableMap, 'joinsNotNullableMap').toEqual({ audit_log: true });
    const session = (db as unknown as { session: DrizzleSession }).session;
    const again = session.prepareQuery(query, prepared.fields, 'prepared_test_shape', true) as unknown as { getQuery(): unknown };
    expect(again.getQuery(), 'prepareQuery keeps the text and parameters as given').toEqual(query);
  });
});

describe('preparedFor and preparedSql inside a transaction', () => {
  it('builds the text once for every transaction and runs on the transaction connection', async () => {
    let builds = 0;
    const build = (on: DbOrTx) => {
      builds += 1;
      return selectAudit(on).prepare('prepared_test_in_tx');
    };
    const entityId = marker('in-tx');
    for (let round = 0; round < 3; round += 1) {
      await db.transaction(async (tx) => {
        await insertAuditRecords(tx, [{ actorId: null, action: `round.${round}`, entity: 'test', entityId, before: null, after: { round } }]);
        // The transaction's own uncommitted rows: the query runs on the transaction's connection.
        const rows = await preparedFor(tx, 'prepared_test_in_tx', build).execute({ entityId });
        expect(rows.map((r) => r.action).sort()).toEqual(Array.from({ length: round + 1 }, (_, i) => `round.${i}`));
      });
    }
    expect(builds, 'built by the first transaction only').toBe(1);
    // The database's own prepared query is separate and sees the committed rows.
    const outside = await preparedFor(db, 'prepared_test_in_tx', build).execute({ entityId });
    expect(outside).toHaveLength(3);
    expect(builds).toBe(2);
  });

  it('keeps SQL null and JSON apart in the one-record audit insert', async () => {
    const entityId = marker('json');
    await db.transaction((tx) => insertAuditRecords(tx, [{ actorId: null, action: 'a', entity: 'test', entityId, before: null, after: { ok: true } }]));
    const [row] = await db.execute<{ before_is_null: boolean; after: unknown }>(
      sql`select before is null as before_is_null, after from audit_log where entity_id = ${entityId}`,
    ).then((r) => r.rows);
    expect(row?.before_is_null).toBe(true);
    expect(row?.after).toEqual({ ok: true });
  });

  it('a rollback still undoes what prepared statements wrote, and the statements keep working', async () => {
    const entityId = marker('rollback');
    await expect(
      db.transaction(async (tx) => {
        await insertAuditRecords(tx, [{ actorId: null, action: 'undone', entity: 'test', entityId, before: null, after: null }]);
        const inside = await preparedFor(tx, 'prepared_test_rollback', (on) => selectAudit(on).prepare('prepared_test_rollback')).execute({ entityId });
        expect(inside).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await auditRows(entityId)).toHaveLength(0);
    // The same names again, in a new transaction and outside one.
    await db.transaction((tx) => insertAuditRecords(tx, [{ actorId: null, action: 'kept', entity: 'test', entityId, before: null, after: null }]));
    await insertAuditRecords(db, [{ actorId: null, action: 'kept.outside', entity: 'test', entityId, before: null, after: null }]);
    const rows = await preparedFor(db, 'prepared_test_rollback', (on) => selectAudit(on).prepare('prepared_test_rollback')).execute({ entityId });
    expect(rows.map((r) => r.action).sort()).toEqual(['kept', 'kept.outside']);
  });

  it('a failed statement aborts only its transaction; the next transaction prepares and runs it again', async () => {
    const failing = (tx: DbOrTx) => preparedSql<{ n: number }>(tx, 'prepared_test_failing', (value) => sql`select 1 / ${value('d')}::int as n`);
    await expect(db.transaction((tx) => failing(tx).execute({ d: 0 }))).rejects.toThrow();
    const result = await db.transaction((tx) => failing(tx).execute({ d: 1 }));
    expect(result.rows).toEqual([{ n: 1 }]);
  });

  it('a statement first prepared in a transaction that an earlier error aborted is prepared again by the next one', async () => {
    const late = (tx: DbOrTx) => preparedSql<{ v: number }>(tx, 'prepared_test_after_abort', (value) => sql`select ${value('v')}::int + 1 as v`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
        await late(tx).execute({ v: 1 });
      }),
    ).rejects.toThrow();
    expect((await db.transaction((tx) => late(tx).execute({ v: 1 }))).rows).toEqual([{ v: 2 }]);
    expect((await late(db).execute({ v: 2 })).rows).toEqual([{ v: 3 }]);
  });

  it('of concurrent decisions on one row, each in its own transaction, exactly one wins', async () => {
    const owner = await t.createPerson();
    const reviewers = await Promise.all(Array.from({ length: 8 }, () => t.createPerson()));
    const [sheet] = await db
      .insert(timesheets)
      .values({ employeeId: owner.id, weekStartDate: '2026-03-01', weekEndDate: '2026-03-07', status: 'Submitted', submittedAt: sql`now()` })
      .returning();
    const outcomes = await Promise.all(
      reviewers.map((reviewer, i) =>
        db.transaction(async (tx) => {
          const step = i % 2 === 0 ? { status: 'Approved' as const, reviewerId: reviewer.id } : { status: 'Rejected' as const, reviewerId: reviewer.id, rejectionReason: `no ${i}` };
          const after = await decideRow(tx, timesheets, sheet!.id, ['Submitted'], step);
          if (after) await insertAuditRecords(tx, [{ actorId: reviewer.id, action: `decided.${i}`, entity: 'test', entityId: sheet!.id, before: null, after: null }]);
          return after;
        }),
      ),
    );
    const winners = outcomes.filter((row) => row !== undefined);
    expect(winners).toHaveLength(1);
    const [row] = await db.select().from(timesheets).where(eq(timesheets.id, sheet!.id));
    expect(row?.status).toBe(winners[0]!.status);
    expect(row?.reviewedById).toBe(winners[0]!.reviewedById);
    expect(await auditRows(sheet!.id)).toHaveLength(1);
    // Never the owner's own record.
    await db.update(timesheets).set({ status: 'Submitted' }).where(eq(timesheets.id, sheet!.id));
    expect(await db.transaction((tx) => decideRow(tx, timesheets, sheet!.id, ['Submitted'], { status: 'Approved', reviewerId: owner.id }))).toBeUndefined();
  });

  it.runIf(TEST_DB === 'postgres')('PostgreSQL: the transaction names a prepared statement (parsed once per connection)', async () => {
    const name = 'prepared_test_named';
    await db.transaction(async (tx) => {
      await preparedSql(tx, name, (value) => sql`select ${value('v')}::int as v`).execute({ v: 1 });
      const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements where name = ${name}`);
      expect(rows[0]?.n).toBe(1);
    });
  });
});
