import { z } from 'zod';
import { IdSchema, requiredText, TimestampSchema } from '../common';
import { CalendarDateSchema, calendarDateInput } from './calendar';
import { LinePlacementSchema } from '../core/line-placement';
import { pageQuery, pageSchema } from '../page';
import { HALF_DAYS, LEAVE_STATUSES, LEAVE_TYPES } from './leave.values';

export {
  BALANCE_LEAVE_TYPES,
  DEFAULT_LEAVE_TYPE,
  HALF_DAY_LABELS,
  HALF_DAYS,
  LEAVE_STATUSES,
  LEAVE_TYPE_LABELS,
  LEAVE_TYPES,
  UNLIMITED_LEAVE_TYPES,
  type HalfDay,
  type LeaveStatus,
  type LeaveType,
} from './leave.values';

export const LeaveTypeSchema = z.enum(LEAVE_TYPES, { message: `Must be one of ${LEAVE_TYPES.join(', ')}` });
export const HalfDaySchema = z.enum(HALF_DAYS, { message: `Must be one of ${HALF_DAYS.join(', ')}` });
export const LeaveStatusSchema = z.enum(LEAVE_STATUSES);

/** Days in half-day steps, e.g. 0.5, 1, 2.5. */
const DaysSchema = z.number().multipleOf(0.5);

/**
 * A leave request. `totalDays` counts working days (Monday to Friday that are not
 * a holiday of the person's calendar) from `startDate` to `endDate` inclusive, in days; 0.5
 * for a half-day request (`halfDay` set, one day); `employeeName` is for display.
 */
export const LeaveRequestSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string().nullable(),
  /** False once the owner's account is deactivated: screens mark the person "Inactive". */
  employeeActive: z.boolean(),
  leaveType: LeaveTypeSchema,
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  totalDays: DaysSchema,
  halfDay: HalfDaySchema.nullable(),
  reason: z.string(),
  status: LeaveStatusSchema,
  rejectionReason: z.string().nullable(),
  reviewedById: IdSchema.nullable(),
  reviewedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type LeaveRequest = z.infer<typeof LeaveRequestSchema>;

/** A row of a team list: the leave request placed in the reporting line (`LinePlacementSchema`). */
export const PendingLeaveRequestSchema = LeaveRequestSchema.extend(LinePlacementSchema.shape);

/** One page of leave requests: `GET /v1/mytime/leaves/my` and `/calendar`. */
export const LeaveRequestPageSchema = pageSchema(LeaveRequestSchema);

/** One page of `GET /v1/mytime/leaves/pending-approval`; its `total` is bounded (`TOTAL_BOUND`). */
export const PendingLeaveRequestPageSchema = pageSchema(PendingLeaveRequestSchema);
export type PendingLeaveRequest = z.infer<typeof PendingLeaveRequestSchema>;

/** A leave balance of one type and year, in days (half-day steps); `available = allocated - used`. */
export const LeaveBalanceSchema = z.object({
  id: IdSchema,
  leaveType: LeaveTypeSchema,
  year: z.number().int(),
  allocated: z.number().int(),
  used: DaysSchema,
  available: DaysSchema,
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;

/** Body of `POST /v1/mytime/leaves`. */
export const CreateLeaveRequestSchema = z.object({
  employeeId: IdSchema,
  leaveType: LeaveTypeSchema,
  startDate: calendarDateInput(),
  endDate: calendarDateInput(),
  /** A half-day request; `startDate` and `endDate` must then be the same working day. */
  halfDay: HalfDaySchema.nullish(),
  reason: requiredText(1000, 'Reason is required'),
});
export type CreateLeaveRequest = z.input<typeof CreateLeaveRequestSchema>;

/** Query of `GET /v1/mytime/leaves/my`: the employee (the caller unless an approver), newest first; one page (default 50). */
export const MyLeavesQuerySchema = pageQuery({ defaultLimit: 50 }).extend({ employeeId: IdSchema });

/** Query of `GET /v1/mytime/leaves/pending-approval`: `managerId` is the caller's own id; one page (default 50). */
export const LeavePendingQuerySchema = pageQuery({ defaultLimit: 50 }).extend({ managerId: IdSchema });

/** Query of `GET /v1/mytime/leaves/balances`: `year` defaults to the current year. */
export const BalancesQuerySchema = z.object({
  employeeId: IdSchema,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** The longest range `GET /v1/mytime/leaves/calendar` answers, in days. */
export const MAX_CALENDAR_RANGE_DAYS = 366;

/** Query of `GET /v1/mytime/leaves/calendar`: `teamId` is a manager's id; the team is them and their direct reports. */
export const CalendarQuerySchema = pageQuery({ maxLimit: 500, defaultLimit: 200 }).extend({
  teamId: IdSchema,
  startDate: calendarDateInput(),
  endDate: calendarDateInput(),
});

/**
 * Someone of the requester's team who is away on a day of a request (`GET /v1/mytime/leaves/{id}/context`):
 * on leave (`kind: 'leave'`, Pending or Approved, with its type and half) or on a holiday of their
 * office (`kind: 'holiday'`, `name` the holiday's, one day). Dates `YYYY-MM-DD`, clipped to nothing:
 * the absence's own dates.
 */
export const TeamAbsenceSchema = z.object({
  employeeId: IdSchema,
  employeeName: z.string().nullable(),
  kind: z.enum(['leave', 'holiday']),
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  leaveType: LeaveTypeSchema.nullable(),
  halfDay: HalfDaySchema.nullable(),
  status: LeaveStatusSchema.nullable(),
  name: z.string().nullable(),
});
export type TeamAbsence = z.infer<typeof TeamAbsenceSchema>;

/**
 * What an approver sees beside Approve and Reject: the requester's balance of the request's type in
 * the request's year (null for types without a balance: Work From Home, Loss of Pay, event leave) and
 * who else of the requester's team (their manager and the manager's direct reports) is away on any
 * of the request's days, by start date.
 */
export const LeaveApprovalContextSchema = z.object({
  leaveRequestId: IdSchema,
  balance: LeaveBalanceSchema.nullable(),
  awayInTeam: z.array(TeamAbsenceSchema),
});
export type LeaveApprovalContext = z.infer<typeof LeaveApprovalContextSchema>;
