import type { z } from 'zod';
import {
  HOLIDAY_IMPORT_READ_SECONDS,
  type CreateHolidaySchema,
  type Holiday,
  type HolidayCalendar,
  type HolidayImportResult,
  type TeamHoliday,
} from '@apps/contracts/mytime/holiday';
import { mayReadTeam } from '../authority/reporting-line.service';
import { teamMemberIds } from './mytime-people.repository';
import { managesHolidays, MYTIME_DENIALS } from '@apps/contracts/mytime/mytime.policy';
import type { Db, DbOrTx } from '../../db/client';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { localizeLineErrors } from '../../lib/line-error-texts';
import { holidayImportTexts } from './holiday-import.texts';
import { formatDateIn } from '../../lib/i18n';
import { mytimeRefusal, timesheetRefusals as T } from './refusal.messages';
import { workerModule, type FileParsePool } from '../../lib/file-parse-pool';
import type * as HolidayImportParse from './holiday-import.parse';
import * as holidayRepository from './holiday.repository';
import type { HolidayRow } from './holiday.repository';

/** A validated holiday body (date as `YYYY-MM-DD`). */
export type SaveHolidayInput = z.output<typeof CreateHolidaySchema>;

/** The parse functions, as the file-parse pool's threads load them. */
const HOLIDAY_IMPORT_PARSE = workerModule<typeof HolidayImportParse>(import.meta.url, 'holiday-import.parse');

/** Holiday row -> `Holiday` DTO. */
function toHolidayDto(row: HolidayRow): Holiday {
  return {
    id: row.id,
    officeLocation: row.officeLocation,
    date: row.date,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function assertMayManage(caller: Caller): void {
  assertAllowed(managesHolidays(caller), MYTIME_DENIALS.manageHolidays);
}

/** "<calendar> already has a holiday on <date>", in the requester's language. */
const holidayTaken = (officeLocation: string | null, date: string) =>
  officeLocation === null
    ? mytimeRefusal(T.holidayTakenDefault, (language) => ({ date: formatDateIn(language, date) }))
    : mytimeRefusal(T.holidayTakenAt, (language) => ({ location: officeLocation, date: formatDateIn(language, date) }));

/** Holidays of a year, of every calendar or of one; every MyTime user may read them. */
export async function listHolidays(db: Db, query: { year: number; officeLocation?: string }): Promise<Holiday[]> {
  return (await holidayRepository.listByYear(db, query.year, query.officeLocation)).map(toHolidayDto);
}

/**
 * The caller's own holidays from `from` to `to`: their office's calendar when it has any
 * holiday, else the default calendar's; the days their leave counts skip. Every MyTime user.
 */
export async function listMyHolidays(db: Db, caller: Caller, query: { from: string; to: string }): Promise<Holiday[]> {
  return (await holidayRepository.listOfPerson(db, caller.id, query.from, query.to)).map(toHolidayDto);
}

/**
 * The holidays of each member of team `teamId` (the manager and their direct reports) from `from` to
 * `to`, each from the member's own calendar: what the team calendar shows beside leave. Readable by
 * whoever reads the team's calendar (`mayReadTeam`).
 * @throws ForbiddenError for anyone else.
 */
export async function listTeamHolidays(db: Db, caller: Caller, query: { teamId: string; from: string; to: string }): Promise<TeamHoliday[]> {
  assertAllowed(await mayReadTeam(db, caller, query.teamId), MYTIME_DENIALS.teamCalendar);
  const members = await teamMemberIds(db, query.teamId);
  return holidayRepository.listOfPeople(db, members, query.from, query.to);
}

/**
 * The calendars with their people and holidays of `year` (Admin on mytime or all).
 * @throws ForbiddenError for other callers.
 */
export async function listHolidayCalendars(db: Db, caller: Caller, year: number): Promise<HolidayCalendar[]> {
  assertMayManage(caller);
  return holidayRepository.listCalendars(db, year);
}

/**
 * Adds a holiday to a calendar (Admin on mytime or all). An office already spelled in
 * another case keeps that spelling. Leave requested before keeps its `totalDays`.
 * @throws ForbiddenError for other callers; ValidationError `date` when the calendar has a holiday that day.
 */
export async function createHoliday(db: Db, caller: Caller, input: SaveHolidayInput): Promise<Holiday> {
  assertMayManage(caller);
  return db.transaction(async (tx) => {
    const officeLocation = await holidayRepository.calendarSpelling(tx, spelled(input.officeLocation));
    const created = await holidayRepository.insert(tx, { ...input, officeLocation });
    if (!created) throw new ValidationError({ date: [holidayTaken(officeLocation, input.date)] });
    await writeAudit(tx, { actorId: caller.user.id, action: 'holiday.created', entity: 'holiday', entityId: created.id, after: created });
    return toHolidayDto(created);
  });
}

/**
 * Replaces a holiday's calendar, date and name (Admin on mytime or all).
 * @throws ForbiddenError; NotFoundError; ValidationError `date` when the calendar has another holiday that day.
 */
export async function updateHoliday(db: Db, caller: Caller, id: string, input: SaveHolidayInput): Promise<Holiday> {
  assertMayManage(caller);
  return db.transaction(async (tx) => {
    const before = await holidayRepository.findById(tx, id);
    if (!before) throw new NotFoundError('Holiday');
    const officeLocation = await holidayRepository.calendarSpelling(tx, spelled(input.officeLocation));
    if (await holidayRepository.findOnDate(tx, officeLocation, input.date, id)) {
      throw new ValidationError({ date: [holidayTaken(officeLocation, input.date)] });
    }
    const after = await holidayRepository.update(tx, id, { ...input, officeLocation });
    if (!after) throw new NotFoundError('Holiday');
    await writeAudit(tx, { actorId: caller.user.id, action: 'holiday.updated', entity: 'holiday', entityId: id, before, after });
    return toHolidayDto(after);
  });
}

/**
 * Removes a holiday (Admin on mytime or all).
 * @throws ForbiddenError; NotFoundError.
 */
export async function deleteHoliday(db: Db, caller: Caller, id: string): Promise<Holiday> {
  assertMayManage(caller);
  return db.transaction(async (tx) => {
    const removed = await holidayRepository.remove(tx, id);
    if (!removed) throw new NotFoundError('Holiday');
    await writeAudit(tx, { actorId: caller.user.id, action: 'holiday.deleted', entity: 'holiday', entityId: id, before: removed });
    return toHolidayDto(removed);
  });
}

/**
 * What replacing `existing` with `incoming` changes, by date: dates only in the file are added, dates
 * in both with another name are changed, dates only in the calendar are removed.
 */
export function importChanges(
  existing: ReadonlyArray<{ date: string; name: string }>,
  incoming: ReadonlyArray<{ date: string; name: string }>,
): HolidayImportResult['changes'] {
  const before = new Map(existing.map((h) => [h.date, h.name]));
  const after = new Map(incoming.map((h) => [h.date, h.name]));
  const byDate = <T extends { date: string }>(list: T[]) => list.sort((a, b) => a.date.localeCompare(b.date));
  return {
    added: byDate(incoming.filter((h) => !before.has(h.date)).map(({ date, name }) => ({ date, name }))),
    changed: byDate(
      incoming.filter((h) => before.has(h.date) && before.get(h.date) !== h.name).map((h) => ({ date: h.date, before: before.get(h.date)!, after: h.name })),
    ),
    removed: byDate(existing.filter((h) => !after.has(h.date)).map(({ date, name }) => ({ date, name }))),
  };
}

/** An office as a calendar stores it: trimmed, inner runs of spaces as one (null stays the default). */
function spelled(officeLocation: string | null): string | null {
  return officeLocation === null ? null : officeLocation.replace(/ +/g, ' ').replace(/^ | $/g, '');
}

/**
 * Imports a year of one calendar from an iCalendar or CSV file (Admin on mytime or all):
 * the file's holidays replace the calendar's holidays of `year`, in one transaction. The whole file is
 * checked first, in a worker thread of `parser` within `HOLIDAY_IMPORT_READ_SECONDS`; any error
 * answers every error keyed `line N` (or `file`) and nothing changes. `dryRun` answers the same
 * result without writing.
 * @throws ForbiddenError; ValidationError with the file's errors; AppError 413 for a file past a limit
 *   (holiday lines or events, columns, line length), 400 past the time budget, 503 when the pool is full.
 */
export async function importHolidays(
  db: Db,
  caller: Caller,
  input: { text: string; mediaType: 'text/calendar' | 'text/csv'; officeLocation: string | null; year: number; dryRun: boolean },
  parser: FileParsePool,
): Promise<HolidayImportResult> {
  assertMayManage(caller);
  const read = input.mediaType === 'text/calendar' ? 'readHolidayIcs' : 'readHolidayCsv';
  const outcome = await parser.run(HOLIDAY_IMPORT_PARSE, read, [input.text, input.year], HOLIDAY_IMPORT_READ_SECONDS);
  if (!outcome.ok) {
    const errors = localizeLineErrors(outcome.errors, holidayImportTexts);
    if (outcome.overLimit) throw new AppError(413, errors.file?.[0] ?? 'The file is too large', errors);
    throw new ValidationError(errors);
  }
  const list = [...outcome.holidays].sort((a, b) => a.date.localeCompare(b.date)).map(({ date, name }) => ({ date, name }));
  return db.transaction(async (tx) => {
    const officeLocation = await holidayRepository.calendarSpelling(tx, spelled(input.officeLocation));
    const existing = await holidayRepository.listByYear(tx, input.year, officeLocation);
    const changes = importChanges(existing, list);
    const result = { officeLocation, year: input.year, dryRun: input.dryRun, removed: existing.length, holidays: list, changes };
    if (input.dryRun) return result;
    await holidayRepository.replaceYear(tx, officeLocation, input.year, list);
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'holiday.imported',
      entity: 'holiday_calendar',
      entityId: `${officeLocation ?? 'default'}:${input.year}`,
      before: { officeLocation, year: input.year, holidays: existing.map(({ date, name }) => ({ date, name })) },
      after: { officeLocation, year: input.year, holidays: list },
    });
    return result;
  });
}

/**
 * The dates of the person's holidays from `start` to `end`: their office's calendar when it
 * has any holiday, else the default calendar's. What leave day counts skip.
 */
export async function holidayDatesOf(db: DbOrTx, employeeId: string, start: string, end: string): Promise<string[]> {
  return (await holidayRepository.listOfPerson(db, employeeId, start, end)).map((holiday) => holiday.date);
}
