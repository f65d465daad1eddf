import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql, type Placeholder, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { TimeEntryCategory, TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import type { HalfHourTotals } from '@apps/contracts/mytime/hours';
import { totalBound } from '@apps/contracts/page';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../lib/prepared';
import { countAtMost, decideRow, transitionStatus as transitionRow, type ReviewDecision, type RowPage } from '../../lib/repository';
import { users } from '../../db/schema/core';
import { mytimeProjects, timeEntries, timesheetApprovalQueue, timesheets } from '../../db/schema/mytime';
import { linePlacement, resolveScope, type DecisionScope, type LinePlacementRow } from '../authority/reporting-line.scope';

export type TimesheetRecord = typeof timesheets.$inferSelect;
/** A timesheet with its owner's name and whether the owner's account is active. */
export type TimesheetRow = TimesheetRecord & { employeeName: string | null; employeeActive: boolean };
/** A timesheet as the lists read it: every column a DTO shows, not the record's own creation and change times. */
export type ListedTimesheetRow = Omit<TimesheetRow, 'createdAt' | 'updatedAt'>;
/** A timesheet of a pending-approval list, placed below the approver in the reporting line. */
export type PlacedTimesheetRow = ListedTimesheetRow & { placement: LinePlacementRow };
/** A time entry with its project's name; its creation time only orders the entries and is not read. */
export type TimeEntryRow = Omit<typeof timeEntries.$inferSelect, 'createdAt'> & { projectName: string };

// Every column an entry's DTO and the week's save read. Not `created_at`: parsing a timestamp for each of a
// list's hundreds of entries was a fifth of the entries statement's time in the client (bench/RESULTS.md).
const { createdAt: _entryCreatedAt, ...entryColumns } = getTableColumns(timeEntries);

// Selected flat: Drizzle returns each row in its final shape. Nested (`{ timesheet: timesheets, ... }`) the rows
// were flattened again with `{ ...row.timesheet, employeeName }`, a spread followed by properties that costs
// Node 20 about 3 µs an object, a sixth of the driver's whole time for a row (bench/RESULTS.md, decision 0131).
const withEmployeeName = { ...getTableColumns(timesheets), employeeName: users.name, employeeActive: users.isActive };

// The pending-approval lists' columns: not `created_at` and `updated_at`, which no DTO shows. Parsing those two
// timestamps for each of a page's 50 rows was a fifth of the driver's time reading the top's page.
const { createdAt: _timesheetCreatedAt, updatedAt: _timesheetUpdatedAt, ...listedTimesheetColumns } = getTableColumns(timesheets);
const listedWithEmployeeName = { ...listedTimesheetColumns, employeeName: users.name, employeeActive: users.isActive };

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

function selectById(db: DbOrTx) {
  return db.select(withEmployeeName).from(timesheets).innerJoin(users, eq(users.id, timesheets.employeeId)).where(eq(timesheets.id, sql.placeholder('id')));
}

/** The timesheet `id` with its owner's name; prepared (also inside a decision's transaction). */
export async function findById(db: DbOrTx, id: string): Promise<TimesheetRow | undefined> {
  const rows = await preparedFor(db, 'timesheet_by_id', (on) => selectById(on).prepare('timesheet_by_id')).execute({ id });
  return rows[0];
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

async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(timesheets).where(where);
  return row?.value ?? 0;
}

/** One page of a person's timesheets, newest week first (index `timesheets_employee_week_key`; prepared), and their number. */
export async function listByEmployee(db: DbOrTx, employeeId: string, limit: number, offset: number): Promise<RowPage<TimesheetRow>> {
  const query = preparedFor(db, 'timesheets_by_employee', (on) => selectByEmployee(on).prepare('timesheets_by_employee'));
  const [rows, total] = await Promise.all([query.execute({ employeeId, limit, offset }), countWhere(db, eq(timesheets.employeeId, employeeId))]);
  return { rows, total };
}

function selectByEmployeeWeek(db: DbOrTx) {
  return db
    .select(withEmployeeName)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.employeeId))
    .where(and(eq(timesheets.employeeId, sql.placeholder('employeeId')), eq(timesheets.weekStartDate, sql.placeholder('weekStartDate'))));
}

/**
 * A person's timesheet of the week starting `weekStartDate` (`YYYY-MM-DD`), whatever its age; undefined
 * when there is none. One row of the unique index `timesheets_employee_week_key`; prepared.
 */
export async function findByEmployeeWeek(db: DbOrTx, employeeId: string, weekStartDate: string): Promise<TimesheetRow | undefined> {
  const query = preparedFor(db, 'timesheet_by_employee_week', (on) => selectByEmployeeWeek(on).prepare('timesheet_by_employee_week'));
  return (await query.execute({ employeeId, weekStartDate }))[0];
}

/**
 * One page of Submitted timesheets matching `where`, newest submission first, with their owners and
 * their places below `placeBelow`. The page is chosen first, in a subquery with its own `LIMIT`, on the
 * columns the two indexes of Submitted timesheets carry (id, owner, submission time), so choosing it reads
 * no table; only its rows are then joined and read in full. Joined in one level, the planner sized the
 * joins for every matching timesheet (at 100,000 people a `Memoize` cache for 84,000 rows on every call)
 * and read the table for each timesheet it passed over (bench/RESULTS.md, decision 0124).
 */
function selectPlacedPage(db: DbOrTx, where: SQL | undefined, placeBelow: string | Placeholder, limit: number | Placeholder, offset: number | Placeholder) {
  const page = db
    .select({ id: timesheets.id, submittedAt: timesheets.submittedAt })
    .from(timesheets)
    .where(where)
    .orderBy(desc(timesheets.submittedAt), desc(timesheets.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return placedRowsOf(db, page, placeBelow);
}

/** A page already chosen: a subquery with its own order and `LIMIT`, selecting a timesheet's `id` and `submittedAt`. */
type ChosenPage = Subquery & { id: SQLWrapper; submittedAt: SQLWrapper };

/** The rows of a chosen page: each timesheet read in full with its owner and its place below `placeBelow`, in the page's order. */
function placedRowsOf(db: DbOrTx, page: ChosenPage, placeBelow: string | Placeholder) {
  return db
    .select({ ...listedWithEmployeeName, placement: linePlacement(timesheets.employeeId, placeBelow) })
    .from(page)
    .innerJoin(timesheets, eq(timesheets.id, page.id))
    .innerJoin(users, eq(users.id, timesheets.employeeId))
    .orderBy(desc(page.submittedAt), desc(page.id));
}

function selectSubmittedExcept(db: DbOrTx) {
  const approverId = sql.placeholder('approverId');
  return selectPlacedPage(db, and(eq(timesheets.status, 'Submitted'), ne(timesheets.employeeId, approverId)), approverId, sql.placeholder('limit'), sql.placeholder('offset'));
}

/**
 * Submitted timesheets of everyone but `approverId`, newest submission first (index
 * `timesheets_status_submitted_at_idx`), each placed below `approverId` (`linePlacement`); prepared.
 * `total` counts up to `totalBound(offset)`.
 */
export async function listSubmittedExcept(db: DbOrTx, approverId: string, limit: number, offset: number): Promise<RowPage<PlacedTimesheetRow>> {
  const query =
    preparedFor(db, 'timesheets_submitted_except', (on) => selectSubmittedExcept(on).prepare('timesheets_submitted_except'));
  const [rows, total] = await Promise.all([
    query.execute({ approverId, limit, offset }),
    countAtMost(db, timesheets, and(eq(timesheets.status, 'Submitted'), ne(timesheets.employeeId, approverId)), totalBound(offset)),
  ]);
  return { rows, total };
}

/** Submitted, not `excludeId`'s own, owner among the array `ids` (placeholders of the prepared line lists). */
const submittedOfIds = () =>
  and(
    eq(timesheets.status, 'Submitted'),
    ne(timesheets.employeeId, sql.placeholder('excludeId')),
    sql`${timesheets.employeeId} = any(${sql.placeholder('ids')}::uuid[])`,
  );

function selectSubmittedOf(db: DbOrTx) {
  return db
    .select({ ...listedWithEmployeeName, placement: linePlacement(timesheets.employeeId, sql.placeholder('placeBelow')) })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.employeeId))
    .where(submittedOfIds())
    .orderBy(desc(timesheets.submittedAt), desc(timesheets.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

function countSubmittedOf(db: DbOrTx) {
  const matching = db.select({ one: sql`1`.as('one') }).from(timesheets).where(submittedOfIds()).limit(sql.placeholder('bound')).as('matching');
  return db.select({ value: count() }).from(matching);
}

/** In the approval queue of the manager `managerId`, not `excludeId`'s own (placeholders of the prepared queue lists). */
const queuedFor = () =>
  and(eq(timesheetApprovalQueue.managerId, sql.placeholder('managerId')), ne(timesheetApprovalQueue.employeeId, sql.placeholder('excludeId')));

function selectQueuedPage(db: DbOrTx) {
  const page = db
    .select({ id: timesheetApprovalQueue.timesheetId, submittedAt: timesheetApprovalQueue.submittedAt })
    .from(timesheetApprovalQueue)
    .where(queuedFor())
    .orderBy(desc(timesheetApprovalQueue.submittedAt), desc(timesheetApprovalQueue.timesheetId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return placedRowsOf(db, page, sql.placeholder('placeBelow'));
}

function countQueued(db: DbOrTx) {
  // In the list's order, so that the count reads the queue's own index up to the bound whatever the
  // planner thinks of the manager: a prepared statement's plan assumes a queue of the average size, and
  // without an order it counted the top's by a bitmap of all 100,000 of its entries (9 ms, bench/RESULTS.md).
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(timesheetApprovalQueue)
    .where(queuedFor())
    .orderBy(desc(timesheetApprovalQueue.submittedAt), desc(timesheetApprovalQueue.timesheetId))
    .limit(sql.placeholder('bound'))
    .as('matching');
  return db.select({ value: count() }).from(matching);
}

/**
 * The Submitted timesheets below one manager, from their approval queue (`timesheet_approval_queue`,
 * kept by the database): the page is one range of the queue's index in the list's order and the bounded
 * count another, so they cost the same for a line of 8 people or of 100,000, and both statements are
 * prepared (their plan does not depend on the line's size). Each row placed below `placeBelow`.
 */
async function listQueued(db: DbOrTx, managerId: string, excludeId: string, placeBelow: string, limit: number, offset: number): Promise<RowPage<PlacedTimesheetRow>> {
  const list = preparedFor(db, 'timesheets_queued', (on) => selectQueuedPage(on).prepare('timesheets_queued'));
  const counter = preparedFor(db, 'timesheets_queued_count', (on) => countQueued(on).prepare('timesheets_queued_count'));
  const [rows, counted] = await Promise.all([
    list.execute({ managerId, excludeId, placeBelow, limit, offset }),
    counter.execute({ managerId, excludeId, bound: totalBound(offset) }),
  ]);
  return { rows, total: counted[0]?.value ?? 0 };
}

/**
 * Submitted timesheets whose owner is in `scope`, newest submission first, each placed below
 * `placeBelow` (the manager the list is for, `linePlacement`) in the same statement. One manager's line
 * (no delegators) is their approval queue (`listQueued`). The lines of several managers (a delegate's)
 * are read first (`resolveScope`): up to `SMALL_LINE` people filtered by their ids as one array
 * parameter, with the list and its count prepared; a larger line by the closure as a subquery (the
 * queues of several managers would repeat a timesheet below two of them and could not be read in order
 * as one range). `total` counts up to `totalBound(offset)`.
 */
export async function listSubmittedIn(db: DbOrTx, scope: DecisionScope, placeBelow: string, limit: number, offset: number): Promise<RowPage<PlacedTimesheetRow>> {
  const [only, ...others] = scope.managerIds;
  if (only !== undefined && others.length === 0) return listQueued(db, only, scope.excludeId, placeBelow, limit, offset);
  const resolved = await resolveScope(db, timesheets.employeeId, scope);
  if ('ids' in resolved) {
    const list = preparedFor(db, 'timesheets_submitted_of', (on) => selectSubmittedOf(on).prepare('timesheets_submitted_of'));
    const counter = preparedFor(db, 'timesheets_submitted_of_count', (on) => countSubmittedOf(on).prepare('timesheets_submitted_of_count'));
    const values = { ids: resolved.ids, excludeId: scope.excludeId };
    const [rows, counted] = await Promise.all([list.execute({ ...values, placeBelow, limit, offset }), counter.execute({ ...values, bound: totalBound(offset) })]);
    return { rows, total: counted[0]?.value ?? 0 };
  }
  const where = and(eq(timesheets.status, 'Submitted'), resolved.where);
  const [rows, total] = await Promise.all([selectPlacedPage(db, where, placeBelow, limit, offset), countAtMost(db, timesheets, where, totalBound(offset))]);
  return { rows, total };
}

function selectEntries(db: DbOrTx) {
  return db
    .select({ ...entryColumns, projectName: mytimeProjects.name })
    .from(timeEntries)
    .innerJoin(mytimeProjects, eq(mytimeProjects.id, timeEntries.projectId))
    .where(sql`${timeEntries.timesheetId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(timeEntries.date), asc(timeEntries.createdAt), asc(timeEntries.id));
}

/** The entries of the given timesheets with their project names, by date then creation; prepared. */
export async function listEntries(db: DbOrTx, timesheetIds: string[]): Promise<TimeEntryRow[]> {
  if (timesheetIds.length === 0) return [];
  const query = preparedFor(db, 'time_entries_of', (on) => selectEntries(on).prepare('time_entries_of'));
  return query.execute({ ids: timesheetIds });
}

function selectHalfHourTotals(db: DbOrTx) {
  return db
    .select({
      timesheetId: timeEntries.timesheetId,
      billable: sql<number>`coalesce(sum((${timeEntries.hours} * 2)::int) filter (where ${timeEntries.isBillable}), 0)::int`,
      nonBillable: sql<number>`coalesce(sum((${timeEntries.hours} * 2)::int) filter (where not ${timeEntries.isBillable}), 0)::int`,
    })
    .from(timeEntries)
    .where(sql`${timeEntries.timesheetId} = any(${sql.placeholder('ids')}::uuid[])`)
    .groupBy(timeEntries.timesheetId);
}

/**
 * Billable and non-billable half-hours of each of the given timesheets (those without entries are
 * absent), summed by the database so that a list without entries reads none of them into the server;
 * prepared. The index the entries are read by carries their hours and billability, so the sum reads a
 * timesheet's adjacent index entries, not one table page per entry (decision 0129).
 */
export async function listHalfHourTotals(db: DbOrTx, timesheetIds: string[]): Promise<Map<string, HalfHourTotals>> {
  if (timesheetIds.length === 0) return new Map();
  const query = preparedFor(db, 'time_entry_totals_of', (on) => selectHalfHourTotals(on).prepare('time_entry_totals_of'));
  const rows = await query.execute({ ids: timesheetIds });
  return new Map(rows.map((row) => [row.timesheetId, { billable: row.billable, nonBillable: row.nonBillable }]));
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
  category: TimeEntryCategory;
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
 * A step of a timesheet: submitting (only by `employeeId` when given, else by
 * anyone the service allowed; `submittedAt` now, the last decision cleared), or approving or rejecting
 * by `reviewerId`, who is not the owner (`reviewedAt` now).
 */
export type TimesheetTransition =
  | { status: 'Submitted'; employeeId?: string | undefined }
  | ReviewDecision;

/** Guard: the timesheet has at least one entry. */
const hasEntries = sql`exists (select 1 from ${timeEntries} where ${timeEntries.timesheetId} = ${timesheets.id})`;

/**
 * The one conditional UPDATE of a state transition (ARCHITECTURE.md): changes the row only while its
 * status is one of `from` and the step's guard holds (a submission needs an entry and, with
 * `employeeId`, that owner; a decision someone else's timesheet); undefined when no row matched (the
 * caller finds out why).
 */
export function transitionStatus(db: DbOrTx, id: string, from: readonly TimesheetStatus[], step: TimesheetTransition): Promise<TimesheetRecord | undefined> {
  switch (step.status) {
    case 'Submitted':
      return transitionRow(
        db,
        timesheets,
        id,
        from,
        { status: 'Submitted', submittedAt: sql`now()`, rejectionReason: null, reviewedById: null, reviewedAt: null, approvalComment: null },
        step.employeeId === undefined ? hasEntries : and(hasEntries, eq(timesheets.employeeId, step.employeeId)),
      );
    case 'Approved':
    case 'Rejected':
      return decideRow(db, timesheets, id, from, step);
  }
}

/**
 * Half-hours per date a person has recorded between `from` and `to` (inclusive) on timesheets other
 * than `exceptTimesheetId`: what the 24-hours-per-day rule adds to a week's own entries.
 */
export async function halfHoursByDayElsewhere(
  db: DbOrTx,
  employeeId: string,
  range: { from: string; to: string },
  exceptTimesheetId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: timeEntries.date, half: sql<string>`sum(${timeEntries.hours} * 2)` })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .where(
      and(
        eq(timesheets.employeeId, employeeId),
        ne(timesheets.id, exceptTimesheetId),
        sql`${timeEntries.date} between ${range.from} and ${range.to}`,
      ),
    )
    .groupBy(timeEntries.date);
  return new Map(rows.map((row) => [row.date, Number(row.half)]));
}

/** Inserts several entries of the timesheet in one statement. */
export function insertEntries(db: DbOrTx, timesheetId: string, values: EntryValues[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insert(timeEntries)
    .values(values.map((value) => ({ timesheetId, ...toColumns(value) })))
    .returning();
}

/** Deletes the given entries of the timesheet; returns those deleted. */
export function deleteEntries(db: DbOrTx, timesheetId: string, entryIds: string[]) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .delete(timeEntries)
    .where(and(inArray(timeEntries.id, entryIds), eq(timeEntries.timesheetId, timesheetId)))
    .returning();
}

/**
 * Updates several entries of the timesheet in one statement (`UPDATE ... FROM (VALUES ...)`); returns
 * those updated. Ids that are not entries of the timesheet are left out.
 */
export async function updateEntries(db: DbOrTx, timesheetId: string, updates: Array<{ id: string; values: EntryValues }>) {
  if (updates.length === 0) return [];
  const rows = sql.join(
    updates.map(
      ({ id, values }) =>
        sql`(${id}::uuid, ${values.date}::date, ${values.projectId}::uuid, ${values.taskDescription}::text, ${values.hours.toFixed(1)}::numeric, ${values.category}::text, ${values.isBillable}::boolean)`,
    ),
    sql`, `,
  );
  return db
    .update(timeEntries)
    .set({
      date: sql`v.date`,
      projectId: sql`v.project_id`,
      taskDescription: sql`v.task_description`,
      hours: sql`v.hours`,
      category: sql`v.category`,
      isBillable: sql`v.is_billable`,
    })
    .from(sql`(values ${rows}) as v(id, date, project_id, task_description, hours, category, is_billable)`)
    .where(and(eq(timeEntries.id, sql`v.id`), eq(timeEntries.timesheetId, timesheetId)))
    .returning();
}

/** Stores the approval comment of a timesheet just approved, in the approval's transaction. */
export async function setApprovalComment(db: DbOrTx, id: string, comment: string): Promise<void> {
  await db.update(timesheets).set({ approvalComment: comment }).where(eq(timesheets.id, id));
}

/**
 * The one conditional UPDATE of an undo: an Approved timesheet goes back to Submitted (its review and
 * comment cleared, `submittedAt` kept) only while `reviewerId` is the one who approved it and the
 * approval is younger than `windowSeconds` (by the database's clock, which also stamped it).
 * Undefined when no row matched (the caller finds out why).
 */
export async function undoApproval(db: DbOrTx, id: string, reviewerId: string, windowSeconds: number): Promise<TimesheetRecord | undefined> {
  const rows = await db
    .update(timesheets)
    .set({ status: 'Submitted', reviewedById: null, reviewedAt: null, approvalComment: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(timesheets.id, id),
        eq(timesheets.status, 'Approved'),
        eq(timesheets.reviewedById, reviewerId),
        sql`${timesheets.reviewedAt} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    )
    .returning();
  return rows[0];
}
