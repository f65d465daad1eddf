import { eq, sql } from 'drizzle-orm';
import type { HalfDay, LeaveStatus, LeaveType } from '@apps/contracts/mytime/leave';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import type { ReviewType } from '@apps/contracts/grow/review';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { roles, users } from '../../db/schema/core';
import { okrs, performanceReviews } from '../../db/schema/grow';
import { leaveRequests, timesheets } from '../../db/schema/mytime';

/**
 * The records an audited change is about, read in the change's transaction so its notifications can
 * name them (`notification-events.ts`). Each read is one primary-key lookup.
 */

/** A timesheet as its notifications describe it (week `YYYY-MM-DD`, the Sunday). */
export interface TimesheetFacts {
  id: string;
  employeeId: string;
  status: TimesheetStatus;
  weekStartDate: string;
  rejectionReason: string | null;
  approvalComment: string | null;
  reviewedAt: Date | null;
}

/** A leave request as its notifications describe it (dates `YYYY-MM-DD`). */
export interface LeaveFacts {
  employeeId: string;
  status: LeaveStatus;
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  /** The half of a half-day request, null for whole days. */
  halfDay: HalfDay | null;
  rejectionReason: string | null;
}

/** A performance review as its notifications describe it. */
export interface ReviewFacts {
  employeeId: string;
  reviewerId: string;
  reviewType: ReviewType;
}

/** An OKR as its notification describes it. */
export interface OkrFacts {
  employeeId: string;
  objective: string;
}

/** A person's name and e-mail (the name may be unset). */
export interface PersonLabelRow {
  name: string | null;
  email: string;
}

function selectTimesheet(db: DbOrTx) {
  return db
    .select({
      id: timesheets.id,
      employeeId: timesheets.employeeId,
      status: timesheets.status,
      weekStartDate: timesheets.weekStartDate,
      rejectionReason: timesheets.rejectionReason,
      approvalComment: timesheets.approvalComment,
      reviewedAt: timesheets.reviewedAt,
    })
    .from(timesheets)
    .where(eq(timesheets.id, sql.placeholder('id')));
}

/** Timesheet `id`, or undefined when there is none; prepared (every decision and submission reads it in its transaction). */
export async function findTimesheet(db: DbOrTx, id: string): Promise<TimesheetFacts | undefined> {
  const [row] = await preparedFor(db, 'timesheet_facts', (on) => selectTimesheet(on).prepare('timesheet_facts')).execute({ id });
  return row;
}

/** Leave request `id`, or undefined when there is none. */
export async function findLeaveRequest(db: DbOrTx, id: string): Promise<LeaveFacts | undefined> {
  const [row] = await db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  return row;
}

/** Performance review `id`, or undefined when there is none. */
export async function findReview(db: DbOrTx, id: string): Promise<ReviewFacts | undefined> {
  const [row] = await db.select().from(performanceReviews).where(eq(performanceReviews.id, id));
  return row;
}

/** OKR `id`, or undefined when there is none. */
export async function findOkr(db: DbOrTx, id: string): Promise<OkrFacts | undefined> {
  const [row] = await db.select().from(okrs).where(eq(okrs.id, id));
  return row;
}

/** Person `userId`'s name and e-mail, or undefined for nobody. */
export async function findPersonLabel(db: DbOrTx, userId: string): Promise<PersonLabelRow | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/** Role `roleId`'s name, or undefined for no such role. */
export async function findRoleName(db: DbOrTx, roleId: string): Promise<string | undefined> {
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return role?.name;
}
