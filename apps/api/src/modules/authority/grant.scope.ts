import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';

/**
 * The grants as a query piece for other modules' repositories: "this person holds one of these
 * assignments", with the (role, module) pairs the authority computed from `ROLE_GRANTS`
 * (`holdersOf`, `everyoneDecidersOf` in `authority.service.ts`) bound as parameters, so no role name
 * is written into SQL and the grants table decides who is found.
 */

/**
 * The condition "the person in `userId` holds one of these assignments" (an `exists` over
 * `user_roles` and `roles`); the pairs come from `grantHolders` or `everyoneDeciders` and are bound as
 * parameters, so the grants table decides who is found. `false` for no pairs.
 */
export function holdsOneOf(userId: SQL | AnyColumn, holders: readonly SubjectAssignment[]): SQL {
  if (holders.length === 0) return sql`false`;
  const pairs = sql.join(
    holders.map((h) => sql`(hr.name = ${h.role} and hur.module = ${h.moduleId})`),
    sql` or `,
  );
  return sql`exists (select 1 from user_roles hur join roles hr on hr.id = hur.role_id where hur.user_id = ${userId} and (${pairs}))`;
}
