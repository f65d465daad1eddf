import { aliasedTable, and, eq, exists, inArray, lt } from 'drizzle-orm';
import type { SubjectAssignment } from '@apps/contracts/core/policy';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { leaveRequests, timesheets } from '../../db/schema/mytime';
import { holdsOneOf } from '../authority/grant.scope';

/**
 * The reads of the reminder schedule: who handed in a week's timesheet,
 * which managers have people to hear about, and what has waited too long for a decision.
 */

/**
 * The owners of the timesheets of the week starting `week` (`YYYY-MM-DD`, a Sunday) that were handed
 * in (Submitted, Approved or Rejected); ids, one per timesheet.
 */
export async function handedInOwners(db: Db, week: string): Promise<string[]> {
  const rows = await db
    .select({ employeeId: timesheets.employeeId })
    .from(timesheets)
    .where(and(eq(timesheets.weekStartDate, week), inArray(timesheets.status, ['Submitted', 'Approved', 'Rejected'])));
  return rows.map((row) => row.employeeId);
}

/** A manager whose team the weekly summary is about: id, and their name (else e-mail address). */
export interface TeamManagerRow {
  id: string;
  name: string;
}

/**
 * Active people who hold one of `holders` (assignment pairs from the authority, e.g. the holders of
 * `timesheets:approve`) and have at least one active direct report (`users.manager_id`), ordered by id
 * so every instance walks them in the same order.
 */
export async function managersWithReports(db: Db, holders: readonly SubjectAssignment[]): Promise<TeamManagerRow[]> {
  const report = aliasedTable(users, 'report');
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        holdsOneOf(users.id, holders),
        exists(db.select({ id: report.id }).from(report).where(and(eq(report.managerId, users.id), eq(report.isActive, true)))),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.email }));
}

/** The owners of the timesheets Submitted before `cutoff` (an instant) and still waiting; one id per timesheet. */
export async function overdueTimesheetOwners(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ ownerId: timesheets.employeeId })
    .from(timesheets)
    .where(and(eq(timesheets.status, 'Submitted'), lt(timesheets.submittedAt, cutoff)));
  return rows.map((row) => row.ownerId);
}

/** The owners of the leave requests made before `cutoff` (an instant) and still Pending; one id per request. */
export async function overdueLeaveOwners(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ ownerId: leaveRequests.employeeId })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.status, 'Pending'), lt(leaveRequests.createdAt, cutoff)));
  return rows.map((row) => row.ownerId);
}
