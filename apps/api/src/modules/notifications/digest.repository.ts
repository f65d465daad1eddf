import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { HalfDay, LeaveType } from '@apps/contracts/mytime/leave';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { leaveRequests, timeEntries, timesheets } from '../../db/schema/mytime';
import { userSettings } from '../../db/schema/settings';

/**
 * The reads of the weekly digest: who asked for it, and each person's week (hours, pending items,
 * decisions). Every read takes the recipients' ids, so one query serves everyone.
 */

/**
 * Active people whose saved settings have both Weekly Digest and E-mail on, ordered by id so every
 * instance walks them in the same order. People who never saved have the default (digest off).
 */
export async function digestRecipients(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.isActive, true), eq(userSettings.weeklyDigest, true), eq(userSettings.emailNotifications, true)))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/** Hours booked on one person's timesheet of a week, with that timesheet's status. */
export interface WeekHoursRow {
  employeeId: string;
  status: TimesheetStatus;
  /** Sum of the timesheet's entries, in hours (0 when it has none). */
  hours: number;
}

/** The timesheets of the week starting `week` (`YYYY-MM-DD`, a Sunday) of `employeeIds`, with their hours. */
export async function weekHours(db: DbOrTx, employeeIds: readonly string[], week: string): Promise<WeekHoursRow[]> {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .select({ employeeId: timesheets.employeeId, status: timesheets.status, hours: sql<string>`coalesce(sum(${timeEntries.hours}), 0)` })
    .from(timesheets)
    .leftJoin(timeEntries, eq(timeEntries.timesheetId, timesheets.id))
    .where(and(inArray(timesheets.employeeId, [...employeeIds]), eq(timesheets.weekStartDate, week)))
    .groupBy(timesheets.employeeId, timesheets.status);
  return rows.map((row) => ({ employeeId: row.employeeId, status: row.status, hours: Number(row.hours) }));
}

/** How many Pending leave requests each of `employeeIds` has (people with none are absent). */
export async function pendingLeaveCounts(db: DbOrTx, employeeIds: readonly string[]): Promise<Map<string, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({ employeeId: leaveRequests.employeeId, n: count() })
    .from(leaveRequests)
    .where(and(inArray(leaveRequests.employeeId, [...employeeIds]), eq(leaveRequests.status, 'Pending')))
    .groupBy(leaveRequests.employeeId);
  return new Map(rows.map((row) => [row.employeeId, Number(row.n)]));
}

/** The owners of every timesheet still Submitted and every leave request still Pending; one id per item. */
export async function waitingItemOwners(db: DbOrTx): Promise<{ timesheets: string[]; leaves: string[] }> {
  const sheets = await db.select({ ownerId: timesheets.employeeId }).from(timesheets).where(eq(timesheets.status, 'Submitted'));
  const leaves = await db.select({ ownerId: leaveRequests.employeeId }).from(leaveRequests).where(eq(leaveRequests.status, 'Pending'));
  return { timesheets: sheets.map((row) => row.ownerId), leaves: leaves.map((row) => row.ownerId) };
}

/** A decision made on one of a person's records. */
export type DecisionRow =
  | { employeeId: string; record: 'timesheet'; status: 'Approved' | 'Rejected'; weekStartDate: string; weekEndDate: string; reviewedAt: Date }
  | { employeeId: string; record: 'leave'; status: 'Approved' | 'Rejected'; leaveType: LeaveType; startDate: string; endDate: string; halfDay: HalfDay | null; reviewedAt: Date };

/**
 * The timesheets and leave requests of `employeeIds` approved or rejected from `from` (inclusive) to
 * `to` (exclusive), both instants, oldest decision first.
 */
export async function decisionsBetween(db: DbOrTx, employeeIds: readonly string[], from: Date, to: Date): Promise<DecisionRow[]> {
  if (employeeIds.length === 0) return [];
  const ids = [...employeeIds];
  const sheets = await db
    .select({
      employeeId: timesheets.employeeId,
      status: timesheets.status,
      weekStartDate: timesheets.weekStartDate,
      weekEndDate: timesheets.weekEndDate,
      reviewedAt: timesheets.reviewedAt,
    })
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.employeeId, ids),
        inArray(timesheets.status, ['Approved', 'Rejected']),
        isNotNull(timesheets.reviewedAt),
        gte(timesheets.reviewedAt, from),
        lt(timesheets.reviewedAt, to),
      ),
    );
  const leaves = await db
    .select({
      employeeId: leaveRequests.employeeId,
      status: leaveRequests.status,
      leaveType: leaveRequests.leaveType,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
      reviewedAt: leaveRequests.reviewedAt,
    })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.employeeId, ids),
        inArray(leaveRequests.status, ['Approved', 'Rejected']),
        isNotNull(leaveRequests.reviewedAt),
        gte(leaveRequests.reviewedAt, from),
        lt(leaveRequests.reviewedAt, to),
      ),
    );
  const decided = (status: string) => status as 'Approved' | 'Rejected';
  const rows: DecisionRow[] = [
    ...sheets.map((row) => ({ ...row, record: 'timesheet' as const, status: decided(row.status), reviewedAt: row.reviewedAt! })),
    ...leaves.map((row) => ({ ...row, record: 'leave' as const, status: decided(row.status), reviewedAt: row.reviewedAt! })),
  ];
  return rows.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
}
