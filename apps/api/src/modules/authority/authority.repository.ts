import { sql } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';
import type { DbOrTx } from '../../db/client';
import { holdsOneOf } from './grant.scope';

/**
 * The authority's reads beyond the reporting line: who holds a grant and whom a manager named
 * delegate. The (role, module) pairs come from the policy, as parameters.
 */

/** The active people holding one of `holders` (assignment pairs), leaving out `exceptId`; ids in id order. */
export async function activeHolders(db: DbOrTx, holders: readonly SubjectAssignment[], exceptId: string | null): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select u.id from users u
    where u.is_active and ${holdsOneOf(sql`u.id`, holders)}${exceptId === null ? sql`` : sql` and u.id <> ${exceptId}`}
    order by u.id`);
  return result.rows.map((row) => row.id);
}

/** The active people `managerId` named delegate for `day` (`YYYY-MM-DD`, inside the delegation's dates); ids in id order. */
export async function activeDelegates(db: DbOrTx, managerId: string, day: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct d.delegate_id as id from delegations d
    join users u on u.id = d.delegate_id and u.is_active
    where d.manager_id = ${managerId} and ${day}::date between d.start_date and d.end_date
    order by d.delegate_id`);
  return result.rows.map((row) => row.id);
}
