import { z } from 'zod';
import { IdSchema } from '../common';
import { CalendarDateSchema } from './calendar';
import { HalfDaySchema, LeaveTypeSchema } from './leave';

/**
 * The time off of a person's timesheet week: their holidays and approved leave as read-only
 * rows of hours per day. Hours come from the working day (`workingDayHours`, default 8; a half day is
 * half of it). Time off is never part of the timesheet's total, billable or non-billable hours and
 * never needs approval; leave approved after the week was submitted appears as well.
 */

/** Hours of one day of a time-off row (0 on weekends and days the row does not cover). */
export const TimeOffDaySchema = z.object({ date: CalendarDateSchema, hours: z.number() });
export type TimeOffDay = z.infer<typeof TimeOffDaySchema>;

/** What a time-off row is. */
export const TIME_OFF_KINDS = ['Holiday', 'Leave'] as const;
export const TimeOffKindSchema = z.enum(TIME_OFF_KINDS);
export type TimeOffKind = z.infer<typeof TimeOffKindSchema>;

/**
 * One read-only row: a holiday (`holidayId`, `label` its name) or an approved leave request
 * (`leaveRequestId`, `leaveType`, `halfDay`; `label` the type's label). `days` has the week's seven
 * dates, Sunday to Saturday; `totalHours` is their sum.
 */
export const TimeOffRowSchema = z.object({
  kind: TimeOffKindSchema,
  label: z.string(),
  holidayId: IdSchema.nullable(),
  leaveRequestId: IdSchema.nullable(),
  leaveType: LeaveTypeSchema.nullable(),
  halfDay: HalfDaySchema.nullable(),
  days: z.array(TimeOffDaySchema),
  totalHours: z.number(),
});
export type TimeOffRow = z.infer<typeof TimeOffRowSchema>;

/**
 * `GET /v1/mytime/timesheets/{id}/time-off`: the rows, the hours per day over all rows (`days`, seven
 * dates) and the week's "Time off" figure (`totalHours`), in hours.
 */
export const TimeOffWeekSchema = z.object({
  timesheetId: IdSchema,
  employeeId: IdSchema,
  weekStartDate: CalendarDateSchema,
  weekEndDate: CalendarDateSchema,
  workingDayHours: z.number(),
  rows: z.array(TimeOffRowSchema),
  days: z.array(TimeOffDaySchema),
  totalHours: z.number(),
});
export type TimeOffWeek = z.infer<typeof TimeOffWeekSchema>;
