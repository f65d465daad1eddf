import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { users } from '../../db/schema/core';
import { mytimeProjects, timeEntries, timesheets } from '../../db/schema/mytime';

export type TimesheetRecord = typeof timesheets.$inferSelect;
/** A timesheet with its owner's name. */
export type TimesheetRow = TimesheetRecord & { employeeName: string | null };
/** A time entry with its project's name. */
export type TimeEntryRow = typeof timeEntries.$inferSelect & { projectName: string };

const withEmployeeName = { timesheet: timesheets, employeeName: users.name };

function flatten(rows: Array<{ timesheet: TimesheetRecord; employeeName: string | null }>): TimesheetRow[] {
  return rows.map((row) => ({ ...row.timesheet, employeeName: row.employeeName }));
}

/** Inserts a timesheet; undefined when the person already has one for that week. */
export function insert(
  db: DbOrTx,
  values: { employeeId: string; weekStartDate: string; weekEndDate: string },
): Promise<TimesheetRecord | undefined> {
  return db
    .insert(timesheets)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export async function findById(db: DbOrTx, id: string): Promise<TimesheetRow | undefined> {
  const rows = await db.select(withEmployeeName).from(timesheets).innerJoin(users, eq(users.id, timesheets.employeeId)).where(eq(timesheets.id, id));
  return flatten(rows)[0];
}

/** Reads the timesheet and locks it until the transaction ends (entry changes and transitions queue behind). */
export function lockById(db: DbOrTx, id: string): Promise<TimesheetRecord | undefined> {
  return db
    .select()
    .from(timesheets)
    .where(eq(timesheets.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

function selectByEmployee(db: DbOrTx) {
  return db
    .select(withEmployeeName)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.employeeId))
    .where(eq(timesheets.employeeId, sql.placeholder('employeeId')))
    .orderBy(desc(timesheets.weekStartDate))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** A person's timesheets, newest week first (index `timesheets_employee_week_key`); prepared. */
export async function listByEmployee(db: DbOrTx, employeeId: string, limit: number, offset: number): Promise<TimesheetRow[]> {
  const query = preparedFor(db, 'timesheets_by_employee', (root: Db) => selectByEmployee(root).prepare('timesheets_by_employee')) ?? selectByEmployee(db);
  return flatten(await query.execute({ employeeId, limit, offset }));
}

function selectSubmittedExcept(db: DbOrTx) {
  return db
    .select(withEmployeeName)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.employeeId))
    .where(and(eq(timesheets.status, 'Submitted'), ne(timesheets.employeeId, sql.placeholder('approverId'))))
    .orderBy(desc(timesheets.submittedAt), desc(timesheets.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** Submitted timesheets of everyone but `approverId`, newest submission first (index `timesheets_status_submitted_at_idx`); prepared. */
export async function listSubmittedExcept(db: DbOrTx, approverId: string, limit: number, offset: number): Promise<TimesheetRow[]> {
  const query =
    preparedFor(db, 'timesheets_submitted_except', (root: Db) => selectSubmittedExcept(root).prepare('timesheets_submitted_except')) ??
    selectSubmittedExcept(db);
  return flatten(await query.execute({ approverId, limit, offset }));
}

/**
 * Submitted timesheets whose owner matches `scope` (a reporting-line condition on
 * `timesheets.employee_id`, issue 15), newest submission first.
 */
export async function listSubmittedIn(db: DbOrTx, scope: SQL, limit: number, offset: number): Promise<TimesheetRow[]> {
  return flatten(
    await db
      .select(withEmployeeName)
      .from(timesheets)
      .innerJoin(users, eq(users.id, timesheets.employeeId))
      .where(and(eq(timesheets.status, 'Submitted'), scope))
      .orderBy(desc(timesheets.submittedAt), desc(timesheets.id))
      .limit(limit)
      .offset(offset),
  );
}

function selectEntries(db: DbOrTx) {
  return db
    .select({ entry: timeEntries, projectName: mytimeProjects.name })
    .from(timeEntries)
    .innerJoin(mytimeProjects, eq(mytimeProjects.id, timeEntries.projectId))
    .where(sql`${timeEntries.timesheetId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(timeEntries.date), asc(timeEntries.createdAt), asc(timeEntries.id));
}

/** The entries of the given timesheets with their project names, by date then creation; prepared. */
export async function listEntries(db: DbOrTx, timesheetIds: string[]): Promise<TimeEntryRow[]> {
  if (timesheetIds.length === 0) return [];
  const query = preparedFor(db, 'time_entries_of', (root: Db) => selectEntries(root).prepare('time_entries_of')) ?? selectEntries(db);
  const rows = await query.execute({ ids: timesheetIds });
  return rows.map((row) => ({ ...row.entry, projectName: row.projectName }));
}

export async function countEntries(db: DbOrTx, timesheetId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(timeEntries).where(eq(timeEntries.timesheetId, timesheetId));
  return row?.n ?? 0;
}

/**
 * Half-hours a person has recorded on `date` across every entry of every timesheet, leaving out
 * `exceptEntryId` (the entry being changed).
 */
export async function halfHoursOnDay(db: DbOrTx, employeeId: string, date: string, exceptEntryId?: string): Promise<number> {
  const conditions: SQL[] = [eq(timesheets.employeeId, employeeId), eq(timeEntries.date, date)];
  if (exceptEntryId) conditions.push(ne(timeEntries.id, exceptEntryId));
  const [row] = await db
    .select({ half: sql<string>`coalesce(sum(${timeEntries.hours} * 2), 0)` })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .where(and(...conditions));
  return Number(row?.half ?? 0);
}

export interface EntryValues {
  date: string;
  projectId: string;
  taskDescription: string;
  hours: number;
  category: string;
  isBillable: boolean;
}

const toColumns = (values: EntryValues) => ({ ...values, hours: values.hours.toFixed(1) });

export function insertEntry(db: DbOrTx, timesheetId: string, values: EntryValues) {
  return db
    .insert(timeEntries)
    .values({ timesheetId, ...toColumns(values) })
    .returning()
    .then((rows) => rows[0]!);
}

/** Updates an entry of the timesheet; undefined when it is not one of its entries. */
export function updateEntry(db: DbOrTx, timesheetId: string, entryId: string, values: EntryValues) {
  return db
    .update(timeEntries)
    .set(toColumns(values))
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.timesheetId, timesheetId)))
    .returning()
    .then((rows) => rows[0]);
}

/** Deletes an entry of the timesheet; undefined when it is not one of its entries. */
export function deleteEntry(db: DbOrTx, timesheetId: string, entryId: string) {
  return db
    .delete(timeEntries)
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.timesheetId, timesheetId)))
    .returning()
    .then((rows) => rows[0]);
}

/** Marks the timesheet as changed now (entries changed). */
export async function touch(db: DbOrTx, id: string): Promise<void> {
  await db.update(timesheets).set({ updatedAt: sql`now()` }).where(eq(timesheets.id, id));
}

/**
 * The one conditional UPDATE of a state transition (ARCHITECTURE.md): changes the row only while its
 * status is one of `from` and `guard` holds; undefined when no row matched (the caller finds out why).
 */
export function transitionStatus(
  db: DbOrTx,
  id: string,
  from: readonly TimesheetStatus[],
  set: PgUpdateSetSource<typeof timesheets> & { status: TimesheetStatus },
  guard?: SQL,
): Promise<TimesheetRecord | undefined> {
  const conditions: SQL[] = [eq(timesheets.id, id), inArray(timesheets.status, [...from])];
  if (guard) conditions.push(guard);
  return db
    .update(timesheets)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning()
    .then((rows) => rows[0]);
}

/** Guard: the timesheet has at least one entry. */
export const hasEntries = sql`exists (select 1 from ${timeEntries} where ${timeEntries.timesheetId} = ${timesheets.id})`;

/** Guard: the timesheet does not belong to `personId` (nobody approves their own). */
export function notOwnedBy(personId: string): SQL {
  return ne(timesheets.employeeId, personId);
}

/** Guard: the timesheet belongs to `personId`. */
export function ownedBy(personId: string): SQL {
  return eq(timesheets.employeeId, personId);
}
