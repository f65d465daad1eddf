import type { Db } from '../../db/client';
import { remindMissingTimesheetOf, remindTeamsMissingTimesheets } from './reminders.service';

// What the demo seed (db/seed) may write into notifications: the reminders the schedule sends.

/**
 * Sends the reminders of a past week as the schedule would: every manager's summary of their team's
 * missing timesheets for `teamWeek` (Monday, `YYYY-MM-DD`), then each person's reminder of their own
 * missing `week`. Each reminder is written once (its dedupe key), so a later run adds none.
 */
export async function seedTimesheetReminders(db: Db, teamWeek: string, missing: ReadonlyArray<{ recipientId: string; week: string }>): Promise<void> {
  await remindTeamsMissingTimesheets(db, teamWeek);
  for (const { recipientId, week } of missing) await remindMissingTimesheetOf(db, recipientId, week, { lastWeek: false });
}
