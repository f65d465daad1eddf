import { aliasedTable, and, eq, exists, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/core';
import { leaveRequests, timesheets } from '../../db/schema/mytime';

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

/**
 * Active people who hold Manager on MyTime or on all modules and have at least one active direct report
 * (`users.manager_id`), ordered by id so every instance walks them in the same order.
 */
export async function managersWithReports(db: Db): Promise<string[]> {
  const report = aliasedTable(users, 'report');
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.isActive, true),
        eq(roles.name, 'Manager'),
        inArray(userRoles.module, ['mytime', 'all']),
        exists(db.select({ id: report.id }).from(report).where(and(eq(report.managerId, users.id), eq(report.isActive, true)))),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => row.id);
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
