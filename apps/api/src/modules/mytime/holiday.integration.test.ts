import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Holiday, HolidayCalendar, HolidayImportResult } from '@apps/contracts/mytime/holiday';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';

// Holiday calendars per office location, managed by Admin on mytime or all, imported from
// iCalendar or CSV files (every error with its line, nothing imported when any line is wrong).

let t: TestApp;
let mytimeAdmin: TestPerson;
let employee: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  mytimeAdmin = await t.createPerson({ roles: MYTIME.mytimeAdmin });
  employee = await t.createPerson({ roles: MYTIME.employee });
});

afterAll(async () => {
  await t.close();
});

/** An office location no other test uses. */
const office = () => `Office ${randomBytes(3).toString('hex')}`;

const add = (as: TestPerson, payload: object) => t.request({ method: 'POST', url: '/v1/mytime/holidays', as, payload });
const list = async (as: TestPerson, query: string) => envelope<Holiday[]>(await t.request({ method: 'GET', url: `/v1/mytime/holidays?${query}`, as })).data;
const importFile = (as: TestPerson, query: string, contentType: string, payload: string) =>
  t.request({ method: 'POST', url: `/v1/mytime/holidays/import?${query}`, as, headers: { 'content-type': contentType }, payload });

describe('holidays: add, edit, remove', () => {
  it('lets Admin on mytime add, edit and remove a holiday; one per calendar and date; every MyTime user reads them', async () => {
    const location = office();
    const created = await add(mytimeAdmin, { officeLocation: location, date: '2031-01-26', name: 'Republic Day' });
    expect(created.statusCode, created.body).toBe(201);
    const holiday = envelope<Holiday>(created).data;
    expect(holiday).toMatchObject({ officeLocation: location, date: '2031-01-26', name: 'Republic Day' });

    const twice = await add(mytimeAdmin, { officeLocation: location.toUpperCase(), date: '2031-01-26', name: 'Again' });
    expect(twice.statusCode).toBe(400);
    expect(envelope(twice).validationErrors).toHaveProperty('date');

    const edited = await t.request({
      method: 'PUT',
      url: `/v1/mytime/holidays/${holiday.id}`,
      as: mytimeAdmin,
      payload: { officeLocation: location, date: '2031-01-27', name: 'Republic Day (observed)' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await list(employee, `year=2031&officeLocation=${encodeURIComponent(location)}`)).toEqual([
      expect.objectContaining({ date: '2031-01-27', name: 'Republic Day (observed)' }),
    ]);

    const removed = await t.request({ method: 'DELETE', url: `/v1/mytime/holidays/${holiday.id}`, as: mytimeAdmin });
    expect(removed.statusCode).toBe(200);
    expect(await list(employee, `year=2031&officeLocation=${encodeURIComponent(location)}`)).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/v1/mytime/holidays/${holiday.id}`, as: mytimeAdmin })).statusCode).toBe(404);
  });

  it('refuses everyone but Admin on mytime or all (403) and bad input (400)', async () => {
    const refused = await add(employee, { officeLocation: null, date: '2031-05-01', name: 'May Day' });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).error).toBe("You don't have permission to manage holidays");
    const bad = await add(mytimeAdmin, { officeLocation: '  ', date: '2031-02-30', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).validationErrors ?? {}).sort()).toEqual(['date', 'name', 'officeLocation']);
    expect((await t.request({ method: 'GET', url: '/v1/mytime/holidays/calendars?year=2031', as: employee })).statusCode).toBe(403);
  });

  it('lists the calendars: the default, offices with holidays and offices of active people', async () => {
    const location = office();
    await add(mytimeAdmin, { officeLocation: location, date: '2031-03-01', name: 'Founders Day' });
    const person = await t.createPerson({ roles: MYTIME.employee });
    await t.app.db.execute(`update users set office_location = '${location.toLowerCase()}' where id = '${person.id}'`);
    const calendars = envelope<HolidayCalendar[]>(await t.request({ method: 'GET', url: '/v1/mytime/holidays/calendars?year=2031', as: mytimeAdmin })).data;
    expect(calendars[0]).toMatchObject({ officeLocation: null });
    expect(calendars.find((c) => c.officeLocation === location)).toEqual({ officeLocation: location, peopleCount: 1, holidayCount: 1, followsDefault: false });
  });
});

describe('POST /v1/mytime/holidays/import', () => {
  it('imports a CSV year, replacing the calendar\'s holidays of that year; dryRun changes nothing', async () => {
    const location = office();
    await add(mytimeAdmin, { officeLocation: location, date: '2032-12-31', name: 'Old entry' });
    const csv = 'name,date\r\nRepublic Day,2032-01-26\r\n"Holi, festival of colours",2032-03-22\r\n\r\nChristmas Day,2032-12-25\r\n';
    const query = `year=2032&officeLocation=${encodeURIComponent(location)}`;
    const preview = await importFile(mytimeAdmin, `${query}&dryRun=true`, 'text/csv', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(envelope<HolidayImportResult>(preview).data).toMatchObject({ dryRun: true, removed: 1 });
    expect(await list(employee, `year=2032&officeLocation=${encodeURIComponent(location)}`)).toHaveLength(1);

    const done = await importFile(mytimeAdmin, query, 'text/csv', csv);
    expect(done.statusCode, done.body).toBe(200);
    expect((await list(employee, `year=2032&officeLocation=${encodeURIComponent(location)}`)).map((h) => [h.date, h.name])).toEqual([
      ['2032-01-26', 'Republic Day'],
      ['2032-03-22', 'Holi, festival of colours'],
      ['2032-12-25', 'Christmas Day'],
    ]);
  });

  it('answers every error of a malformed CSV file with its line and imports nothing', async () => {
    const location = office();
    const csv = [
      'date,name',
      '2033-01-26,Republic Day',
      '26/01/2033,Wrong format',
      '2032-08-15,Last year',
      '2033-01-26,Same day again',
      '2033-10-02,',
      '2033-12-25,Christmas,extra',
    ].join('\n');
    const response = await importFile(mytimeAdmin, `year=2033&officeLocation=${encodeURIComponent(location)}`, 'text/csv', csv);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {})).toEqual(['line 3', 'line 7', 'line 4', 'line 5', 'line 6']);
    expect(await list(employee, `year=2033&officeLocation=${encodeURIComponent(location)}`)).toEqual([]);
  });

  it('imports an iCalendar file: all-day events, a two-day event, a yearly rule; folded lines', async () => {
    const location = office();
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Holidays//EN',
      'BEGIN:VEVENT',
      'UID:1@test',
      'DTSTART;VALUE=DATE:20340126',
      'SUMMARY:Republic',
      '  Day',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:2@test',
      'DTSTART;VALUE=DATE:20301225',
      'RRULE:FREQ=YEARLY',
      'SUMMARY:Christmas Day',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:3@test',
      'DTSTART;VALUE=DATE:20341110',
      'DTEND;VALUE=DATE:20341112',
      'SUMMARY:Diwali',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const response = await importFile(mytimeAdmin, `year=2034&officeLocation=${encodeURIComponent(location)}`, 'text/calendar', ics);
    expect(response.statusCode, response.body).toBe(200);
    expect((await list(employee, `year=2034&officeLocation=${encodeURIComponent(location)}`)).map((h) => [h.date, h.name])).toEqual([
      ['2034-01-26', 'Republic Day'],
      ['2034-11-10', 'Diwali'],
      ['2034-11-11', 'Diwali'],
      ['2034-12-25', 'Christmas Day'],
    ]);
  });

  it('answers every error of a malformed iCalendar file with its line and imports nothing', async () => {
    const location = office();
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART:20350126T090000Z',
      'SUMMARY:Has a time',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'SUMMARY:No start',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20340815',
      'SUMMARY:Wrong year',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20351002',
      'SUMMARY:Fine',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const response = await importFile(mytimeAdmin, `year=2035&officeLocation=${encodeURIComponent(location)}`, 'text/calendar', ics);
    expect(response.statusCode, response.body).toBe(400);
    const errors = envelope(response).validationErrors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['line 11', 'line 4', 'line 7']);
    expect(await list(employee, `year=2035&officeLocation=${encodeURIComponent(location)}`)).toEqual([]);

    const garbled = await importFile(mytimeAdmin, 'year=2035', 'text/calendar', 'BEGIN:VCALENDAR\nthis is not a line\nBEGIN:VEVENT\nalso wrong\nEND:VCALENDAR');
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(envelope(garbled).validationErrors ?? {})).toEqual(expect.arrayContaining(['line 2', 'line 4', 'line 5']));
  });

  it('is for Admin on mytime or all only', async () => {
    expect((await importFile(employee, 'year=2036', 'text/csv', 'date,name\n2036-01-01,New Year')).statusCode).toBe(403);
  });
});
