import type { z } from 'zod';
import { dayOfWeek, daysBetween } from '@apps/contracts/mytime/calendar';
import { totalsOfHalfHours } from '@apps/contracts/mytime/hours';
import {
  EDITABLE_TIMESHEET_STATUSES,
  UNDO_APPROVAL_WINDOW_SECONDS,
  type BulkApproveResult,
  type BulkRefusalCode,
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
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type ErrorText } from '../../lib/errors';
import { formatDateIn } from '../../lib/i18n';
import { mytimeRefusal, timesheetRefusals as T } from './refusal.messages';
import { isSelf } from '@apps/contracts/core/policy';
import { sameId } from '@apps/contracts/common';
import { decisionOn } from '../authority/authority.service';
import { accessTo, decisionScope, onBehalfOf, withDelegators, withPlacement } from '../authority/reporting-line.service';
import { userExists } from './mytime-people.repository';
import { toTimesheetDto, toTimesheetDtos, toTimesheetSummaryDto } from './timesheet.mapper';
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
 * line (chain read now), Admin on 'all', and delegates of those above.
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
  const access = row ? await accessTo(db, caller, row.employeeId, mayActOnTimesheetsOf) : undefined;
  return { row: requireVisible(row, () => access?.allowed === true, 'Timesheet'), line: access?.line };
}

/**
 * @throws ForbiddenError unless the caller is the person or may act on their timesheets.
 */
async function assertActsOnTimesheetsOf(db: DbOrTx, caller: Caller, employeeId: string, message: ErrorText): Promise<void> {
  assertAllowed((await accessTo(db, caller, employeeId, mayActOnTimesheetsOf)).allowed, message);
}

/**
 * Creates a Draft timesheet for a week that runs Sunday to Saturday (SPEC.md section 7 POST create).
 * `employeeId` is the caller, or anyone for an approver.
 * @throws ForbiddenError when a non-approver names someone else.
 * @throws ValidationError `weekStartDate` not a Sunday, `weekEndDate` not the Saturday after, `employeeId` unknown.
 * @throws ConflictError when the person already has a timesheet for that week.
 */
export async function createTimesheet(db: Db, caller: Caller, input: z.output<typeof CreateTimesheetSchema>): Promise<Timesheet> {
  await assertActsOnTimesheetsOf(db, caller, input.employeeId, mytimeRefusal(T.createOwnOnly));
  const errors: Record<string, ErrorText[]> = {};
  if (dayOfWeek(input.weekStartDate) !== 0) errors.weekStartDate = [mytimeRefusal(T.weekStartsOnSunday)];
  else if (daysBetween(input.weekStartDate, input.weekEndDate) !== 6) {
    errors.weekEndDate = [mytimeRefusal(T.weekEndsOnSaturday)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const id = await db.transaction(async (tx) => {
    if (!(await userExists(tx, input.employeeId))) throw new ValidationError({ employeeId: [mytimeRefusal(T.noSuchEmployee)] });
    const created = await timesheetRepository.insert(tx, input);
    if (!created) throw new ConflictError(mytimeRefusal(T.alreadyExists, (language) => ({ week: formatDateIn(language, input.weekStartDate) })));
    await writeAudit(tx, { actorId: caller.user.id, action: 'timesheet.created', entity: 'timesheet', entityId: created.id, after: created });
    return created.id;
  });
  return getTimesheet(db, caller, id);
}

/**
 * One page of a person's timesheets, newest week first (SPEC.md section 7 GET /employee/{id}).
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
    throw new ValidationError({ weekStartDate: [mytimeRefusal(T.weekStartsOnSunday)] });
  }
  await assertActsOnTimesheetsOf(db, caller, employeeId, mytimeRefusal(T.seeOwnOnly));
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
 * Submitted timesheets `managerId` may decide: their whole line below them, and below the
 * managers who delegated to them today; everyone's but their own for Admin on 'all'. Newest submission
 * first, one page (SPEC.md section 7 GET /pending-approval). `managerId` is the caller, or anyone
 * for Admin on 'all'. Each row says which direct report of `managerId` its person comes through
 * (`directReportId`, `lineVia`). With `entries: 'false'` the rows carry their totals in hours
 * (summed by the database) and no `entries`.
 * @throws ForbiddenError for non-approvers; ValidationError `managerId` for another id.
 */
export async function listPendingTimesheets(
  db: Db,
  caller: Caller,
  query: PageQuery & { managerId: string; entries?: 'true' | 'false' | undefined },
): Promise<Page<PendingTimesheet>> {
  // The caller with today's delegators, read once for both checks (decisionScope reuses them).
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesTimesheets(subject), MYTIME_DENIALS.approveTimesheets);
  const scope = await decisionScope(db, subject, query.managerId, 'approve', 'timesheets');
  const { rows, total } = scope.everyone
    ? await timesheetRepository.listSubmittedExcept(db, scope.excludeId, query.limit, query.offset)
    : await timesheetRepository.listSubmittedIn(db, scope, scope.excludeId, query.limit, query.offset);
  const ids = rows.map((r) => r.id);
  let dtos: Omit<PendingTimesheet, 'directReportId' | 'lineVia'>[];
  if (query.entries === 'false') {
    // The database sums each timesheet's hours: no entry of the page is read into the server.
    const totals = await timesheetRepository.listHalfHourTotals(db, ids);
    dtos = rows.map((row) => toTimesheetSummaryDto(row, totalsOfHalfHours(totals.get(row.id))));
  } else {
    dtos = toTimesheetDtos(rows, await timesheetRepository.listEntries(db, ids));
  }
  return pageOf(
    dtos.map((dto, i) => withPlacement(dto, rows[i]!.placement)),
    total,
    query,
  );
}

/** Why a conditional UPDATE matched no row: missing/invisible (404), own (403) or wrong state (409). */
async function explainNoTransition(tx: DbOrTx, caller: Caller, id: string, options: { approval: boolean }): Promise<never> {
  const row = await visibleTimesheet(tx, caller, id);
  if (options.approval && isSelf(caller, row.employeeId)) throw new ForbiddenError('You cannot approve or reject your own timesheet');
  if (EDITABLE_TIMESHEET_STATUSES.includes(row.status as never) && !options.approval) {
    throw new ConflictError(mytimeRefusal(T.addEntryFirst));
  }
  throw new ConflictError(mytimeRefusal(options.approval ? T.decideOnlyWhenSubmitted : T.submitOnlyWhenEditable, { status: row.status }));
}

/**
 * Submits a Draft or Rejected timesheet that has at least one entry: Submitted, `submittedAt` now,
 * the previous rejection reason cleared. Owner, or an approver.
 * @throws NotFoundError when missing or not visible; ConflictError in another state or without entries.
 */
export async function submitTimesheet(db: Db, caller: Caller, id: string): Promise<Timesheet> {
  await db.transaction(async (tx) => {
    // The owner, or someone who may act on the owner's timesheets (checked against the line now);
    // ownership is part of the one conditional UPDATE otherwise.
    const row = await timesheetRepository.findById(tx, id);
    const access = row ? await accessTo(tx, caller, row.employeeId, mayActOnTimesheetsOf) : undefined;
    const onBehalf = access !== undefined && !access.own && access.allowed;
    const after = await timesheetRepository.transitionStatus(tx, id, EDITABLE_TIMESHEET_STATUSES, {
      status: 'Submitted',
      employeeId: onBehalf ? undefined : caller.user.id,
    });
    if (!after) return explainNoTransition(tx, caller, id, { approval: false });
    await writeAudit(tx, { actorId: caller.user.id, action: 'timesheet.submitted', entity: 'timesheet', entityId: id, after: { status: after.status } });
  });
  return getTimesheet(db, caller, id);
}

/** A decision on one timesheet: approve (with an optional comment) or reject with a reason. */
export type TimesheetDecision = { approve: true; approverId: string; comment?: string | undefined } | { approve: false; rejectorId: string; reason: string };

/**
 * Approves or rejects a Submitted timesheet of someone else in one conditional UPDATE with its audit
 * record; an approval keeps its optional comment. Of concurrent decisions exactly
 * one wins; the others get 409.
 * @throws ForbiddenError for non-approvers and for the owner; ValidationError when `actorId` is not the
 *   caller; NotFoundError when missing; ConflictError when not Submitted.
 */
export async function decideTimesheet(db: Db, caller: Caller, id: string, decision: TimesheetDecision): Promise<Timesheet> {
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesTimesheets(subject), MYTIME_DENIALS.approveTimesheets);
  if (decision.approve) assertOwnId(caller, 'approverId', decision.approverId);
  else assertOwnId(caller, 'rejectorId', decision.rejectorId);
  await decideOne(db, caller, subject, id, decision);
  // The caller with the delegators read above: the answer's visibility check does not read them again.
  return getTimesheet(db, subject, id);
}

/**
 * One decision in its own transaction, the caller's right to approve already checked: the rules of a
 * single decision (visible, not own, in the caller's line now, Submitted) and its audit record.
 */
async function decideOne(db: Db, caller: Caller, subject: Caller, id: string, decision: TimesheetDecision): Promise<void> {
  await db.transaction(async (tx) => {
    // The reporting line is read now, inside the decision's transaction.
    const { row, line } = await visibleTimesheetWithLine(tx, subject, id);
    const { own, authority } = await decisionOn(tx, subject, 'approve', 'timesheets', row.employeeId, line);
    if (!own) assertAllowed(authority !== null, MYTIME_DENIALS.notInLine);
    const after = await timesheetRepository.transitionStatus(
      tx,
      id,
      ['Submitted'],
      decision.approve
        ? { status: 'Approved', reviewerId: caller.user.id }
        : { status: 'Rejected', reviewerId: caller.user.id, rejectionReason: decision.reason },
    );
    if (!after) return explainNoTransition(tx, caller, id, { approval: true });
    const comment = decision.approve ? (decision.comment ?? null) : null;
    if (comment) await timesheetRepository.setApprovalComment(tx, id, comment);
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: decision.approve ? 'timesheet.approved' : 'timesheet.rejected',
      entity: 'timesheet',
      entityId: id,
      before: { status: 'Submitted' },
      after: { status: after.status, rejectionReason: after.rejectionReason, ...(comment ? { approvalComment: comment } : {}), ...onBehalfOf(caller, authority) },
    });
  });
}

/** The refusal code of a single approval's error; other errors are not refusals and propagate. */
function refusalOf(error: unknown): { code: BulkRefusalCode; reason: string } | undefined {
  if (error instanceof NotFoundError) return { code: 'not_found', reason: error.message };
  if (error instanceof ConflictError) return { code: 'not_submitted', reason: error.message };
  if (error instanceof ForbiddenError) return { code: error.message === MYTIME_DENIALS.notInLine ? 'not_in_line' : 'own_timesheet', reason: error.message };
  return undefined;
}

/**
 * Approves each of `ids` exactly as a single approval would (the same checks, each its own atomic
 * transition and audit record, so a concurrent decision on one of them wins or loses on its own) with
 * the same optional comment. One after the other, in the order asked.
 * @returns the ids approved now and, for each one left as it was, its code and the single approval's message.
 * @throws ForbiddenError when the caller does not approve timesheets at all (nothing is decided).
 */
export async function bulkApproveTimesheets(db: Db, caller: Caller, input: { ids: string[]; comment?: string | undefined }): Promise<BulkApproveResult> {
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesTimesheets(subject), MYTIME_DENIALS.approveTimesheets);
  const result: BulkApproveResult = { approved: [], refused: [], comment: input.comment ?? null };
  for (const id of input.ids) {
    try {
      await decideOne(db, caller, subject, id, { approve: true, approverId: caller.user.id, comment: input.comment });
      result.approved.push(id);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      result.refused.push({ id, ...refusal });
    }
  }
  return result;
}

/**
 * Takes back an approval (the Undo after Approve): the timesheet returns to Submitted, its review and
 * comment cleared, in one conditional UPDATE that matches only while it is Approved by the caller less
 * than `UNDO_APPROVAL_WINDOW_SECONDS` ago. Its audit record withdraws the approval's notification in the
 * same transaction (the notification's e-mail waits for the window, so none was sent).
 * @throws ForbiddenError for non-approvers and for anyone but the approver; NotFoundError when missing or
 *   not visible; ConflictError when not Approved or the window has passed.
 */
export async function undoTimesheetApproval(db: Db, caller: Caller, id: string): Promise<Timesheet> {
  const subject = await withDelegators(db, caller);
  assertAllowed(approvesTimesheets(subject), MYTIME_DENIALS.approveTimesheets);
  await db.transaction(async (tx) => {
    const after = await timesheetRepository.undoApproval(tx, id, caller.user.id, UNDO_APPROVAL_WINDOW_SECONDS);
    if (!after) {
      const row = await visibleTimesheet(tx, subject, id);
      if (row.status !== 'Approved') throw new ConflictError(mytimeRefusal(T.undoOnlyApproval, { status: row.status }));
      if (!row.reviewedById || !sameId(row.reviewedById, caller.user.id)) throw new ForbiddenError(mytimeRefusal(T.undoOnlyByApprover));
      throw new ConflictError(mytimeRefusal(T.undoTooLate));
    }
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'timesheet.approval_undone',
      entity: 'timesheet',
      entityId: id,
      before: { status: 'Approved' },
      after: { status: after.status },
    });
  });
  return getTimesheet(db, subject, id);
}
