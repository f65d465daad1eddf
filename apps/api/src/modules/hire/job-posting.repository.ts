import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobStatus } from '@apps/contracts/hire/job-posting';
import type { DbOrTx } from '../../db/client';
import { transitionStatus as transitionRow } from '../../lib/repository';
import { jobPostings } from '../../db/schema/hire';

export type JobPostingRow = typeof jobPostings.$inferSelect;
export type NewJobPostingRow = typeof jobPostings.$inferInsert;

/** The editable fields of a posting. */
export type JobPostingChanges = Partial<
  Pick<JobPostingRow, 'title' | 'description' | 'department' | 'location' | 'employmentType' | 'experienceLevel' | 'requiredSkills'>
>;

export function insert(db: DbOrTx, values: NewJobPostingRow): Promise<JobPostingRow> {
  return db
    .insert(jobPostings)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function findById(db: DbOrTx, id: string): Promise<JobPostingRow | undefined> {
  return db.select().from(jobPostings).where(eq(jobPostings.id, id)).then((rows) => rows[0]);
}

export function exists(db: DbOrTx, id: string): Promise<boolean> {
  return db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.id, id))
    .then((rows) => rows.length > 0);
}

/** One page of postings, newest first, with the total matching `statuses` (all when empty). */
export async function listPage(
  db: DbOrTx,
  filter: { statuses: readonly JobStatus[]; limit: number; offset: number },
): Promise<{ rows: JobPostingRow[]; total: number }> {
  const where = filter.statuses.length > 0 ? inArray(jobPostings.status, [...filter.statuses]) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(jobPostings)
      .where(where)
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Changes fields of a posting only while its status is one of `statuses` (one conditional UPDATE).
 * @returns the updated row, or undefined when the posting is missing or in another status.
 */
export function updateWhereStatus(
  db: DbOrTx,
  id: string,
  statuses: readonly JobStatus[],
  changes: JobPostingChanges,
): Promise<JobPostingRow | undefined> {
  return db
    .update(jobPostings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(jobPostings.id, id), inArray(jobPostings.status, [...statuses])))
    .returning()
    .then((rows) => rows[0]);
}

/**
 * Moves a posting from `from` to `to` in one conditional UPDATE; publishing stamps `published_at`,
 * closing stamps `closed_at`.
 * @returns the updated row, or undefined when the posting is missing or not in `from`.
 */
export function transitionStatus(db: DbOrTx, id: string, from: JobStatus, to: JobStatus): Promise<JobPostingRow | undefined> {
  return transitionRow(db, jobPostings, id, from, {
    status: to,
    ...(to === 'Open' ? { publishedAt: sql`now()` } : {}),
    ...(to === 'Closed' ? { closedAt: sql`now()` } : {}),
  });
}
