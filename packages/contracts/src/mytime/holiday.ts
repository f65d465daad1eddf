import { z } from 'zod';
import { IdSchema, oneLineText, queryFlag, requiredText, storableText, TimestampSchema } from '../common';
import { CalendarDateSchema, calendarDateInput, daysBetween } from './calendar';

/**
 * Holiday calendars of MyTime. A calendar is an office location: a person's holidays are
 * those of the calendar named like their `officeLocation` (without regard to case), else those of the
 * default calendar (`officeLocation: null`). Admin on mytime or all manages them; every MyTime user reads.
 */

export { officeKey } from './office';

/** The longest office location name, as on users. */
export const OFFICE_LOCATION_MAX = 200;

/** An office location naming a calendar, or null for the default calendar. */
export const CalendarLocationSchema = oneLineText(OFFICE_LOCATION_MAX, 'Office location must not be blank (use null for the default calendar)').nullable();

/** A holiday. `officeLocation` null: the default calendar. */
export const HolidaySchema = z.object({
  id: IdSchema,
  officeLocation: z.string().nullable(),
  date: CalendarDateSchema,
  name: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Holiday = z.infer<typeof HolidaySchema>;

/** Body of `POST /v1/mytime/holidays`. */
export const CreateHolidaySchema = z.object({
  officeLocation: CalendarLocationSchema.default(null),
  date: calendarDateInput(),
  name: oneLineText(200, 'Name is required'),
});
export type CreateHoliday = z.input<typeof CreateHolidaySchema>;

/** Body of `PUT /v1/mytime/holidays/{id}`: the whole holiday. */
export const UpdateHolidaySchema = CreateHolidaySchema;

/** Query of `GET /v1/mytime/holidays`: one year, every calendar, or one (`officeLocation`; `default=true` for the default). */
export const HolidaysQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2199),
  officeLocation: requiredText(OFFICE_LOCATION_MAX, 'Office location must not be blank').optional(),
});

/** The longest range `GET /v1/mytime/holidays/mine` answers, in days (a leave request stays in one year). */
export const MY_HOLIDAYS_MAX_RANGE_DAYS = 366;

/**
 * Query of `GET /v1/mytime/holidays/mine`: the caller's own holidays from `from` to `to`
 * (`YYYY-MM-DD`, both included, at most `MY_HOLIDAYS_MAX_RANGE_DAYS` days): what their leave counts skip.
 */
export const MyHolidaysQuerySchema = z
  .object({ from: calendarDateInput(), to: calendarDateInput() })
  .superRefine((query, ctx) => {
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (daysBetween(query.from, query.to) + 1 > MY_HOLIDAYS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MY_HOLIDAYS_MAX_RANGE_DAYS} days from from` });
    }
  });
export type MyHolidaysQuery = z.infer<typeof MyHolidaysQuerySchema>;

/** One calendar in `GET /v1/mytime/holidays/calendars`: its location (null: default), its people and holidays of the year. */
export const HolidayCalendarSchema = z.object({
  officeLocation: z.string().nullable(),
  /**
   * Active people of this office, offices matched by `officeKey`; for the default calendar, everyone
   * it gives holidays to (whose office has no holidays of its own, or who have no office).
   */
  peopleCount: z.number().int(),
  holidayCount: z.number().int(),
  /** An office without holidays of its own in any year: its people take the default calendar's (false for the default itself). */
  followsDefault: z.boolean(),
});
export type HolidayCalendar = z.infer<typeof HolidayCalendarSchema>;

/** Query of `GET /v1/mytime/holidays/calendars`. */
export const HolidayCalendarsQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2199) });

/** The media types the import reads: iCalendar (RFC 5545) or CSV (`date,name`). */
export const HOLIDAY_IMPORT_MEDIA_TYPES = ['text/calendar', 'text/csv'] as const;

/** The largest import file, in bytes (1 MiB: a year of holidays is a few kilobytes). */
export const HOLIDAY_IMPORT_MAX_BYTES = 1024 * 1024;

/** The most holidays one import may carry. */
export const HOLIDAY_IMPORT_MAX_HOLIDAYS = 366;

/**
 * The most holiday lines of a CSV file and events of an iCalendar file: each gives at least one
 * holiday of the year, so a file with more can never be imported.
 */
export const HOLIDAY_IMPORT_MAX_ENTRIES = HOLIDAY_IMPORT_MAX_HOLIDAYS;

/** The most cells a line of a CSV file may have (`date,name` and a few more, each reported). */
export const HOLIDAY_IMPORT_MAX_COLUMNS = 20;

/** The most characters of one line's cells together in a CSV file. */
export const HOLIDAY_IMPORT_MAX_LINE_CHARS = 10_000;

/** How long reading the file may take, in seconds (a year of holidays takes a few milliseconds). */
export const HOLIDAY_IMPORT_READ_SECONDS = 3;

/** The import's limits and what it answers past each (413, keyed `file`): the file is refused whole. */
export const HOLIDAY_IMPORT_LIMIT_MESSAGES = {
  tooLarge: 'The file is too large (at most 1 MB)',
  tooManyLines: `The file has more than ${HOLIDAY_IMPORT_MAX_ENTRIES} holiday lines; a year has at most ${HOLIDAY_IMPORT_MAX_HOLIDAYS} holidays`,
  tooManyEvents: `The file has more than ${HOLIDAY_IMPORT_MAX_ENTRIES} events; a year has at most ${HOLIDAY_IMPORT_MAX_HOLIDAYS} holidays`,
  tooManyColumns: (line: number) => `Line ${line} has more than ${HOLIDAY_IMPORT_MAX_COLUMNS} columns, the most a line may have`,
  lineTooLong: (line: number) => `Line ${line} is longer than ${new Intl.NumberFormat('en-US').format(HOLIDAY_IMPORT_MAX_LINE_CHARS)} characters, the most a line may have`,
} as const;

/** Query of `POST /v1/mytime/holidays/import`: the calendar (absent: default), the year, and `dryRun`. */
export const HolidayImportQuerySchema = z.object({
  officeLocation: requiredText(OFFICE_LOCATION_MAX, 'Office location must not be blank').optional(),
  year: z.coerce.number().int().min(1900).max(2199),
  dryRun: queryFlag().transform((value) => value === 'true'),
});

/** Body of `POST /v1/mytime/holidays/import`: the file's text. */
export const HolidayImportBodySchema = storableText('Send the file as the body (Content-Type: text/calendar or text/csv)').max(
  HOLIDAY_IMPORT_MAX_BYTES,
  HOLIDAY_IMPORT_LIMIT_MESSAGES.tooLarge,
);

/** The answer of an import: the calendar's holidays of the year as they are (or would be, `dryRun`) afterwards. */
export const HolidayImportResultSchema = z.object({
  officeLocation: z.string().nullable(),
  year: z.number().int(),
  dryRun: z.boolean(),
  /** Holidays of the year the import removes (those not in the file). */
  removed: z.number().int(),
  holidays: z.array(z.object({ date: CalendarDateSchema, name: z.string() })),
  /**
   * What the import changes in the year, by date: holidays only in the file (`added`), on a date that
   * has a holiday of another name (`changed`, with the name now and the file's), and only in the
   * calendar (`removed`). What the screen shows before asking to confirm.
   */
  changes: z.object({
    added: z.array(z.object({ date: CalendarDateSchema, name: z.string() })),
    changed: z.array(z.object({ date: CalendarDateSchema, before: z.string(), after: z.string() })),
    removed: z.array(z.object({ date: CalendarDateSchema, name: z.string() })),
  }),
});
export type HolidayImportResult = z.infer<typeof HolidayImportResultSchema>;

/**
 * One holiday of one member of a team (`GET /v1/mytime/holidays/team`): the holidays of each person's
 * office calendar (or the default calendar), so the team calendar shows who is off on which day.
 */
export const TeamHolidaySchema = z.object({
  employeeId: IdSchema,
  employeeName: z.string().nullable(),
  date: CalendarDateSchema,
  name: z.string(),
});
export type TeamHoliday = z.infer<typeof TeamHolidaySchema>;

/** Query of `GET /v1/mytime/holidays/team`: team `teamId` (a manager and their direct reports), `from` to `to` (at most 366 days). */
export const TeamHolidaysQuerySchema = z
  .object({ teamId: IdSchema, from: calendarDateInput(), to: calendarDateInput() })
  .superRefine((query, ctx) => {
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (daysBetween(query.from, query.to) + 1 > MY_HOLIDAYS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MY_HOLIDAYS_MAX_RANGE_DAYS} days from from` });
    }
  });
