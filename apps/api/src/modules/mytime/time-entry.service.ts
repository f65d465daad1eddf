import type { z } from 'zod';
import { MAX_HOURS_PER_DAY, fromHalfHours, toHalfHours } from '@apps/contracts/mytime/hours';
import {
  EDITABLE_TIMESHEET_STATUSES,
  MAX_ENTRIES_PER_TIMESHEET,
  type SaveTimeEntrySchema,
  type Timesheet,
} from '@apps/contracts/mytime/timesheet';
import type { Db, Tx } from '../../db/client';
import { mayActOnTimesheetsOf } from '@apps/contracts/mytime/mytime.policy';
import { allowedInLine } from '../authority/reporting-line.service';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError, type ErrorText } from '../../lib/errors';
import { formatDateIn, formatDateRangeIn } from '../../lib/i18n';
import { mytimeRefusal, projectStatusName, timesheetRefusals as T } from './refusal.messages';
import { allowsBillable } from '@apps/contracts/mytime/project.values';
import * as projectRepository from './project.repository';
import { getTimesheet } from './timesheet.service';
import * as timesheetRepository from './timesheet.repository';

/** A validated entry body (date as `YYYY-MM-DD`, hours in 0.5 steps). */
export type SaveTimeEntryInput = z.output<typeof SaveTimeEntrySchema>;

/**
 * Locks the timesheet for the rest of the transaction and checks the caller may change its entries:
 * visible to them, and Draft or Rejected. Entry changes and transitions of one timesheet therefore run
 * one after the other, and a submitted timesheet never gains an entry.
 */
async function lockEditable(tx: Tx, caller: Caller, timesheetId: string) {
  const timesheet = await timesheetRepository.lockById(tx, timesheetId);
  if (!timesheet || !(await allowedInLine(tx, caller, timesheet.employeeId, mayActOnTimesheetsOf))) throw new NotFoundError('Timesheet');
  if (!EDITABLE_TIMESHEET_STATUSES.includes(timesheet.status)) {
    throw new ConflictError(mytimeRefusal(T.entriesLocked, { status: timesheet.status }));
  }
  return timesheet;
}

/**
 * The rules of one entry: date inside the week, project
 * exists and is Active, no billable hours on a Non-billable project, and at most 24 hours per person per day across all their entries.
 * One timesheet per person and week and the lock of `lockEditable` make the day total race-free.
 */
async function checkEntry(
  tx: Tx,
  timesheet: { employeeId: string; weekStartDate: string; weekEndDate: string },
  input: SaveTimeEntryInput,
  exceptEntryId?: string,
): Promise<void> {
  const errors: Record<string, ErrorText[]> = {};
  if (input.date < timesheet.weekStartDate || input.date > timesheet.weekEndDate) {
    errors.date = [mytimeRefusal(T.dateInWeek, (language) => ({ week: formatDateRangeIn(language, timesheet.weekStartDate, timesheet.weekEndDate) }))];
  }
  const project = await projectRepository.findById(tx, input.projectId);
  if (!project) errors.projectId = [mytimeRefusal(T.noSuchProject)];
  else if (project.status !== 'Active') errors.projectId = [mytimeRefusal(T.projectNotActive, (language) => ({ name: project.name, status: projectStatusName(language, project.status) }))];
  else if (input.isBillable && !allowsBillable(project.billingType)) errors.isBillable = [mytimeRefusal(T.nonBillableProject, { name: project.name })];
  if (!errors.date) {
    const already = await timesheetRepository.halfHoursOnDay(tx, timesheet.employeeId, input.date, exceptEntryId);
    if (already + toHalfHours(input.hours) > toHalfHours(MAX_HOURS_PER_DAY)) {
      errors.hours = [
        mytimeRefusal(T.hoursPerDay, (language) => ({
          max: String(MAX_HOURS_PER_DAY),
          already: String(fromHalfHours(already)),
          date: formatDateIn(language, input.date),
        })),
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Adds an entry to a Draft or Rejected timesheet (SPEC.md section 7 POST /{id}/entries).
 * @returns the timesheet with its entries and totals.
 * @throws NotFoundError (missing or not visible), ConflictError (not editable, or 100 entries already),
 *   ValidationError (`date`, `projectId`, `hours`).
 */
export async function addTimeEntry(db: Db, caller: Caller, timesheetId: string, input: SaveTimeEntryInput): Promise<Timesheet> {
  await db.transaction(async (tx) => {
    const timesheet = await lockEditable(tx, caller, timesheetId);
    if ((await timesheetRepository.countEntries(tx, timesheetId)) >= MAX_ENTRIES_PER_TIMESHEET) {
      throw new ConflictError(mytimeRefusal(T.maxEntries, { max: String(MAX_ENTRIES_PER_TIMESHEET) }));
    }
    await checkEntry(tx, timesheet, input);
    const entry = await timesheetRepository.insertEntry(tx, timesheetId, input);
    await timesheetRepository.touch(tx, timesheetId);
    await writeAudit(tx, { actorId: caller.user.id, action: 'time_entry.added', entity: 'timesheet', entityId: timesheetId, after: entry });
  });
  return getTimesheet(db, caller, timesheetId);
}

/**
 * Replaces an entry of a Draft or Rejected timesheet (SPEC.md section 7 PUT /{id}/entries/{entryId}).
 * @throws NotFoundError (timesheet or entry), ConflictError (not editable), ValidationError as `addTimeEntry`.
 */
export async function updateTimeEntry(
  db: Db,
  caller: Caller,
  timesheetId: string,
  entryId: string,
  input: SaveTimeEntryInput,
): Promise<Timesheet> {
  await db.transaction(async (tx) => {
    const timesheet = await lockEditable(tx, caller, timesheetId);
    await checkEntry(tx, timesheet, input, entryId);
    const entry = await timesheetRepository.updateEntry(tx, timesheetId, entryId, input);
    if (!entry) throw new NotFoundError('Time entry');
    await timesheetRepository.touch(tx, timesheetId);
    await writeAudit(tx, { actorId: caller.user.id, action: 'time_entry.updated', entity: 'timesheet', entityId: timesheetId, after: entry });
  });
  return getTimesheet(db, caller, timesheetId);
}

/**
 * Removes an entry of a Draft or Rejected timesheet (SPEC.md section 7 DELETE /{id}/entries/{entryId}).
 * @throws NotFoundError (timesheet or entry), ConflictError (not editable).
 */
export async function deleteTimeEntry(db: Db, caller: Caller, timesheetId: string, entryId: string): Promise<Timesheet> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, caller, timesheetId);
    const entry = await timesheetRepository.deleteEntry(tx, timesheetId, entryId);
    if (!entry) throw new NotFoundError('Time entry');
    await timesheetRepository.touch(tx, timesheetId);
    await writeAudit(tx, { actorId: caller.user.id, action: 'time_entry.deleted', entity: 'timesheet', entityId: timesheetId, before: entry });
  });
  return getTimesheet(db, caller, timesheetId);
}
