import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { totalBound } from '@apps/contracts/page';
import type { DbOrTx } from '../../db/client';
import { countAtMost } from '../../lib/repository';
import { peopleSearchWords, userSearchVector, userSortKey, users } from '../../db/schema/core';
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

/**
 * Lines of up to this many people check the search against each person's own words (`hasWordStarting`);
 * larger lists of ids intersect the GIN index's matches with them. Measured at 100,000 people, a page of
 * 9 (ms, probes against the GIN index): a line of 112 people 0.8 / 2.9 for "ma" and 0.8 / 1.4 for
 * "sharm"; 585 people 2.5 / 4.1 and 2.4 / 2.5; 3,696 people 12 / 14 and 30 / 9 (a narrow term probes
 * the whole line to fill the page).
 */
export const FEW_PEOPLE = 500;

/** The conditions of `filter`: the text search apart from the rest, and how the line is given. */
interface Conditions {
  /** The search's words: each person's own words for a line of `FEW_PEOPLE`, the GIN index of `userSearchVector` otherwise; undefined without words. */
  text: SQL | undefined;
  /** Every other condition (active, line, not under). */
  rest: SQL[];
  /** How many ids the line around the caller lists (`LineAround.ids`); undefined for everyone or a probed line. */
  lineIds: number | undefined;
}

async function conditions(db: DbOrTx, filter: PeopleFilter): Promise<Conditions> {
  const rest: SQL[] = [];
  let lineIds: number | undefined;
  if (filter.isActive !== undefined) rest.push(eq(users.isActive, filter.isActive));
  if (filter.lineAround !== undefined) {
    const line = await lineAroundCondition(db, users.id, filter.lineAround);
    rest.push(line.condition);
    lineIds = line.ids;
  }
  if (filter.notUnder !== undefined) rest.push(sql`${users.id} not in (${selfAndBelow(filter.notUnder)})`);
  if (filter.terms.length === 0) return { text: undefined, rest, lineIds };
  if (lineIds !== undefined && lineIds <= FEW_PEOPLE) return { text: and(...filter.terms.map(hasWordStarting)), rest, lineIds };
  const query = filter.terms.map((term) => `'${term}':*`).join(' & ');
  return { text: sql`${userSearchVector(users.name, users.email)} @@ to_tsquery('simple'::regconfig, ${query})`, rest, lineIds };
}

/**
 * Whether the person has a word starting with `term`, read from their own words (the key of
 * `people_search_words`): for a line of `FEW_PEOPLE`, checking each of them stays as cheap in an
 * organisation of 100,000 as of 1,000, where the GIN index reads every person of the organisation whose
 * word starts so (a line manager's "ma": 7,000 people at 100,000) to intersect them with the line. A
 * correlated scalar subquery on purpose: as `exists (...)` PostgreSQL joins it and may read every word
 * of the organisation starting with the term to hash them.
 */
function hasWordStarting(term: string): SQL {
  return sql`coalesce((select true from ${peopleSearchWords} where ${peopleSearchWords.userId} = ${users.id} and starts_with(${peopleSearchWords.word}, ${term}) limit 1), false)`;
}

/**
 * A page of the people with a word starting with `term`, in page order, read from
 * `people_search_words_walk_idx`: the words of the term's first letter in name order, kept when they
 * start with the whole term, one row per person (a person with two such words is met twice in a row),
 * each joined to `users` for `where`. Stops after the page, however many people match.
 */
function wordPage(db: DbOrTx, term: string, where: SQL | undefined, limit: number, offset: number) {
  const words = peopleSearchWords;
  const matches = db
    .selectDistinctOn([words.sortKey, words.userId], { sortKey: words.sortKey, userId: words.userId })
    .from(words)
    .where(sql`left(${words.word}, 1) = left(${term}, 1) and starts_with(${words.word}, ${term})`)
    .orderBy(asc(words.sortKey), asc(words.userId))
    .as('matches');
  return db
    .select(getTableColumns(users))
    .from(matches)
    .innerJoin(users, eq(users.id, matches.userId))
    .where(where)
    .orderBy(asc(matches.sortKey), asc(matches.userId))
    .limit(limit)
    .offset(offset);
}

/**
 * One page of people matching `filter`, ordered by name, and how many match up to `totalBound(offset)`:
 * a picker's first letter matches nearly everyone, and counting them all made each keystroke cost the
 * size of the organisation (bench/RESULTS.md, "scale"). Without `withTotal` nothing is counted and
 * `total` only says whether another page follows (`offset` + the rows, + 1 when one does): a picker
 * shows no total, and counting 1,000 of 100,000 people a keystroke cost it more than its page.
 *
 * A one-word search of a wide scope (everyone, or a line too large to list: `LineAround.ids` undefined)
 * walks `people_search_words` in name order (`wordPage`), whose cost is the page's whatever the
 * organisation's size; several words are cheaper from the GIN index, which intersects the words'
 * people, and a line of up to `FEW_PEOPLE` from those people's own words (`hasWordStarting`).
 */
export async function searchPage(
  db: DbOrTx,
  filter: PeopleFilter,
  limit: number,
  offset: number,
  { withTotal = true }: { withTotal?: boolean } = {},
): Promise<{ rows: UserRow[]; total: number }> {
  const { text, rest, lineIds } = await conditions(db, filter);
  const where = and(text, ...rest);
  // Without a count, one row more says whether another page follows.
  const read = withTotal ? limit : limit + 1;
  const term = filter.terms.length === 1 ? filter.terms[0] : undefined;
  // Deactivated people are few: walking everyone's words in name order to find them would read most of
  // the organisation, where the GIN index reads only the term's people.
  const walk = term !== undefined && lineIds === undefined && filter.isActive !== false;
  const [found, total] = await Promise.all([
    walk
      ? wordPage(db, term, and(...rest), read, offset)
      : db.select().from(users).where(where).orderBy(asc(userSortKey(users.name, users.email)), asc(users.id)).limit(read).offset(offset),
    withTotal ? countAtMost(db, users, where, totalBound(offset)) : undefined,
  ]);
  const rows = found.slice(0, limit);
  return { rows, total: total ?? offset + found.length };
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
