import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from './pglite-client';

describe('PGlite as Drizzle client', () => {
  const clients: PGlite[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });
  const open = async () => {
    const client = await PGlite.create('memory://');
    clients.push(client);
    return client;
  };

  it('reads timestamps, dates and intervals as the database text, as Drizzle asks, and other types parsed', async () => {
    const db = drizzle(pgliteForDrizzle(await open()));
    const { rows } = await db.execute(
      sql`select '2026-11-28 10:00:00+00'::timestamptz as at, '2026-11-28'::date as day, '1 day'::interval as span, array['2026-11-28'::date] as days, 7::int as n, '{"a":1}'::json as j`,
    );
    expect(rows[0]).toEqual({ at: '2026-11-28 10:00:00+00', day: '2026-11-28', span: '1 day', days: '{2026-11-28}', n: 7, j: { a: 1 } });
  });

  it('runs transactions on the same client, rolled back on error', async () => {
    const db = drizzle(pgliteForDrizzle(await open()));
    await db.execute(sql`create table t (n int)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2)`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await db.execute(sql`select n from t`);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
