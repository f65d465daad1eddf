import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@apps/contracts/common';
import {
  CreateHolidaySchema,
  HOLIDAY_IMPORT_LIMIT_MESSAGES,
  HOLIDAY_IMPORT_MAX_BYTES,
  HOLIDAY_IMPORT_MAX_COLUMNS,
  HOLIDAY_IMPORT_MAX_ENTRIES,
  HOLIDAY_IMPORT_MAX_LINE_CHARS,
  HOLIDAY_IMPORT_MEDIA_TYPES,
  HolidayCalendarSchema,
  HolidayCalendarsQuerySchema,
  HolidayImportBodySchema,
  HolidayImportQuerySchema,
  HolidayImportResultSchema,
  HolidaySchema,
  HolidaysQuerySchema,
  HOLIDAY_IMPORT_READ_SECONDS,
  MyHolidaysQuerySchema,
  TeamHolidaySchema,
  TeamHolidaysQuerySchema,
  UpdateHolidaySchema,
} from '@apps/contracts/mytime/holiday';
import { ok } from '../../lib/envelope';
import { fileParsePoolOf, fileTooLargeHandler } from '../../lib/file-parse-pool';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { createHoliday, deleteHoliday, importHolidays, listHolidayCalendars, listHolidays, listMyHolidays, listTeamHolidays, updateHoliday } from './holiday.service';
import { DATES_NOTE } from './mytime-docs';

const tags = ['mytime: holidays'];
const CALENDARS =
  "A calendar is an office location: a person's holidays are those of the calendar named like their `officeLocation` (without regard to case, " +
  'outer spaces and runs of inner spaces) when it has any holiday, else those of the default calendar (`officeLocation: null`).';
const MANAGERS = "Admin on mytime or all only (403 'You don't have permission to manage holidays').";

/** Holiday calendars under /v1/mytime/holidays. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const parser = fileParsePoolOf(app);
  for (const mediaType of HOLIDAY_IMPORT_MEDIA_TYPES) {
    app.addContentTypeParser(mediaType, { parseAs: 'string', bodyLimit: HOLIDAY_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  }

  app.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Holidays of a year, of every calendar or of one office location',
        description: `${CALENDARS} Every MyTime user may read them. By date.`,
        querystring: HolidaysQuerySchema,
        response: envelopeResponses(z.array(HolidaySchema)),
      },
    },
    async (request) => ok(request, await listHolidays(app.db, request.query)),
  );

  app.get(
    '/holidays/mine',
    {
      schema: {
        tags,
        summary: "The caller's own holidays in a range",
        description:
          `${CALENDARS} The holidays of the caller's calendar from \`from\` to \`to\` (both included, at most 366 days; 400 otherwise): ` +
          'the days their leave counts skip, so the Request Leave form can count a request as the server will. Every MyTime user. By date.',
        querystring: MyHolidaysQuerySchema,
        response: envelopeResponses(z.array(HolidaySchema)),
      },
    },
    async (request) => ok(request, await listMyHolidays(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/holidays/team',
    {
      schema: {
        tags,
        summary: "The holidays of each member of a team in a range",
        description:
          `${CALENDARS} Team \`teamId\`: the manager and their direct reports; each member's holidays from \`from\` to \`to\` (both included, ` +
          "at most 366 days; 400 otherwise) from their own calendar. Read by whoever reads the team's leave calendar (403 otherwise). By date.",
        querystring: TeamHolidaysQuerySchema,
        response: envelopeResponses(z.array(TeamHolidaySchema)),
      },
    },
    async (request) => ok(request, await listTeamHolidays(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/holidays/calendars',
    {
      schema: {
        tags,
        summary: 'The holiday calendars: the default and each office location, with people and holidays of a year',
        description: `${CALENDARS} Lists the default calendar, every office location with holidays and every office location of an active person. ${MANAGERS}`,
        querystring: HolidayCalendarsQuerySchema,
        response: envelopeResponses(z.array(HolidayCalendarSchema)),
      },
    },
    async (request) => ok(request, await listHolidayCalendars(app.db, callerOf(request), request.query.year)),
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Add a holiday to a calendar',
        description: `${CALENDARS} ${MANAGERS} 400 on \`date\` when the calendar already has a holiday that day. ${DATES_NOTE}`,
        body: CreateHolidaySchema,
        response: createdResponses(HolidaySchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createHoliday(app.db, callerOf(request), request.body))),
  );

  app.post(
    '/holidays/import',
    {
      bodyLimit: HOLIDAY_IMPORT_MAX_BYTES,
      errorHandler: fileTooLargeHandler(HOLIDAY_IMPORT_LIMIT_MESSAGES.tooLarge),
      schema: {
        tags,
        summary: 'Import a year of one calendar from an iCalendar (.ics) or CSV file',
        description:
          `${MANAGERS} Body: the file, \`Content-Type: text/calendar\` (all-day VEVENTs; SUMMARY is the name; a multi-day event gives each ` +
          'day; a recurring event its first occurrence in `year`) or `text/csv` (header `date,name`, dates `YYYY-MM-DD`), at most 1 MB and ' +
          `366 holidays. The holidays of \`year\` of the calendar (\`officeLocation\`, absent: the default calendar) are replaced by the file's. ` +
          'The whole file is checked first: any error answers 400 with every error keyed `line N` (or `file`) and nothing changes. ' +
          `413 names the limit a file is past: 1 MB, ${HOLIDAY_IMPORT_MAX_ENTRIES} holiday lines or events, ${HOLIDAY_IMPORT_MAX_COLUMNS} columns or ` +
          `${HOLIDAY_IMPORT_MAX_LINE_CHARS} characters on a CSV line; reading it may take ${HOLIDAY_IMPORT_READ_SECONDS} seconds (400 past that). ` +
          '503 when too many files are being read at once. `dryRun=true` answers the same result without changing anything. ' +
          '`changes` lists what the import adds, renames and removes, by date: the screen shows it and asks before importing.',
        consumes: [...HOLIDAY_IMPORT_MEDIA_TYPES],
        querystring: HolidayImportQuerySchema,
        body: HolidayImportBodySchema,
        response: envelopeResponses(HolidayImportResultSchema),
      },
    },
    async (request) => {
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'text/calendar' ? 'text/calendar' : 'text/csv';
      const { officeLocation, year, dryRun } = request.query;
      const input = { text: request.body, mediaType, officeLocation: officeLocation ?? null, year, dryRun } as const;
      return ok(request, await importHolidays(app.db, callerOf(request), input, parser));
    },
  );

  app.put(
    '/holidays/:id',
    {
      schema: {
        tags,
        summary: "Replace a holiday's calendar, date and name",
        description: `${MANAGERS} 404 when missing; 400 on \`date\` when the calendar has another holiday that day. ${DATES_NOTE}`,
        params: IdParamsSchema,
        body: UpdateHolidaySchema,
        response: envelopeResponses(HolidaySchema),
      },
    },
    async (request) => ok(request, await updateHoliday(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Remove a holiday',
        description: `${MANAGERS} 404 when missing. Leave requested earlier keeps its day count.`,
        params: IdParamsSchema,
        response: envelopeResponses(HolidaySchema),
      },
    },
    async (request) => ok(request, await deleteHoliday(app.db, callerOf(request), request.params.id)),
  );
};
