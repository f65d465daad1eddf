import { count, eq } from 'drizzle-orm';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar';
import type { Db } from '../client';
import { notifications } from '../schema/notifications';
import { seedTimesheetReminders } from '../../modules/notifications/notification.seed';
import { organisationToday } from '../../lib/organisation-calendar';
import { DEMO_MISSING_WEEK } from './mytime.demo';
import type { DemoSeeder } from './demo';

/**
 * Notifications demo data (dev mode): the managers' summaries of last week's missing
 * timesheets, written at the first start whatever the day, so the demo managers' bells and the
 * development mailbox show one at once (Neha: Arjun Reddy missing; Rohan: Kavya Nair still Draft;
 * Priya: Rohan Iyer still Draft). Later weeks come from the reminder schedule; the dedupe key
 * `team-missing:{managerId}:{week}` keeps the schedule from repeating this week's. With them, Vikram's
 * reminder of his missing week (`DEMO_MISSING_WEEK`), linking to that week.
 */
export const seedNotificationsDemo: DemoSeeder = async (db: Db, people) => {
  const [existing] = await db.select({ n: count() }).from(notifications).where(eq(notifications.kind, 'reminder.team_timesheets_missing'));
  if ((existing?.n ?? 0) > 0) return;
  const lastWeek = addDays(weekOf(organisationToday()).weekStartDate, -7);
  const missing = people.get(DEMO_MISSING_WEEK.email);
  const week = addDays(lastWeek, -7 * (DEMO_MISSING_WEEK.weeksAgo - 1));
  await seedTimesheetReminders(db, lastWeek, missing ? [{ recipientId: missing, week }] : []);
};
