import { z } from 'zod';
import { IdSchema } from '../common';
import { calendarDateInput } from './calendar';

/**
 * The managers' team status of MyTime ("My team"): who among the caller's direct reports
 * has not handed in a week's timesheet. `status`: `Missing` (no timesheet for the week) or `Draft`
 * (created, not submitted; `timesheetId` is its id).
 */
export const TeamMissingTimesheetSchema = z.object({
  userId: IdSchema,
  name: z.string().nullable(),
  email: z.string(),
  status: z.enum(['Missing', 'Draft']),
  timesheetId: IdSchema.nullable(),
});
export type TeamMissingTimesheet = z.infer<typeof TeamMissingTimesheetSchema>;

/** Query of `GET /v1/mytime/team/missing-timesheets`: the Sunday that starts the week. */
export const MissingTimesheetsQuerySchema = z.object({ weekStartDate: calendarDateInput() });

/** The 400 message on `weekStartDate` when it is not a Sunday (weeks run Sunday to Saturday). */
export const WEEK_MUST_START_ON_SUNDAY = 'The week must start on a Sunday';
