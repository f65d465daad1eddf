import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Claims up to `limit` due deliveries of `channel` for `leaseSeconds`: one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` sub-select, so concurrent workers (instances) never claim the same row; a
 * worker that dies leaves its rows to be claimed again when the lease ends. `attempts` counts claims.
 * @returns the claimed deliveries' ids.
 */
export async function claimDueIds(db: DbOrTx, channel: 'email' | 'push', limit: number, leaseSeconds: number): Promise<string[]> {
  const claimed = await db.execute<{ id: string }>(sql`
    update notification_deliveries set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from notification_deliveries
      where channel = ${channel} and status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return claimed.rows.map((row) => row.id);
}

/**
 * Deliveries waiting in the outbox (`pending`: not yet sent, not given up), by channel; a channel with
 * none is absent. Counted over the partial index of pending rows, not the table of sent ones.
 */
export async function countPendingByChannel(db: DbOrTx): Promise<Array<{ channel: 'email' | 'push'; count: number }>> {
  const result = await db.execute<{ channel: 'email' | 'push'; count: number }>(sql`
    select channel, count(*)::int as count from notification_deliveries where status = 'pending' group by channel`);
  return result.rows.map((row) => ({ channel: row.channel, count: Number(row.count) }));
}
