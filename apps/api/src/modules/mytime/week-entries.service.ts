import type { z } from 'zod';
import { MAX_HOURS_PER_DAY, fromHalfHours, toHalfHours } from '@apps/contracts/mytime/hours';
import { mayActOnTimesheetsOf } from '@apps/contracts/mytime/mytime.policy';
import { EDITABLE_TIMESHEET_STATUSES, MAX_ENTRIES_PER_TIMESHEET, type Timesheet } from '@apps/contracts/mytime/timesheet';
import type { SaveWeekEntriesSchema } from '@apps/contracts/mytime/week-entries';
import { isSelf } from '@apps/contracts/core/policy';
import { sameId } from '@apps/contracts/common';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type ErrorText } from '../../lib/errors';
import { formatDateIn, formatDateRangeIn } from '../../lib/i18n';
import { mytimeRefusal, projectStatusName, timesheetRefusals as T } from './refusal.messages';
import { allowedInLine } from '../authority/reporting-line.service';
import { allowsBillable } from '@apps/contracts/mytime/project.values';
import * as projectRepository from './project.repository';
import { getTimesheet } from './timesheet.service';
import * as timesheetRepository from './timesheet.repository';
import type { EntryValues, TimeEntryRow } from './timesheet.repository';

/** A validated week-grid batch. */
export type SaveWeekEntriesInput = z.output<typeof SaveWeekEntriesSchema>;

type Change = SaveWeekEntriesInput['entries'][number];

/**
 * Locks the timesheet for the transaction (form saves and other grid saves of the same week queue
 * behind it, which keeps the 24-hours-per-day rule race-free) and checks the caller is its owner and
 * it is Draft or Rejected.
 * @throws NotFoundError when missing or not visible; ForbiddenError for someone who sees it but does not
 *   own it; ConflictError when not editable.
 */
async function lockOwnEditable(tx: Tx, caller: Caller, timesheetId: string) {
  const timesheet = await timesheetRepository.lockById(tx, timesheetId);
  if (!timesheet) throw new NotFoundError('Timesheet');
  if (!isSelf(caller, timesheet.employeeId)) {
    if (await allowedInLine(tx, caller, timesheet.employeeId, mayActOnTimesheetsOf)) {
      throw new ForbiddenError(mytimeRefusal(T.weekGridOwnerOnly));
    }
    throw new NotFoundError('Timesheet');
  }
  if (!EDITABLE_TIMESHEET_STATUSES.includes(timesheet.status)) {
    throw new ConflictError(mytimeRefusal(T.entriesLocked, { status: timesheet.status }));
  }
  return timesheet;
}

const sameValues = (row: TimeEntryRow, change: Change) =>
  row.date === change.date &&
  sameId(row.projectId, change.projectId) &&
  row.taskDescription === change.taskDescription &&
  Number(row.hours) === change.hours &&
  row.category === change.category &&
  row.isBillable === change.isBillable;

const valuesOf = (change: Change): EntryValues => ({
  date: change.date,
  projectId: change.projectId,
  taskDescription: change.taskDescription,
  hours: change.hours,
  category: change.category,
  isBillable: change.isBillable,
});

/** What the batch does once checked: the writes, and the entries of the week afterwards. */
interface Plan {
  inserts: Array<{ index: number; values: EntryValues }>;
  updates: Array<{ index: number; id: string; values: EntryValues }>;
  removals: string[];
}

/**
 * Ids: each names an entry of this timesheet (404 otherwise, as `PUT .../entries/{entryId}` answers),
 * at most once in the whole batch (400 on the second mention).
 */
function checkIds(input: SaveWeekEntriesInput, existing: Map<string, TimeEntryRow>, errors: Record<string, ErrorText[]>): void {
  const seen = new Set<string>();
  const claim = (id: string, field: string) => {
    if (!existing.has(id)) throw new NotFoundError('Time entry');
    if (seen.has(id)) (errors[field] ??= []).push(mytimeRefusal(T.namedTwice));
    seen.add(id);
  };
  input.entries.forEach((change, index) => change.id && claim(change.id, `entries.${index}.id`));
  input.removedEntryIds.forEach((id, index) => claim(id, `removedEntryIds.${index}`));
}

/**
 * Plans the batch and checks every rule on it, naming the item of
 * each error: dates inside the week, Active projects for what changes, no billable hours on a
 * Non-billable project, at most 100 entries, and at most
 * 24 hours per person per day on the week as it would be (its other entries and other timesheets included).
 */
async function plan(
  tx: Tx,
  timesheet: { id: string; employeeId: string; weekStartDate: string; weekEndDate: string },
  input: SaveWeekEntriesInput,
): Promise<Plan> {
  const existing = new Map((await timesheetRepository.listEntries(tx, [timesheet.id])).map((row) => [row.id, row]));
  const errors: Record<string, ErrorText[]> = {};
  checkIds(input, existing, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const result: Plan = { inserts: [], updates: [], removals: [...input.removedEntryIds] };
  const changed: Array<{ index: number; change: Change }> = [];
  input.entries.forEach((change, index) => {
    const row = change.id ? existing.get(change.id) : undefined;
    if (row && sameValues(row, change)) return;
    changed.push({ index, change });
    if (change.id) result.updates.push({ index, id: change.id, values: valuesOf(change) });
    else result.inserts.push({ index, values: valuesOf(change) });
  });

  const projects = new Map((await projectRepository.statusesOf(tx, [...new Set(changed.map((c) => c.change.projectId))])).map((p) => [p.id, p]));
  for (const { index, change } of changed) {
    if (change.date < timesheet.weekStartDate || change.date > timesheet.weekEndDate) {
      errors[`entries.${index}.date`] = [
        mytimeRefusal(T.dateInWeek, (language) => ({ week: formatDateRangeIn(language, timesheet.weekStartDate, timesheet.weekEndDate) })),
      ];
    }
    const project = projects.get(change.projectId);
    if (!project) errors[`entries.${index}.projectId`] = [mytimeRefusal(T.noSuchProject)];
    else if (project.status !== 'Active') {
      errors[`entries.${index}.projectId`] = [mytimeRefusal(T.projectNotActive, (language) => ({ name: project.name, status: projectStatusName(language, project.status) }))];
    } else if (change.isBillable && !allowsBillable(project.billingType)) {
      errors[`entries.${index}.isBillable`] = [mytimeRefusal(T.nonBillableProject, { name: project.name })];
    }
  }
  const count = existing.size - result.removals.length + result.inserts.length;
  if (count > MAX_ENTRIES_PER_TIMESHEET) errors.entries = [mytimeRefusal(T.maxEntriesAfterSave, { max: String(MAX_ENTRIES_PER_TIMESHEET), count: String(count) })];
  if (Object.keys(errors).length === 0) await checkDayLimit(tx, timesheet, existing, input, changed, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return result;
}

/** The 24-hours-per-day rule on the week as the batch would leave it; errors under each changed cell of a day over it. */
async function checkDayLimit(
  tx: Tx,
  timesheet: { id: string; employeeId: string; weekStartDate: string; weekEndDate: string },
  existing: Map<string, TimeEntryRow>,
  input: SaveWeekEntriesInput,
  changed: Array<{ index: number; change: Change }>,
  errors: Record<string, ErrorText[]>,
): Promise<void> {
  const replaced = new Set([...input.removedEntryIds, ...input.entries.flatMap((change) => (change.id ? [change.id] : []))]);
  const perDay = await timesheetRepository.halfHoursByDayElsewhere(
    tx,
    timesheet.employeeId,
    { from: timesheet.weekStartDate, to: timesheet.weekEndDate },
    timesheet.id,
  );
  const add = (date: string, hours: number) => perDay.set(date, (perDay.get(date) ?? 0) + toHalfHours(hours));
  for (const row of existing.values()) if (!replaced.has(row.id)) add(row.date, Number(row.hours));
  for (const change of input.entries) add(change.date, change.hours);
  for (const { index, change } of changed) {
    const total = perDay.get(change.date) ?? 0;
    if (total > toHalfHours(MAX_HOURS_PER_DAY)) {
      (errors[`entries.${index}.hours`] ??= []).push(
        mytimeRefusal(T.hoursPerDayAfterSave, (language) => ({
          max: String(MAX_HOURS_PER_DAY),
          total: String(fromHalfHours(total)),
          date: formatDateIn(language, change.date),
        })),
      );
    }
  }
}

/**
 * Saves a batch of week-grid changes to the caller's own Draft or Rejected timesheet, all or nothing
 * (`PUT /v1/mytime/timesheets/{id}/entries`). Items whose values equal
 * the stored entry are not written. One audit record for the batch.
 * @returns the timesheet with its entries and totals (hours).
 * @throws NotFoundError (timesheet, or an id not of its entries), ForbiddenError (not the owner), ConflictError
 *   (not editable), ValidationError with fields `entries.N.date|projectId|hours|id`, `removedEntryIds.N`, `entries`.
 */
export async function saveWeekEntries(db: Db, caller: Caller, timesheetId: string, input: SaveWeekEntriesInput): Promise<Timesheet> {
  await db.transaction(async (tx) => {
    const timesheet = await lockOwnEditable(tx, caller, timesheetId);
    const writes = await plan(tx, timesheet, input);
    if (writes.inserts.length + writes.updates.length + writes.removals.length === 0) return;
    const removed = await timesheetRepository.deleteEntries(tx, timesheetId, writes.removals);
    const updated = await timesheetRepository.updateEntries(tx, timesheetId, writes.updates);
    const added = await timesheetRepository.insertEntries(tx, timesheetId, writes.inserts.map((insert) => insert.values));
    await timesheetRepository.touch(tx, timesheetId);
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'time_entries.saved',
      entity: 'timesheet',
      entityId: timesheetId,
      before: { removed },
      after: { added, updated },
    });
  });
  return getTimesheet(db, caller, timesheetId);
}
