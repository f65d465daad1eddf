import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HALF_DAYS, LEAVE_STATUSES, LEAVE_TYPES, type HalfDay, type LeaveStatus, type LeaveType } from '@apps/contracts/mytime/leave';
import { BILLING_TYPES, PROJECT_STATUSES, type BillingType, type ProjectStatus } from '@apps/contracts/mytime/project';
import { TIME_ENTRY_CATEGORIES, TIMESHEET_STATUSES, type TimeEntryCategory, type TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import { users } from './core';
import { enumCheck, inList } from './enum-check';

// MyTime. Dates are `date` columns holding the calendar date the person
// chose, never shifted by a time zone; hours are numeric(4,1) in 0.5 steps, so sums are exact.

/** Projects time is booked on. Codes are unique without regard to case. */
export const mytimeProjects = pgTable(
  'mytime_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    clientName: text('client_name').notNull(),
    billingType: text('billing_type').$type<BillingType>().notNull(),
    status: text('status').$type<ProjectStatus>().notNull().default('Active'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    projectManagerId: uuid('project_manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mytime_projects_code_lower_key').on(sql`lower(${t.code})`),
    index('mytime_projects_name_idx').on(t.name),
    enumCheck('mytime_projects_billing_type_check', t.billingType, BILLING_TYPES),
    enumCheck('mytime_projects_status_check', t.status, PROJECT_STATUSES),
    check('mytime_projects_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** One person's week, Sunday to Saturday. One per person and week. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    weekStartDate: date('week_start_date').notNull(),
    weekEndDate: date('week_end_date').notNull(),
    status: text('status').$type<TimesheetStatus>().notNull().default('Draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The approver's optional note to the employee; kept while Approved, cleared when undone. */
    approvalComment: text('approval_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of "my timesheets, newest week first".
    uniqueIndex('timesheets_employee_week_key').on(t.employeeId, t.weekStartDate),
    // Pending approvals: Submitted, newest first. The owner is the last key column so that choosing a page
    // of a large line (walking this order, keeping the line's owners) reads the index alone.
    index('timesheets_status_submitted_at_idx').on(t.status, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.employeeId),
    // Counting pending approvals: the owners of Submitted timesheets in owner order, read index-only and
    // merged with the approver's line (a range of the closure's key in the same order). Each owner's
    // timesheets newest first, so a page of a smaller line (its owners, then their newest) reads it alone too.
    index('timesheets_submitted_employee_idx')
      .on(t.employeeId, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'Submitted'`),
    enumCheck('timesheets_status_check', t.status, TIMESHEET_STATUSES),
    check('timesheets_week_check', sql`extract(dow from ${t.weekStartDate}) = 0 and ${t.weekEndDate} = ${t.weekStartDate} + 6`),
  ],
);

/**
 * Each manager's approval queue: one row for every Submitted timesheet and each person above its owner
 * (the owner's ancestors in `reporting_line_closure`, depth 1 and more), so a manager's pending
 * timesheets, newest submission first, and their bounded count are one range of
 * `timesheet_approval_queue_manager_idx` whatever the size of the line below them (the top of the
 * organisation reads 50 index entries as a team lead reads 8). Kept by the database: the triggers written
 * in migration `timesheet_approval_queue` follow a timesheet into and out of Submitted and a manager
 * change (the subtree's Submitted timesheets requeued), in the statement that makes the change, whoever
 * writes (decision 0130). `npm run line:verify` rebuilds it from the timesheets and the closure and compares.
 */
export const timesheetApprovalQueue = pgTable(
  'timesheet_approval_queue',
  {
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    /** The timesheet's owner: a delegate's own timesheet is left out of their delegator's queue. */
    employeeId: uuid('employee_id').notNull(),
    /** The timesheet's `submitted_at`, the queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.managerId, t.timesheetId] }),
    // A manager's queue in the list's order, the owner last so that leaving one person out reads the index alone.
    index('timesheet_approval_queue_manager_idx').on(t.managerId, t.submittedAt.desc().nullsFirst(), t.timesheetId.desc().nullsFirst(), t.employeeId),
    // A timesheet's rows, for the triggers that take it out of the queues.
    index('timesheet_approval_queue_timesheet_idx').on(t.timesheetId),
  ],
);

/** Hours on one project on one day of a timesheet's week. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => mytimeProjects.id, { onDelete: 'restrict' }),
    taskDescription: text('task_description').notNull(),
    hours: numeric('hours', { precision: 4, scale: 1 }).notNull(),
    category: text('category').$type<TimeEntryCategory>().notNull(),
    isBillable: boolean('is_billable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also carries `hours` and `is_billable` (`INCLUDE`, written in migration `time_entry_totals_from_index`,
    // which this schema cannot express): a list's totals are summed from the index alone (decision 0129).
    index('time_entries_timesheet_date_idx').on(t.timesheetId, t.date),
    index('time_entries_project_idx').on(t.projectId),
    check('time_entries_hours_check', sql`${t.hours} >= 0 and ${t.hours} <= 24 and ${t.hours} * 2 = trunc(${t.hours} * 2)`),
    check(
      'time_entries_category_check',
      sql`${t.category} in (${inList(TIME_ENTRY_CATEGORIES)})`,
    ),
  ],
);

/** A leave request; `total_days` are working days, Monday to Friday. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    leaveType: text('leave_type').$type<LeaveType>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    // Working days in half-day steps: 0.5 for a half-day request.
    totalDays: numeric('total_days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** `FirstHalf` or `SecondHalf` for a half-day request of one day; null for whole days. */
    halfDay: text('half_day').$type<HalfDay>(),
    reason: text('reason').notNull(),
    status: text('status').$type<LeaveStatus>().notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_employee_start_idx').on(t.employeeId, t.startDate),
    index('leave_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leave_requests_status_start_idx').on(t.status, t.startDate),
    // Counting pending approvals, as `timesheets_submitted_employee_idx`.
    index('leave_requests_pending_employee_idx').on(t.employeeId).where(sql`${t.status} = 'Pending'`),
    enumCheck('leave_requests_type_check', t.leaveType, LEAVE_TYPES),
    enumCheck('leave_requests_status_check', t.status, LEAVE_STATUSES),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_days_check', sql`${t.totalDays} > 0 and ${t.totalDays} * 2 = trunc(${t.totalDays} * 2)`),
    check(
      'leave_requests_half_day_check',
      sql`${t.halfDay} is null or (${t.halfDay} in (${inList(HALF_DAYS)}) and ${t.startDate} = ${t.endDate} and ${t.totalDays} = 0.5)`,
    ),
  ],
);

/**
 * Days of one leave type per person and year (docs/administration.md "MyTime leave policy"). `used` only grows by
 * approval, in a guarded UPDATE; the CHECK makes a negative balance impossible even for a bug.
 */
export const leaveBalances = pgTable(
  'leave_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').$type<LeaveType>().notNull(),
    year: integer('year').notNull(),
    allocated: integer('allocated').notNull(),
    // Days in half-day steps (half-day leave).
    used: numeric('used', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('leave_balances_employee_type_year_key').on(t.employeeId, t.leaveType, t.year),
    enumCheck('leave_balances_type_check', t.leaveType, LEAVE_TYPES),
    check('leave_balances_amounts_check', sql`${t.allocated} >= 0 and ${t.used} >= 0 and ${t.used} <= ${t.allocated}`),
  ],
);

/**
 * A public holiday of one calendar. A calendar is an office location (the person's
 * `users.office_location`, matched without regard to case and surrounding spaces); `office_location`
 * null is the default calendar of everyone whose office has no calendar. One holiday per calendar and date.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeLocation: text('office_location'),
    date: date('date').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('holidays_calendar_date_key').on(sql`coalesce(lower(${t.officeLocation}), '')`, t.date),
    index('holidays_date_idx').on(t.date),
    check('holidays_office_location_check', sql`${t.officeLocation} is null or ${t.officeLocation} = trim(${t.officeLocation}) and ${t.officeLocation} <> ''`),
  ],
);
