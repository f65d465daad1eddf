import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { buildTestApp, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';
import { openSecondInstance, type SecondInstance } from '../../../test/two-instances';
import { runReminders } from './reminders.service';

// Each person hears of last week's missing timesheet at the reminder hour of their own time zone; who
// never chose one hears at the organisation's. The reminder names the week in the person's date format.

const SCHEDULE = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };
const LAST_WEEK = '2026-11-15';

let t: TestApp;
let other: SecondInstance | undefined;
let auckland: TestPerson;
let newYork: TestPerson;
let orgZone: TestPerson;

async function chooseTimeZone(person: TestPerson, timeZone: string, dateFormat: UserSettings['dateFormat'], weeklyDigest = false) {
  const notifications = { ...DEFAULT_USER_SETTINGS.notifications, weeklyDigest };
  const response = await t.request({ method: 'PUT', url: '/v1/me/settings', as: person, payload: { ...DEFAULT_USER_SETTINGS, timeZone, dateFormat, notifications } });
  expect(response.statusCode).toBe(200);
}

async function reminders(): Promise<Array<{ recipient_id: string; body: string }>> {
  const result = await t.app.db.execute<{ recipient_id: string; body: string }>(sql`
    select recipient_id, body from notifications where kind = 'reminder.timesheet_missing' and dedupe_key like ${`%:${LAST_WEEK}`} order by created_at`);
  return result.rows;
}

const remindedIds = async () => (await reminders()).map((row) => row.recipient_id);

beforeAll(async () => {
  t = await buildTestApp();
  other = await openSecondInstance(t);
  auckland = await t.createPerson({ roles: MYTIME.employee, name: 'Aroha Auckland' });
  newYork = await t.createPerson({ roles: MYTIME.employee, name: 'Nora New York' });
  orgZone = await t.createPerson({ roles: MYTIME.employee, name: 'Kiran Kolkata' });
  await chooseTimeZone(auckland, 'Pacific/Auckland', 'YYYY-MM-DD', true);
  await chooseTimeZone(newYork, 'America/New_York', 'DD/MM/YYYY');
});

afterAll(async () => {
  await other?.close();
  await t.close();
});

describe('the weekly reminder in each person’s time zone', () => {
  it('reaches each person at 10:00 on Monday of their own zone, once across two instances', async () => {
    // Monday 09:59 in Auckland (UTC+13): nobody yet.
    expect((await runReminders(t.app.db, SCHEDULE, new Date('2026-11-22T20:59:00Z'))).timesheetReminders).toBe(0);

    // Monday 10:00 in Auckland is still Sunday in Kolkata and New York.
    const aucklandRun = await runReminders(t.app.db, SCHEDULE, new Date('2026-11-22T21:00:00Z'));
    // The weekly digest goes out at the same local time.
    expect(aucklandRun).toMatchObject({ timesheetReminders: 1, timesheetWeek: null, weeklyDigests: 1 });
    expect(await remindedIds()).toEqual([auckland.id]);

    // Monday 10:00 in Kolkata: the person who never chose a zone, on both instances at once, once.
    const kolkata = new Date('2026-11-23T04:30:00Z');
    const runs = await Promise.all([runReminders(t.app.db, SCHEDULE, kolkata), runReminders(other!.db, SCHEDULE, kolkata)]);
    expect(runs.map((run) => run.timesheetWeek)).toEqual([LAST_WEEK, LAST_WEEK]);
    expect(runs.map((run) => run.weeklyDigests)).toEqual([undefined, undefined]);
    expect(runs[0]!.timesheetReminders + runs[1]!.timesheetReminders).toBe(1);
    expect(await remindedIds()).toEqual([auckland.id, orgZone.id]);

    // Monday 09:59 in New York (UTC-5): not yet; 10:00: now.
    expect((await runReminders(t.app.db, SCHEDULE, new Date('2026-11-23T14:59:00Z'))).timesheetReminders).toBe(0);
    const newYorkRuns = await Promise.all([
      runReminders(t.app.db, SCHEDULE, new Date('2026-11-23T15:00:00Z')),
      runReminders(other!.db, SCHEDULE, new Date('2026-11-23T15:00:00Z')),
    ]);
    expect(newYorkRuns[0]!.timesheetReminders + newYorkRuns[1]!.timesheetReminders).toBe(1);
    expect(await remindedIds()).toEqual([auckland.id, orgZone.id, newYork.id]);

    // Later that week nothing more, whoever runs.
    expect((await runReminders(other!.db, SCHEDULE, new Date('2026-11-27T12:00:00Z'))).timesheetReminders).toBe(0);

    // Each names the week in the person's date format; the default keeps the month names.
    const bodies = new Map((await reminders()).map((row) => [row.recipient_id, row.body]));
    expect(bodies.get(auckland.id)).toBe('Please fill in and submit your timesheet for the week of 2026-11-15 – 2026-11-21.');
    expect(bodies.get(newYork.id)).toBe('Please fill in and submit your timesheet for the week of 15/11/2026 – 21/11/2026.');
    expect(bodies.get(orgZone.id)).toBe('Please fill in and submit your timesheet for the week of Nov 15 – Nov 21, 2026.');
  });
});
