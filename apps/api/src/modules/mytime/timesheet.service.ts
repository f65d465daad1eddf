import type { z } from 'zod';
import { formatDate } from '@apps/contracts/date-format';
import { dayOfWeek, daysBetween } from '@apps/contracts/mytime/calendar';
import {
  EDITABLE_TIMESHEET_STATUSES,
  type CreateTimesheetSchema,
  type EmployeeTimesheetsQuery,
  type PendingTimesheet,
  type Timesheet,
} from '@apps/contracts/mytime/timesheet';
import { pageOf, type Page, type PageQuery } from '@apps/contracts/page';
import type { Db, DbOrTx } from '../../db/client';
import {
  approvesTimesheets,
  mayActOnTimesheetsOf,
  MYTIME_DENIALS,
} from '@apps/contracts/mytime/mytime.policy';
import { assertAllowed, assertOwnId, requireVisible, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { isSelf } from '@apps/contracts/core/policy';
import { lineAuthority } from '@apps/contracts/core/reporting-line';
import { decisionScope, lineRecordOf, onBehalfOf, withDelegators, withPlacement } from '../users/reporting-line.service';
import { userExists } from './mytime-people.repository';
import { toTimesheetDto, toTimesheetDtos } from './timesheet.mapper';
import * as timesheetRepository from './timesheet.repository';

/**
 * The timesheet `id` as its DTO, if the caller may see it (own, or anyone's for an approver).
 * @throws NotFoundError when it does not exist or is not visible to the caller.
 */
export async function getTimesheet(db: DbOrTx, caller: Caller, id: string): Promise<Timesheet> {
  const row = await visibleTimesheet(db, caller, id);
  return toTimesheetDto(row, await timesheetRepository.listEntries(db, [id]));
}

/**
 * The timesheet row if the caller may see it: its owner, the people above the owner in the reporting
 * line (chain read now), Admin on 'all', and delegates of those above (issue 15).
 * @throws NotFoundError when it does not exist or is not visible.
 */
export async function visibleTimesheet(db: DbOrTx, caller: Caller, id: string) {
  return (await visibleTimesheetWithLine(db, caller, id)).row;
}

/**
 * `visibleTimesheet` and the owner's line it read (undefined for the caller's own timesheet), so a
 * decision in the same transaction does not read the chain twice.
 */
async function visibleTimesheetWithLine(db: DbOrTx, caller: Caller, id: string) {
  const row = await timesheetRepository.findById(db, id);
  const subject = await withDelegators(db, caller);
  const line = row && !isSelf(subject, row.employeeId) ? await lineRecordOf(db, row.employeeId) : undefined;
  return { row: requireVisible(row, (r) => isSelf(subject, r.employeeId) || (!!line && mayActOnTimesheetsOf(subject, line)), 'Timesheet'), line };
}

/**
 * @throws ForbiddenError unless the caller is the person or may act on their timesheets (issue 15).
 */
async function assertActsOnTimesheetsOf(db: DbOrTx, caller: Caller, employeeId: string, message: string): Promise<void> {
  if (isSelf(caller, employeeId)) return;
  assertAllowed(mayActOnTimesheetsOf(await withDelegators(db, caller), await lineRecordOf(db, employeeId)), message);
}

/**
 * Creates a Draft timesheet for a week that runs Sunday to Saturday (SPEC.md section 7 POST create).
 * `employeeId` is the caller, or anyone for an approver.
 * @throws ForbiddenError when a non-approver names someone else.
 * @throws ValidationError `weekStartDate` not a Sunday, `weekEndDate` not the Saturday after, `employeeId` unknown.
 * @throws ConflictError when the person already has a timesheet for that week.
 */
export async function createTimesheet(db: Db, caller: Caller, input: z.output<typeof CreateTimesheetSchema>): Promise<Timesheet> {
  await assertActsOnTimesheetsOf(db, caller, input.employeeId, 'You can only create your own timesheets');
  const errors: Record<string, string[]> = {};
  if (dayOfWeek(input.weekStartDate) !== 0) errors.weekStartDate = ['The week must start on a Sunday'];
  else if (daysBetween(input.weekStartDate, input.weekEndDate) !== 6) {
    errors.weekEndDate = ['The week must end on the Saturday after its Sunday'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const id = await db.transaction(async (tx) => {
    if (!(await userExists(tx, input.employeeId))) throw new ValidationError({ employeeId: ['No such employee'] });
    const created = await timesheetRepository.insert(tx, input);
    if (!created) throw new ConflictError(`A timesheet for the week of ${formatDate(input.weekStartDate)} already exists`);
    await writeAudit(tx, { actorId: caller.user.id, action: 'timesheet.created', entity: 'timesheet', entityId: created.id, after: created });
    return created.id;
  });
  return getTimesheet(db, caller, id);
}

/**
 * One page of a person's timesheets, newest week first (SPEC.md section 7 GET /employee/{id}; decision 0016).
 * With `weekStartDate` (a Sunday), only that week's timesheet: a page of at most one, found by the
 * person and week whatever its age, so a link to an old week opens it although it is past the first page.
 * @throws ForbiddenError when a non-approver asks for someone else's.
 * @throws ValidationError `weekStartDate` not a Sunday.
 */
export async function listEmployeeTimesheets(
  db: Db,
  caller: Caller,
  employeeId: string,
  page: EmployeeTimesheetsQuery,
): Promise<Page<Timesheet>> {
  if (page.weekStartDate !== undefined && dayOfWeek(page.weekStartDate) !== 0) {
    throw new ValidationError({ weekStartDate: ['The week must start on a Sunday'] });
  }
  await assertActsOnTimesheetsOf(db, caller, employeeId, 'You can only see your own timesheets');
  const { rows, total } =
    page.weekStartDate === undefined
      ? await timesheetRepository.listByEmployee(db, employeeId, page.limit, page.offset)
      : await oneWeekPage(db, employeeId, page.weekStartDate, page);
  return pageOf(toTimesheetDtos(rows, await timesheetRepository.listEntries(db, rows.map((r) => r.id))), total, page);
}

/** The page of the week's timesheet (at most one: one timesheet per person and week), `limit` and `offset` applied. */
async function oneWeekPage(db: DbOrTx, employeeId: string, weekStartDate: string, page: PageQuery) {
  const row = await timesheetRepository.findByEmployeeWeek(db, employeeId, weekStartDate);
  const rows = row ? [row] : [];
  return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
}

/**
 * Submitted timesheets `managerId` may decide (issue 15): their whole line below them, and below the
 * managers who delegated to them today; everyone's but their own for Admin on 'all'. Newest submission
 * first, one page (SPEC.md section 7 GET /pending-approval; decision 0016). `managerId` is the caller, or anyone
 * for Admin on 'all'. Each row says which direct report of `managerId` its person comes through
 * (`directReportId`, `lineVia`; decision 0059).
 * @throws ForbiddenError for non-approvers; ValidationError `managerId` for another id.
 */
export async function listPendingTimesheets(
  db: Db,
  caller: Caller,
  query: PageQuery & { managerId: string },
): Promise<Page<PendingTimesheet>> {
  // The caller with today's delegators, read once for both checks (decisionScope reuses them).
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesTimesheets(subject), MYTIME_DENIALS.approveTimesheets);
  const scope = await decisionScope(db, subject, query.managerId, 'approve', 'timesheets');
  const { rows, total } = scope.everyone
    ? await timesheetRepository.listSubmittedExcept(db, scope.excludeId, query.limit, query.offset)
    : await timesheetRepository.listSubmittedIn(db, scope, scope.excludeId, query.limit, query.offset);
  const dtos = toTimesheetDtos(rows, await timesheetRepository.listEntries(db, rows.map((r) => r.id)));
  return pageOf(
    dtos.map((dto, i) => withPlacement(dto, rows[i]!.placement)),
    total,
    query,
  );
}

/** Why a conditional UPDATE matched no row: missing/invisible (404), own (403) or wrong state (409). */
async function explainNoTransition(tx: DbOrTx, caller: Caller, id: string, options: { approval: boolean; state: string }): Promise<never> {
  const row = await visibleTimesheet(tx, caller, id);
  if (options.approval && isSelf(caller, row.employeeId)) throw new ForbiddenError('You cannot approve or reject your own timesheet');
  if (EDITABLE_TIMESHEET_STATUSES.includes(row.status as never) && !options.approval) {
    throw new ConflictError('Add at least one time entry before submitting');
  }
  throw new ConflictError(`This timesheet is ${row.status}; it can be ${options.state}`);
}

/**
 * Submits a Draft or Rejected timesheet that has at least one entry: Submitted, `submittedAt` now,
 * the previous rejection reason cleared (SPEC.md section 4). Owner, or an approver.
 * @throws NotFoundError when missing or not visible; ConflictError in another state or without entries.
 */
export async function submitTimesheet(db: Db, caller: Caller, id: string): Promise<Timesheet> {
  await db.transaction(async (tx) => {
    // The owner, or someone who may act on the owner's timesheets (checked against the line now);
    // ownership is part of the one conditional UPDATE otherwise.
    const row = await timesheetRepository.findById(tx, id);
    const onBehalf = row && !isSelf(caller, row.employeeId) && mayActOnTimesheetsOf(await withDelegators(tx, caller), await lineRecordOf(tx, row.employeeId));
    const after = await timesheetRepository.transitionStatus(tx, id, EDITABLE_TIMESHEET_STATUSES, {
      status: 'Submitted',
      employeeId: onBehalf ? undefined : caller.user.id,
    });
    if (!after) return explainNoTransition(tx, caller, id, { approval: false, state: 'submitted only while Draft or Rejected' });
    await writeAudit(tx, { actorId: caller.user.id, action: 'timesheet.submitted', entity: 'timesheet', entityId: id, after: { status: after.status } });
  });
  return getTimesheet(db, caller, id);
}

/**
 * Approves or rejects a Submitted timesheet of someone else in one conditional UPDATE with its audit
 * record (SPEC.md section 4). Of concurrent decisions exactly one wins; the others get 409.
 * @throws ForbiddenError for non-approvers and for the owner; ValidationError when `actorId` is not the
 *   caller; NotFoundError when missing; ConflictError when not Submitted.
 */
export async function decideTimesheet(
  db: Db,
  caller: Caller,
  id: string,
  decision: { approve: true; approverId: string } | { approve: false; rejectorId: string; reason: string },
): Promise<Timesheet> {
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesTimesheets(subject), MYTIME_DENIALS.approveTimesheets);
  if (decision.approve) assertOwnId(caller, 'approverId', decision.approverId);
  else assertOwnId(caller, 'rejectorId', decision.rejectorId);
  await db.transaction(async (tx) => {
    // The reporting line is read now, inside the decision's transaction (issue 15).
    const { row, line } = await visibleTimesheetWithLine(tx, subject, id);
    const authority = isSelf(subject, row.employeeId) ? null : lineAuthority(subject, 'approve', 'timesheets', line ?? (await lineRecordOf(tx, row.employeeId)));
    if (!isSelf(subject, row.employeeId)) assertAllowed(authority !== null, MYTIME_DENIALS.notInLine);
    const after = await timesheetRepository.transitionStatus(
      tx,
      id,
      ['Submitted'],
      decision.approve
        ? { status: 'Approved', reviewerId: caller.user.id }
        : { status: 'Rejected', reviewerId: caller.user.id, rejectionReason: decision.reason },
    );
    if (!after) return explainNoTransition(tx, caller, id, { approval: true, state: 'approved or rejected only while Submitted' });
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: decision.approve ? 'timesheet.approved' : 'timesheet.rejected',
      entity: 'timesheet',
      entityId: id,
      before: { status: 'Submitted' },
      after: { status: after.status, rejectionReason: after.rejectionReason, ...onBehalfOf(caller, authority) },
    });
  });
  // The caller with the delegators read above: the answer's visibility check does not read them again.
  return getTimesheet(db, subject, id);
}
