import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { whileLivezAnswers } from '../../../test/livez-probe';
import { MYTIME } from '../../../test/factories/mytime.factories';

// Hostile holiday files (POST /v1/mytime/holidays/import), on PGlite and PostgreSQL: each answers a 4xx
// naming what is wrong or the limit it passes, writes nothing, and never stalls the server: /livez
// answers within a second for as long as the import runs.

let t: TestApp;
let mytimeAdmin: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  mytimeAdmin = await t.createPerson({ roles: MYTIME.mytimeAdmin });
});

afterAll(async () => {
  await t.close();
});

/** An iCalendar file of `events`, each given as its content lines between BEGIN and END:VEVENT. */
function ics(events: string[][]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');
}

/** One event recurring by `rule` from 2030. */
const recurring = (rule: string) => ics([['UID:1@test', 'DTSTART;VALUE=DATE:20300101', `RRULE:${rule}`, 'SUMMARY:Hostile']]);

/**
 * Sends the file to a new calendar's 2031 (not a dry run, so a mistake would write), and while the
 * import is in flight asks `GET /livez` again and again, each within one second: the event loop stays
 * free whatever the file does. Checks that nothing was written.
 */
async function hostileImport(contentType: string, payload: string): Promise<LightMyRequestResponse> {
  const before = { holidays: await t.count('holidays'), audits: await t.count('audit_log') };
  const location = `Office ${randomBytes(3).toString('hex')}`;
  const response = await whileLivezAnswers(
    t,
    t.request({
      method: 'POST',
      url: `/v1/mytime/holidays/import?year=2031&officeLocation=${encodeURIComponent(location)}`,
      as: mytimeAdmin,
      headers: { 'content-type': contentType },
      payload,
    }),
  );
  expect({ holidays: await t.count('holidays'), audits: await t.count('audit_log') }).toEqual(before);
  return response;
}

describe('hostile holiday files', () => {
  it('answers a rule that never yields a date with a line error on its RRULE line', async () => {
    const response = await hostileImport('text/calendar', recurring('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toMatchObject({ 'line 6': ['The recurring event has no occurrence in 2031'] });
  });

  it('answers rules the calendar library cannot expand with a line error, not a 500', async () => {
    for (const rule of ['FREQ=WEEKLY;BYMONTHDAY=5', 'FREQ=SECONDLY']) {
      const response = await hostileImport('text/calendar', recurring(rule));
      expect(response.statusCode, rule).toBe(400);
      expect(envelope(response).validationErrors?.['line 6'], rule).toEqual([expect.stringMatching(/^The recurrence rule cannot be expanded: /)]);
    }
  });

  it('refuses an iCalendar file of 8,000 events (413, naming the limit)', async () => {
    const events = Array.from({ length: 8_000 }, (_, index) => [`UID:${index}@test`, 'DTSTART;VALUE=DATE:20310101', `SUMMARY:Day ${index}`]);
    const response = await hostileImport('text/calendar', ics(events));
    expect(response.statusCode).toBe(413);
    expect(envelope(response).error).toBe('The file has more than 366 events; a year has at most 366 holidays');
    expect(envelope(response).validationErrors).toEqual({ file: ['The file has more than 366 events; a year has at most 366 holidays'] });
  });

  it('refuses a file over 1 MB (413, naming the limit)', async () => {
    const response = await hostileImport('text/csv', `date,name\n${'2031-01-01,Holiday\n'.repeat(60_000)}`);
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ error: 'The file is too large (at most 1 MB)', validationErrors: { file: ['The file is too large (at most 1 MB)'] } });
  });

  it('refuses a CSV file whose header has 100,000 columns (413, naming the limit)', async () => {
    const response = await hostileImport('text/csv', `date,name${','.repeat(100_000)}\n2031-01-01,Holiday\n`);
    expect(response.statusCode).toBe(413);
    expect(envelope(response).error).toBe('Line 1 has more than 20 columns, the most a line may have');
  });

  it('stops reading a file past the time budget (400 naming it) and frees the thread for the next import', async () => {
    const events = Array.from({ length: 300 }, (_, index) => [`UID:${index}@test`, 'DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY', `SUMMARY:Day ${index}`]);
    const response = await hostileImport('text/calendar', ics(events));
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      error: 'Reading the file took longer than 3 seconds, the limit; nothing was imported',
      validationErrors: { file: ['Reading the file took longer than 3 seconds, the limit; nothing was imported'] },
    });
    const next = await t.request({
      method: 'POST',
      url: '/v1/mytime/holidays/import?year=2031&dryRun=true',
      as: mytimeAdmin,
      headers: { 'content-type': 'text/csv' },
      payload: 'date,name\n2031-01-26,Republic Day\n',
    });
    expect(next.statusCode, next.body).toBe(200);
  });
});
