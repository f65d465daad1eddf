import { z } from 'zod';
import { IdSchema } from '../common';
import { CalendarDateSchema, calendarDateInput } from './calendar';

/**
 * The MyTime dashboard's charts: the caller's hours per day of the current week and the
 * four before it, split billable / non-billable, and for a manager their direct reports' hours last
 * week. Hours are sums of time entries (0.5 steps), whatever the timesheet's status.
 */

/** Weeks the "my hours" chart covers: the current one and the four before it. */
export const CHART_WEEKS = 5;

/** One day of the caller's hours. */
export const DayHoursSchema = z.object({
  date: CalendarDateSchema,
  billableHours: z.number(),
  nonBillableHours: z.number(),
});
export type DayHours = z.infer<typeof DayHoursSchema>;

/** One direct report's hours in the week before the current one; `isActive` false for a deactivated account. */
export const PersonHoursSchema = z.object({
  employeeId: IdSchema,
  name: z.string().nullable(),
  email: z.string(),
  isActive: z.boolean(),
  billableHours: z.number(),
  nonBillableHours: z.number(),
});
export type PersonHours = z.infer<typeof PersonHoursSchema>;

/** `GET /v1/mytime/charts/hours`: `days` (35, oldest first) and `team` (by name; empty without direct reports or approver role). */
export const HoursChartSchema = z.object({
  days: z.array(DayHoursSchema),
  team: z.array(PersonHoursSchema),
});
export type HoursChart = z.infer<typeof HoursChartSchema>;

/** Query of `GET /v1/mytime/charts/hours`: the Sunday that starts the caller's current week (their time zone). */
export const HoursChartQuerySchema = z.object({ weekStartDate: calendarDateInput() });
