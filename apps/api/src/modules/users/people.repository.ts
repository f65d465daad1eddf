import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { totalBound } from '@apps/contracts/page';
import type { DbOrTx } from '../../db/client';
import { countAtMost } from '../../lib/repository';
import { userSearchVector, userSortKey, users } from '../../db/schema/core';
import { lineAroundCondition, selfAndBelow } from '../authority/reporting-line.scope';
import type { UserRow } from './user.repository';

/**
 * People queries, step 2: search pages, direct reports, the reporting line
 * as people. Pages are ordered by name (`userSortKey`, indexed) and then id.
 */

/** At most this many words of a search are used (each must match). */
const MAX_SEARCH_TERMS = 8;

/**
 * The words of a search text: runs of letters and digits, lower case, at most 8. Everything else
 * (punctuation, `@`, quotes, tsquery operators) only separates words, so the tsquery built from them
 * cannot be malformed.
 */
export function searchTerms(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_TERMS);
}

/** Filters of a people page. */
export interface PeopleFilter {
  /** Word prefixes that must all match the name or the e-mail address (none: no text filter). */
  terms: string[];
  /** Only active (true) or deactivated (false) people; undefined for both. */
  isActive?: boolean;
  /** Only the reporting line around this person (`lineAroundCondition`: a caller who is not Admin on 'all'); undefined for everyone. */
  lineAround?: string;
  /** Leaves out this person and everyone below them in the reporting line. */
  notUnder?: string;
}

async function conditions(db: DbOrTx, filter: PeopleFilter): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (filter.terms.length > 0) {
    const query = filter.terms.map((term) => `'${term}':*`).join(' & ');
    parts.push(sql`${userSearchVector(users.name, users.email)} @@ to_tsquery('simple'::regconfig, ${query})`);
  }
  if (filter.isActive !== undefined) parts.push(eq(users.isActive, filter.isActive));
  if (filter.lineAround !== undefined) parts.push(await lineAroundCondition(db, users.id, filter.lineAround));
  if (filter.notUnder !== undefined) {
    parts.push(sql`${users.id} not in (${selfAndBelow(filter.notUnder)})`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * One page of people matching `filter`, ordered by name, and how many match up to `totalBound(offset)`:
 * a picker's first letter matches nearly everyone, and counting them all made each keystroke cost the
 * size of the organisation (bench/RESULTS.md, "scale").
 */
export async function searchPage(db: DbOrTx, filter: PeopleFilter, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  const where = await conditions(db, filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(userSortKey(users.name, users.email)), asc(users.id))
      .limit(limit)
      .offset(offset),
    countAtMost(db, users, where, totalBound(offset)),
  ]);
  return { rows, total };
}

/** One page of `managerId`'s direct reports ordered by name (over `users_manager_id_idx`), and their number. */
export async function directReportsPage(db: DbOrTx, managerId: string, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(users.managerId, managerId))
      .orderBy(asc(userSortKey(users.name, users.email)), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(eq(users.managerId, managerId)),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The people with these ids, in the order of `ids` (missing ones left out). */
export async function usersInOrder(db: DbOrTx, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(sql`${users.id} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is UserRow => row !== undefined);
}
