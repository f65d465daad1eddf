import { and, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { CandidateStatus } from '@apps/contracts/hire/candidate';
import type { DbOrTx } from '../../db/client';
import { transitionStatus as transitionRow } from '../../lib/repository';
import { candidates, jobPostings } from '../../db/schema/hire';
import { withoutPersonalData } from './personal-data';

// Every query here carries or returns personal data: failures are rethrown without it.

export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidateRow = typeof candidates.$inferInsert;
/** A candidate with the title of the linked job posting (null when none). */
export type CandidateWithJob = CandidateRow & { jobTitle: string | null };

/** The editable fields of a candidate. */
export type CandidateChanges = Partial<
  Pick<
    CandidateRow,
    'fullName' | 'email' | 'phone' | 'currentRole' | 'currentCompany' | 'totalExperience' | 'source' | 'expectedSalary' | 'status' | 'jobId'
  >
>;

// Selected flat, so that Drizzle returns each row in its final shape (no second object per row; decision 0131).
const withJobTitle = { ...getTableColumns(candidates), jobTitle: jobPostings.title };

function selectWithJob(db: DbOrTx) {
  return db.select(withJobTitle).from(candidates).leftJoin(jobPostings, eq(jobPostings.id, candidates.jobId));
}

/** Inserts a candidate; a duplicate e-mail fails with SQLSTATE 23505 on `candidates_email_lower_key`. */
export function insert(db: DbOrTx, values: NewCandidateRow): Promise<CandidateRow> {
  return db
    .insert(candidates)
    .values(values)
    .returning()
    .then((rows) => rows[0]!)
    .catch(withoutPersonalData);
}

export function findById(db: DbOrTx, id: string): Promise<CandidateWithJob | undefined> {
  return selectWithJob(db)
    .where(eq(candidates.id, id))
    .then((rows) => rows[0])
    .catch(withoutPersonalData);
}

export function exists(db: DbOrTx, id: string): Promise<boolean> {
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, id))
    .then((rows) => rows.length > 0)
    .catch(withoutPersonalData);
}

/** One page of candidates, newest first, with the total matching the filter. */
export async function listPage(
  db: DbOrTx,
  filter: { statuses: readonly CandidateStatus[]; jobId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: CandidateWithJob[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.statuses.length > 0) conditions.push(inArray(candidates.status, [...filter.statuses]));
  if (filter.jobId) conditions.push(eq(candidates.jobId, filter.jobId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  try {
    const [rows, totals] = await Promise.all([
      selectWithJob(db)
        .where(where)
        .orderBy(desc(candidates.createdAt), desc(candidates.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ total: count() }).from(candidates).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  } catch (error) {
    return withoutPersonalData(error);
  }
}

/**
 * Changes a candidate only while its status is still `expectedStatus` (one conditional UPDATE), so of
 * two concurrent changes from the same status only one applies.
 * @returns the updated row, or undefined when the candidate is missing or its status changed.
 */
export function updateWhereStatus(
  db: DbOrTx,
  id: string,
  expectedStatus: CandidateStatus,
  changes: CandidateChanges,
): Promise<CandidateRow | undefined> {
  return transitionRow(db, candidates, id, expectedStatus, { ...changes, status: changes.status ?? expectedStatus }).catch(withoutPersonalData);
}

/**
 * The candidate's row made anonymous (erasure): name and address as given, phone, current role and
 * company and expected salary cleared; status, posting, experience and source stay for hiring reports.
 * @returns false when the candidate does not exist.
 */
export function anonymise(db: DbOrTx, id: string, values: { fullName: string; email: string }): Promise<boolean> {
  return db
    .update(candidates)
    .set({ fullName: values.fullName, email: values.email, phone: null, currentRole: null, currentCompany: null, expectedSalary: null, updatedAt: new Date() })
    .where(eq(candidates.id, id))
    .returning({ id: candidates.id })
    .then((rows) => rows.length > 0)
    .catch(withoutPersonalData);
}
