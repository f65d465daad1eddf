import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { HalfDay, LeaveStatus, LeaveType } from '@apps/contracts/mytime/leave';
import { totalBound } from '@apps/contracts/page';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { countAtMost, decideRow, transitionStatus as transitionRow, type ReviewDecision, type RowPage } from '../../lib/repository';
import { users } from '../../db/schema/core';
import { leaveBalances, leaveRequests } from '../../db/schema/mytime';
import { linePlacement, scopeCondition, teamOf, type DecisionScope, type LinePlacementRow } from '../authority/reporting-line.scope';

export type LeaveRequestRecord = typeof leaveRequests.$inferSelect;
/** A leave request with its owner's name. */
export type LeaveRequestRow = LeaveRequestRecord & { employeeName: string | null; employeeActive: boolean };
/** A request of a pending-approval list, placed below the approver in the reporting line. */
export type PlacedLeaveRequestRow = LeaveRequestRow & { placement: LinePlacementRow };
export type LeaveBalanceRow = typeof leaveBalances.$inferSelect;

/** Requests that hold days: they block overlapping requests and show on the calendar. */
const ACTIVE: LeaveStatus[] = ['Pending', 'Approved'];

// Selected flat, so that Drizzle returns each row in its final shape (no second object per row; decision 0131).
const withEmployeeName = { ...getTableColumns(leaveRequests), employeeName: users.name, employeeActive: users.isActive };

function selectWithName(db: DbOrTx) {
  return db.select(withEmployeeName).from(leaveRequests).innerJoin(users, eq(users.id, leaveRequests.employeeId));
}

export function insert(
  db: DbOrTx,
  values: { employeeId: string; leaveType: LeaveType; startDate: string; endDate: string; totalDays: number; halfDay: HalfDay | null; reason: string },
): Promise<LeaveRequestRecord> {
  return db
    .insert(leaveRequests)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export async function findById(db: DbOrTx, id: string): Promise<LeaveRequestRow | undefined> {
  return (await selectWithName(db).where(eq(leaveRequests.id, id)))[0];
}

async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leaveRequests).where(where);
  return row?.value ?? 0;
}

/** One page of a person's requests, latest start first (index `leave_requests_employee_start_idx`), and their number. */
export async function listByEmployee(db: DbOrTx, employeeId: string, limit: number, offset: number): Promise<RowPage<LeaveRequestRow>> {
  const where = eq(leaveRequests.employeeId, employeeId);
  const [rows, total] = await Promise.all([
    selectWithName(db).where(where).orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt)).limit(limit).offset(offset),
    countWhere(db, where),
  ]);
  return { rows, total };
}

/**
 * One page of Pending requests with their owner's name, each placed below `placeBelow` (`linePlacement`),
 * newest first, and their number up to `totalBound(offset)`.
 */
async function listPendingWhere(
  db: DbOrTx,
  scope: SQL | undefined,
  placeBelow: string,
  page: { limit: number; offset: number },
): Promise<RowPage<PlacedLeaveRequestRow>> {
  const where = and(eq(leaveRequests.status, 'Pending'), scope);
  const [rows, total] = await Promise.all([
    db
      .select({ ...withEmployeeName, placement: linePlacement(leaveRequests.employeeId, placeBelow) })
      .from(leaveRequests)
      .innerJoin(users, eq(users.id, leaveRequests.employeeId))
      .where(where)
      .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    countAtMost(db, leaveRequests, where, totalBound(page.offset)),
  ]);
  return { rows, total };
}

/**
 * Pending requests whose owner is in `scope` (a manager's line; the line is read first, then
 * filtered by its ids or walked as a subquery, `scopeCondition`), newest first, each placed below
 * `placeBelow` (the manager the list is for) in the same statement.
 */
export async function listPendingIn(db: DbOrTx, scope: DecisionScope, placeBelow: string, page: { limit: number; offset: number }): Promise<RowPage<PlacedLeaveRequestRow>> {
  return listPendingWhere(db, await scopeCondition(db, leaveRequests.employeeId, scope), placeBelow, page);
}

/**
 * Pending requests of everyone but `approverId`, newest first (index `leave_requests_status_created_idx`),
 * each placed below `approverId`.
 */
export function listPendingExcept(db: DbOrTx, approverId: string, page: { limit: number; offset: number }): Promise<RowPage<PlacedLeaveRequestRow>> {
  return listPendingWhere(db, ne(leaveRequests.employeeId, approverId), approverId, page);
}

/**
 * Pending and Approved requests that overlap `startDate`..`endDate`, of one person or (employeeId
 * undefined) everyone; latest start first (index `leave_requests_status_start_idx`).
 */
export function listInRange(db: DbOrTx, range: InRange & { limit: number; offset?: number }): Promise<LeaveRequestRow[]> {
  return selectInRange(db, range);
}

async function selectInRange(db: DbOrTx, range: InRange & { limit: number; offset?: number }, extra?: SQL): Promise<LeaveRequestRow[]> {
  return selectWithName(db)
    .where(inRange(range, extra))
    .orderBy(desc(leaveRequests.startDate), asc(leaveRequests.id))
    .limit(range.limit)
    .offset(range.offset ?? 0);
}

/** `inRange` of a team (the manager `teamId` and their direct reports) with placeholders, for the prepared team calendar. */
function teamInRange(): SQL | undefined {
  return and(
    inArray(leaveRequests.status, ACTIVE),
    lte(leaveRequests.startDate, sql.placeholder('endDate')),
    gte(leaveRequests.endDate, sql.placeholder('startDate')),
    sql`${leaveRequests.employeeId} in (${teamOf(sql.placeholder('teamId'))})`,
  );
}

const selectTeamInRange = (db: DbOrTx) =>
  selectWithName(db)
    .where(teamInRange())
    .orderBy(desc(leaveRequests.startDate), asc(leaveRequests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
const countTeamInRange = (db: DbOrTx) => db.select({ value: count() }).from(leaveRequests).where(teamInRange());

/**
 * One page of the Pending and Approved requests of team `teamId` (the manager and their direct reports)
 * that overlap `startDate`..`endDate`, latest start first, and the number of every matching
 * request (the team calendar). Both statements are prepared.
 */
export async function listTeamPageInRange(
  db: DbOrTx,
  range: { teamId: string; startDate: string; endDate: string; limit: number; offset: number },
): Promise<RowPage<LeaveRequestRow>> {
  const list = preparedFor(db, 'team_leave_in_range', (on) => selectTeamInRange(on).prepare('team_leave_in_range'));
  const counter = preparedFor(db, 'team_leave_in_range_count', (on) => countTeamInRange(on).prepare('team_leave_in_range_count'));
  const [rows, counted] = await Promise.all([list.execute(range), counter.execute(range)]);
  return { rows, total: counted[0]?.value ?? 0 };
}

/**
 * The requests `listInRange` reads (dates `YYYY-MM-DD`, both included): one person's (`employeeId`)
 * or everyone's; with `onlyApproved` only Approved ones (else Pending and Approved).
 */
export interface InRange {
  startDate: string;
  endDate: string;
  employeeId?: string;
  onlyApproved?: boolean;
}

function inRange(range: InRange, extra?: SQL): SQL | undefined {
  const conditions: SQL[] = [
    inArray(leaveRequests.status, ACTIVE),
    lte(leaveRequests.startDate, range.endDate),
    gte(leaveRequests.endDate, range.startDate),
  ];
  if (range.employeeId) conditions.push(eq(leaveRequests.employeeId, range.employeeId));
  if (range.onlyApproved) conditions.push(eq(leaveRequests.status, 'Approved'));
  if (extra) conditions.push(extra);
  return and(...conditions);
}

/**
 * The first Pending or Approved request of the person that overlaps the range, if any. A half-day
 * request (`halfDay`) does not overlap a request of the other half of the same day.
 */
export async function findOverlapping(db: DbOrTx, employeeId: string, startDate: string, endDate: string, halfDay: string | null = null) {
  const otherHalf = halfDay
    ? sql`not (${leaveRequests.halfDay} is not null and ${leaveRequests.halfDay} <> ${halfDay})`
    : undefined;
  return (await selectInRange(db, { employeeId, startDate, endDate, limit: 1 }, otherHalf))[0];
}

/**
 * A step of a leave request: someone other than the owner approves or rejects
 * (`reviewerId`, stamped with `reviewedAt` now), or the owner (`employeeId`) cancels.
 */
export type LeaveTransition =
  | ReviewDecision
  | { status: 'Cancelled'; employeeId: string };

/**
 * The one conditional UPDATE of a leave transition: changes the request only while it is `from` and,
 * for a decision, it is not the reviewer's own (for a cancellation, it is the owner's); undefined when
 * no row matched (the caller finds out why).
 */
export function transitionStatus(db: DbOrTx, id: string, from: LeaveStatus, step: LeaveTransition): Promise<LeaveRequestRecord | undefined> {
  switch (step.status) {
    case 'Approved':
    case 'Rejected':
      return decideRow(db, leaveRequests, id, from, step);
    case 'Cancelled':
      return transitionRow(db, leaveRequests, id, from, { status: 'Cancelled' }, eq(leaveRequests.employeeId, step.employeeId));
  }
}

/** Creates the missing balance rows of a person and year from the policy (existing rows are kept). */
export async function ensureBalances(
  db: DbOrTx,
  employeeId: string,
  year: number,
  allocations: ReadonlyArray<readonly [LeaveType, number]>,
): Promise<void> {
  if (allocations.length === 0) return;
  await db
    .insert(leaveBalances)
    .values(allocations.map(([leaveType, allocated]) => ({ employeeId, leaveType, year, allocated })))
    .onConflictDoNothing();
}

/** A person's balances of a year, in policy order of types. */
export function listBalances(db: DbOrTx, employeeId: string, year: number): Promise<LeaveBalanceRow[]> {
  return db
    .select()
    .from(leaveBalances)
    .where(and(eq(leaveBalances.employeeId, employeeId), eq(leaveBalances.year, year)));
}

export function findBalance(db: DbOrTx, employeeId: string, leaveType: LeaveType, year: number): Promise<LeaveBalanceRow | undefined> {
  return db
    .select()
    .from(leaveBalances)
    .where(and(eq(leaveBalances.employeeId, employeeId), eq(leaveBalances.leaveType, leaveType), eq(leaveBalances.year, year)))
    .then((rows) => rows[0]);
}

/**
 * Moves `days` from available to used in one guarded UPDATE (`allocated - used >= days`), so
 * concurrent approvals can never take a balance below zero. Undefined when not enough is available.
 */
export function consumeBalance(db: DbOrTx, employeeId: string, leaveType: LeaveType, year: number, days: number) {
  return db
    .update(leaveBalances)
    .set({ used: sql`${leaveBalances.used} + ${days}` })
    .where(
      and(
        eq(leaveBalances.employeeId, employeeId),
        eq(leaveBalances.leaveType, leaveType),
        eq(leaveBalances.year, year),
        sql`${leaveBalances.allocated} - ${leaveBalances.used} >= ${days}`,
      ),
    )
    .returning()
    .then((rows) => rows[0]);
}
