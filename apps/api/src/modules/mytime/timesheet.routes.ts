import { BOUNDED_TOTAL } from '@apps/contracts/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import {
  ApproveTimesheetSchema,
  BulkApproveResultSchema,
  BulkApproveSchema,
  CreateTimesheetSchema,
  EmployeeTimesheetsQuerySchema,
  EntryParamsSchema,
  PendingApprovalQuerySchema,
  PendingTimesheetPageSchema,
  RejectSchema,
  SaveTimeEntrySchema,
  TimesheetPageSchema,
  TimesheetSchema,
} from '@apps/contracts/mytime/timesheet';
import { TimeOffWeekSchema } from '@apps/contracts/mytime/time-off';
import { ok } from '../../lib/envelope';
import { getTimeOff } from './time-off.service';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { DATES_NOTE } from './mytime-docs';
import { addTimeEntry, deleteTimeEntry, updateTimeEntry } from './time-entry.service';
import { saveWeekEntries } from './week-entries.service';
import { SaveWeekEntriesSchema } from '@apps/contracts/mytime/week-entries';
import {
  bulkApproveTimesheets,
  createTimesheet,
  decideTimesheet,
  getTimesheet,
  listEmployeeTimesheets,
  listPendingTimesheets,
  submitTimesheet,
  undoTimesheetApproval,
} from './timesheet.service';
import { MAX_BULK_APPROVE, UNDO_APPROVAL_WINDOW_SECONDS } from '@apps/contracts/mytime/timesheet';

const tags = ['mytime: timesheets'];
const OWN = 'A caller reads and changes only their own timesheets unless they are an approver (Manager on mytime or all, or Admin on all).';
const EDITABLE = 'Entries change only while the timesheet is Draft or Rejected (409 otherwise).';
const ENTRY_RULES =
  'Rules: `date` inside the timesheet week; `projectId` an Active project; `hours` 0 to 24 in steps of 0.5; at most 24 hours per person ' +
  'per day across all their entries; `category` from the list. Answers the whole timesheet with totals (hours) computed by the server.';

/** Timesheets under /v1/mytime/timesheets. */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/timesheets',
    {
      schema: {
        tags,
        summary: 'Create a Draft timesheet for a week (Sunday to Saturday)',
        description: `\`weekStartDate\` must be a Sunday and \`weekEndDate\` the Saturday after; one timesheet per person and week (409 for a second). \`employeeId\` must be the caller unless the caller is an approver. ${DATES_NOTE}`,
        body: CreateTimesheetSchema,
        response: createdResponses(TimesheetSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createTimesheet(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/timesheets/pending-approval',
    {
      schema: {
        tags,
        summary: 'Submitted timesheets awaiting the approver (never their own)',
        description:
          'Approvers only (403 otherwise). What manager `managerId` may decide: their whole reporting line below them, and the lines of ' +
          'managers who named them delegate for today; Admin on all decides everyone\'s. `managerId` other than the caller: Admin on all only (403). ' +
          'Newest submission first; `limit` 1 to 100 (default 50), `offset`; one page `{ items, total, limit, offset }`. ' +
          '`entries=false` (the Approvals screen sends it): each row with its totals in hours and without `entries` (read them with `GET /{id}`). ' +
          `${BOUNDED_TOTAL} ` +
          'Each row names the direct report of `managerId` its person comes ' +
          'through (`directReportId`, the person themselves for a direct report, null outside the line) and the managers between (`lineVia`, names, top down).',
        querystring: PendingApprovalQuerySchema,
        response: envelopeResponses(PendingTimesheetPageSchema),
      },
    },
    async (request) => ok(request, await listPendingTimesheets(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/timesheets/employee/:id',
    {
      schema: {
        tags,
        summary: "A person's timesheets, newest week first",
        description:
          `${OWN} 403 for someone else's. \`limit\` 1 to 100 (default 20), \`offset\`. Answers one page: \`{ items, total, limit, offset }\`. ` +
          "`weekStartDate` (a Sunday; 400 otherwise): only that week's timesheet, whatever its age (a page of zero or one). " +
          DATES_NOTE,
        params: IdParamsSchema,
        querystring: EmployeeTimesheetsQuerySchema,
        response: envelopeResponses(TimesheetPageSchema),
      },
    },
    async (request) => ok(request, await listEmployeeTimesheets(app.db, callerOf(request), request.params.id, request.query)),
  );

  app.get(
    '/timesheets/:id',
    {
      schema: {
        tags,
        summary: 'One timesheet with its entries and totals',
        description: `${OWN} 404 when missing or not visible.`,
        params: IdParamsSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) => ok(request, await getTimesheet(app.db, callerOf(request), request.params.id)),
  );

  app.get(
    '/timesheets/:id/time-off',
    {
      schema: {
        tags,
        summary: "The week's time off: the owner's holidays and approved leave as read-only rows of hours per day",
        description:
          `${OWN} 404 when missing or not visible. One row per holiday of the owner's calendar and per Approved leave request ` +
          '(not WorkFromHome) in the week, with the hours of each of the seven days (Sunday to Saturday): a working day is ' +
          '`workingDayHours` (`WORKING_DAY_HOURS`, default 8), a half day half of it, weekends 0; a holiday inside a leave request counts ' +
          "as the holiday. `days` sums the rows per day and `totalHours` is the week's Time off figure. Time off is never part of the " +
          "timesheet's total, billable or non-billable hours and needs no approval; it is read now, so leave approved after submission appears.",
        params: IdParamsSchema,
        response: envelopeResponses(TimeOffWeekSchema),
      },
    },
    async (request) => ok(request, await getTimeOff(app.db, callerOf(request), request.params.id, app.config.workingDayHours)),
  );

  app.post(
    '/timesheets/:id/entries',
    {
      schema: {
        tags,
        summary: 'Add a time entry',
        description: `${OWN} ${EDITABLE} ${ENTRY_RULES} At most 100 entries per timesheet. ${DATES_NOTE}`,
        params: IdParamsSchema,
        body: SaveTimeEntrySchema,
        response: createdResponses(TimesheetSchema),
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(request, await addTimeEntry(app.db, callerOf(request), request.params.id, request.body))),
  );

  app.put(
    '/timesheets/:id/entries',
    {
      schema: {
        tags,
        summary: 'Save the week grid: a batch of entry changes, all or nothing',
        description:
          'The owner only (403 for an approver who sees it, 404 for anyone else); Draft or Rejected only (409). ' +
          '`entries` are added (no `id`) or changed (`id` of an entry of this timesheet); `removedEntryIds` are removed; other entries stay. ' +
          `An item equal to the stored entry is not written. ${ENTRY_RULES} The day limit is checked on the week as the batch leaves it; ` +
          'each error names its item (`entries.3.hours`, `removedEntryIds.0`) and nothing is saved when any item fails. ' +
          `Concurrent saves of the same week (grid or form) run one after the other. ${DATES_NOTE}`,
        params: IdParamsSchema,
        body: SaveWeekEntriesSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) => ok(request, await saveWeekEntries(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.put(
    '/timesheets/:id/entries/:entryId',
    {
      schema: {
        tags,
        summary: 'Replace a time entry',
        description: `${OWN} ${EDITABLE} ${ENTRY_RULES} ${DATES_NOTE}`,
        params: EntryParamsSchema,
        body: SaveTimeEntrySchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) =>
      ok(request, await updateTimeEntry(app.db, callerOf(request), request.params.id, request.params.entryId, request.body)),
  );

  app.delete(
    '/timesheets/:id/entries/:entryId',
    {
      schema: {
        tags,
        summary: 'Remove a time entry',
        description: `${OWN} ${EDITABLE} Answers the timesheet with its new totals.`,
        params: EntryParamsSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) => ok(request, await deleteTimeEntry(app.db, callerOf(request), request.params.id, request.params.entryId)),
  );

  app.post(
    '/timesheets/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit a Draft or Rejected timesheet for approval',
        description: `${OWN} Needs at least one entry. Sets \`submittedAt\` and clears an earlier rejection reason. 409 in any other state or without entries.`,
        params: IdParamsSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) => ok(request, await submitTimesheet(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/timesheets/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a Submitted timesheet',
        description:
          'Approvers only (403 otherwise), never their own timesheet (403). `approverId` must be the caller (403 otherwise). One conditional update: of concurrent ' +
          'approvals and rejections exactly one wins, the others get 409. An optional `comment` (at most 1000 characters, blank is none) is kept on ' +
          "the timesheet as `approvalComment`, shown to the employee and quoted in the approval's notification and e-mail. The e-mail leaves only " +
          `after the undo window (${UNDO_APPROVAL_WINDOW_SECONDS} s).`,
        params: IdParamsSchema,
        body: ApproveTimesheetSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) =>
      ok(request, await decideTimesheet(app.db, callerOf(request), request.params.id, { approve: true, approverId: request.body.approverId, comment: request.body.comment })),
  );

  app.post(
    '/timesheets/bulk-approve',
    {
      schema: {
        tags,
        summary: 'Approve several Submitted timesheets at once, each under the rules of a single approval',
        description:
          `Approvers only (403 otherwise, nothing decided). \`ids\`: 1 to ${MAX_BULK_APPROVE} timesheet ids (400 field error \`ids\` otherwise; repeats count once); ` +
          'an optional `comment` for all of them, as on a single approval. Each id is decided exactly as `POST /{id}/approve` would decide it, in its own ' +
          'conditional update and transaction, one after the other: of concurrent decisions on one timesheet exactly one wins. Answers ' +
          '`{ approved: [ids], refused: [{ id, code, reason }], comment }` in the order asked (`comment` as kept, null without one); `code` is `not_found` (missing or not visible), `own_timesheet`, ' +
          "`not_in_line` (not below the caller in the reporting line) or `not_submitted` (not Submitted now); `reason` is the single approval's message.",
        body: BulkApproveSchema,
        response: envelopeResponses(BulkApproveResultSchema),
      },
    },
    async (request) => ok(request, await bulkApproveTimesheets(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/timesheets/:id/undo-approval',
    {
      schema: {
        tags,
        summary: 'Undo an approval just made: the timesheet returns to Submitted',
        description:
          `Only the approver who approved it (403 for anyone else; 403 for non-approvers), only within ${UNDO_APPROVAL_WINDOW_SECONDS} s of the approval ` +
          '(409 afterwards) and only while it is Approved (409 otherwise); 404 when missing or not visible. One conditional update: the review and the ' +
          "approval comment are cleared, `submittedAt` is kept, and the approval's notification is withdrawn (its e-mail had not left yet). Audited as " +
          '`timesheet.approval_undone`.',
        params: IdParamsSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) => ok(request, await undoTimesheetApproval(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/timesheets/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a Submitted timesheet with a reason',
        description:
          "As approve; `reason` must not be blank ('Please provide a reason for rejection') and is kept on the timesheet until it is resubmitted.",
        params: IdParamsSchema,
        body: RejectSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) =>
      ok(request, await decideTimesheet(app.db, callerOf(request), request.params.id, { approve: false, ...request.body })),
  );
};
