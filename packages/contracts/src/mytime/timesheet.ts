import { z } from 'zod';
import { IdSchema, queryFlag, requiredText, storableText, TimestampSchema } from '../common';
import { CalendarDateSchema, calendarDateInput } from './calendar';
import { HoursSchema } from './hours';
import { LinePlacementSchema } from '../core/line-placement';
import { pageQuery, pageSchema } from '../page';
import { BULK_REFUSAL_CODES, MAX_APPROVAL_COMMENT, MAX_BULK_APPROVE, REJECTION_REASON_REQUIRED, TIME_ENTRY_CATEGORIES, TIMESHEET_STATUSES } from './timesheet.values';

export {
  BULK_REFUSAL_CODES,
  MAX_APPROVAL_COMMENT,
  MAX_BULK_APPROVE,
  UNDO_APPROVAL_WINDOW_SECONDS,
  UNDO_TOAST_SECONDS,
  type BulkRefusalCode,
  EDITABLE_TIMESHEET_STATUSES,
  MAX_ENTRIES_PER_TIMESHEET,
  REJECTION_REASON_REQUIRED,
  TIME_ENTRY_CATEGORIES,
  TIMESHEET_STATUSES,
  type TimeEntryCategory,
  type TimesheetStatus,
} from './timesheet.values';

export const TimesheetStatusSchema = z.enum(TIMESHEET_STATUSES);
export const TimeEntryCategorySchema = z.enum(TIME_ENTRY_CATEGORIES, { message: `Must be one of ${TIME_ENTRY_CATEGORIES.join(', ')}` });

/** A time entry; `hours` in 0.5 steps. */
export const TimeEntrySchema = z.object({
  id: IdSchema,
  date: CalendarDateSchema,
  projectId: IdSchema,
  projectName: z.string(),
  taskDescription: z.string(),
  hours: z.number(),
  category: TimeEntryCategorySchema,
  isBillable: z.boolean(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

/**
 * A timesheet with its entries (by date) and totals in hours computed by the
 * server. `employeeName` is for display; `reviewedById`/`reviewedAt` record the approval or rejection.
 */
export const TimesheetSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employeeName: z.string().nullable(),
  weekStartDate: CalendarDateSchema,
  weekEndDate: CalendarDateSchema,
  status: TimesheetStatusSchema,
  totalHours: z.number(),
  billableHours: z.number(),
  nonBillableHours: z.number(),
  entries: z.array(TimeEntrySchema),
  submittedAt: TimestampSchema.nullable(),
  reviewedById: IdSchema.nullable(),
  reviewedAt: TimestampSchema.nullable(),
  rejectionReason: z.string().nullable(),
  /** The approver's optional note to the employee, while Approved; null otherwise. */
  approvalComment: z.string().nullable(),
  /** False once the owner's account is deactivated: screens mark the person "Inactive". */
  employeeActive: z.boolean(),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

/**
 * A row of a team list: the timesheet placed in the reporting line (`LinePlacementSchema`). `entries`
 * is left out when the list was asked for without them (`entries=false`): the totals are there, the
 * entries are read with the timesheet when it is opened (`GET /v1/mytime/timesheets/{id}`).
 */
export const PendingTimesheetSchema = TimesheetSchema.extend({ entries: TimesheetSchema.shape.entries.optional(), ...LinePlacementSchema.shape });
export type PendingTimesheet = z.infer<typeof PendingTimesheetSchema>;

/** Body of `POST /v1/mytime/timesheets`: a week that runs Sunday to Saturday. */
export const CreateTimesheetSchema = z.object({
  employeeId: IdSchema,
  weekStartDate: calendarDateInput(),
  weekEndDate: calendarDateInput(),
});
export type CreateTimesheet = z.input<typeof CreateTimesheetSchema>;

/** Body of `POST /v1/mytime/timesheets/{id}/entries` and `PUT .../entries/{entryId}`. */
export const SaveTimeEntrySchema = z.object({
  date: calendarDateInput(),
  projectId: IdSchema,
  taskDescription: requiredText(1000, 'Task description is required'),
  hours: HoursSchema,
  isBillable: z.boolean({ message: 'Must be true or false' }),
  category: TimeEntryCategorySchema,
});
export type SaveTimeEntry = z.input<typeof SaveTimeEntrySchema>;

/** An optional approval comment: trimmed, blank is none, at most `MAX_APPROVAL_COMMENT` characters. */
const approvalComment = storableText()
  .trim()
  .max(MAX_APPROVAL_COMMENT, { message: `Must be at most ${MAX_APPROVAL_COMMENT} characters` })
  .transform((text) => text || undefined)
  .optional();

/** Body of an approve call (leave requests): the approver, who must be the caller. */
export const ApproveSchema = z.object({ approverId: IdSchema });
export type Approve = z.infer<typeof ApproveSchema>;

/** Body of `POST /v1/mytime/timesheets/{id}/approve`: the approver, who must be the caller, and an optional comment. */
export const ApproveTimesheetSchema = ApproveSchema.extend({ comment: approvalComment });
export type ApproveTimesheet = z.input<typeof ApproveTimesheetSchema>;

/** Body of a reject call: the rejector (the caller) and a reason that is not blank. */
export const RejectSchema = z.object({
  rejectorId: IdSchema,
  reason: requiredText(1000, REJECTION_REASON_REQUIRED),
});
export type Reject = z.infer<typeof RejectSchema>;

/** `{ id, entryId }` path parameters. */
export const EntryParamsSchema = z.object({ id: IdSchema, entryId: IdSchema });

/**
 * Query of `GET /v1/mytime/timesheets/pending-approval`: `managerId` is the caller's own id; the shared
 * page query with its documented default of 50. `entries=false` (the Approvals screen sends it) leaves
 * each timesheet's entries out and keeps its totals: the screen shows one timesheet's entries at a time,
 * and a page of 50 weeks with every entry was 4.5 times the bytes (119 KB against 27 KB).
 */
export const PendingApprovalQuerySchema = pageQuery({ defaultLimit: 50 }).extend({
  managerId: IdSchema,
  /** `false`: rows without `entries`; default `true`, every row with its entries. */
  entries: queryFlag(),
});

/**
 * Query of `GET /v1/mytime/timesheets/employee/{id}`: the shared page query, and `weekStartDate` (the
 * Sunday that starts a week, `YYYY-MM-DD` or a local-midnight timestamp) to read only that week's
 * timesheet, whatever its age. The server refuses a day other than a Sunday (400, field error).
 */
export const EmployeeTimesheetsQuerySchema = pageQuery().extend({ weekStartDate: calendarDateInput().optional() });
export type EmployeeTimesheetsQuery = z.output<typeof EmployeeTimesheetsQuerySchema>;

/** One page of `GET /v1/mytime/timesheets/employee/{id}`. */
export const TimesheetPageSchema = pageSchema(TimesheetSchema);

/** One page of `GET /v1/mytime/timesheets/pending-approval`; its `total` is bounded (`TOTAL_BOUND`). */
export const PendingTimesheetPageSchema = pageSchema(PendingTimesheetSchema);

/**
 * Body of `POST /v1/mytime/timesheets/bulk-approve`: 1 to `MAX_BULK_APPROVE` distinct timesheet ids
 * and one optional comment for all of them.
 */
export const BulkApproveSchema = z.object({
  ids: z
    .array(IdSchema)
    .min(1, 'Choose at least one timesheet')
    .max(MAX_BULK_APPROVE, `At most ${MAX_BULK_APPROVE} timesheets at once`)
    .transform((ids) => [...new Set(ids)]),
  comment: approvalComment,
});
export type BulkApprove = z.input<typeof BulkApproveSchema>;

/** A timesheet a bulk approval left as it was: its id, why (`code`) and the single approval's message. */
export const BulkRefusalSchema = z.object({ id: IdSchema, code: z.enum(BULK_REFUSAL_CODES), reason: z.string() });
export type BulkRefusal = z.infer<typeof BulkRefusalSchema>;

/**
 * Answer of a bulk approval: the ids approved now and the ones refused, each in the order asked, and the
 * comment kept on each approved timesheet (null without one).
 */
export const BulkApproveResultSchema = z.object({ approved: z.array(IdSchema), refused: z.array(BulkRefusalSchema), comment: z.string().nullable() });
export type BulkApproveResult = z.infer<typeof BulkApproveResultSchema>;
