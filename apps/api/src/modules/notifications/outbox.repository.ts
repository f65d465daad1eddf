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
