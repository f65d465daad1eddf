import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '@apps/contracts/grow/review';
import type { DbOrTx } from '../../db/client';
import { transitionStatus as transitionRow } from '../../lib/repository';
import { users } from '../../db/schema/core';
import { performanceReviews } from '../../db/schema/grow';
import { linePlacement, scopeCondition, type DecisionScope } from '../authority/reporting-line.scope';

export type ReviewRow = typeof performanceReviews.$inferSelect;
/** A review with the names of the reviewed employee and the reviewer. */
export type ReviewWithNames = ReviewRow & { employeeName: string | null; reviewerName: string | null };

const employee = alias(users, 'employee');
const reviewer = alias(users, 'reviewer');

// Selected flat, so that Drizzle returns each row in its final shape (no second object per row; decision 0131).
const withNames = { ...getTableColumns(performanceReviews), employeeName: employee.name, reviewerName: reviewer.name };

function selectWithNames(db: DbOrTx) {
  return db
    .select(withNames)
    .from(performanceReviews)
    .innerJoin(employee, eq(employee.id, performanceReviews.employeeId))
    .innerJoin(reviewer, eq(reviewer.id, performanceReviews.reviewerId));
}

/** Inserts a Pending review; undefined when the same employee, type and period already exist. */
export function insert(
  db: DbOrTx,
  values: Pick<ReviewRow, 'employeeId' | 'reviewerId' | 'reviewType' | 'periodStart' | 'periodEnd'>,
): Promise<ReviewRow | undefined> {
  return db
    .insert(performanceReviews)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export async function findById(db: DbOrTx, id: string): Promise<ReviewWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(performanceReviews.id, id));
  return row;
}

async function listWhere(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(desc(performanceReviews.periodEnd), desc(performanceReviews.createdAt), asc(performanceReviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(performanceReviews).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The reviews of one employee, latest period first. */
export function listByEmployee(db: DbOrTx, employeeId: string, limit: number, offset: number) {
  return listWhere(db, eq(performanceReviews.employeeId, employeeId), limit, offset);
}

/**
 * The reviews of the employees in `scope` (a manager's line, `scopeCondition`), optionally only in
 * `status` or only by `reviewerId`, latest period first, each placed below `placeBelow` (the manager
 * the list is for, `linePlacement`) in the same statement.
 */
export async function listTeam(
  db: DbOrTx,
  scope: DecisionScope,
  placeBelow: string,
  filter: { status?: ReviewStatus | undefined; reviewerId?: string | undefined },
  limit: number,
  offset: number,
) {
  const where = and(
    await scopeCondition(db, performanceReviews.employeeId, scope),
    filter.status ? eq(performanceReviews.status, filter.status) : undefined,
    filter.reviewerId ? eq(performanceReviews.reviewerId, filter.reviewerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...withNames, placement: linePlacement(performanceReviews.employeeId, placeBelow) })
      .from(performanceReviews)
      .innerJoin(employee, eq(employee.id, performanceReviews.employeeId))
      .innerJoin(reviewer, eq(reviewer.id, performanceReviews.reviewerId))
      .where(where)
      .orderBy(desc(performanceReviews.periodEnd), desc(performanceReviews.createdAt), asc(performanceReviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(performanceReviews).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The one conditional UPDATE of a workflow step: `from` -> `to` with the step's fields, only when the
 * review is in `from` (and, when given, `reviewerId` is its reviewer). Undefined when it was not.
 */
export function transition(
  db: DbOrTx,
  id: string,
  from: ReviewStatus,
  to: ReviewStatus,
  values: Partial<ReviewRow>,
  reviewerId?: string,
): Promise<ReviewRow | undefined> {
  return transitionRow(db, performanceReviews, id, from, { ...values, status: to }, reviewerId ? eq(performanceReviews.reviewerId, reviewerId) : undefined);
}
