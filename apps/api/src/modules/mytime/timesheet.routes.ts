import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import {
  ApproveSchema,
  CreateTimesheetSchema,
  EntryParamsSchema,
  PageQuerySchema,
  PendingApprovalQuerySchema,
  RejectSchema,
  SaveTimeEntrySchema,
  TimesheetSchema,
} from '@apps/contracts/mytime/timesheet';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { DATES_NOTE } from './mytime-docs';
import { addTimeEntry, deleteTimeEntry, updateTimeEntry } from './time-entry.service';
import {
  createTimesheet,
  decideTimesheet,
  getTimesheet,
  listEmployeeTimesheets,
  listPendingTimesheets,
  submitTimesheet,
} from './timesheet.service';

const tags = ['mytime: timesheets'];
const OWN = 'A caller reads and changes only their own timesheets unless they are an approver (Manager on mytime or all, or Admin on all).';
const EDITABLE = 'Entries change only while the timesheet is Draft or Rejected (409 otherwise).';
const ENTRY_RULES =
  'Rules: `date` inside the timesheet week; `projectId` an Active project; `hours` 0 to 24 in steps of 0.5; at most 24 hours per person ' +
  'per day across all their entries; `category` from the list. Answers the whole timesheet with totals (hours) computed by the server.';

/** Timesheets under /v1/mytime/timesheets (SPEC.md section 7). */
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
          'Approvers only (403 otherwise). What manager `managerId` may decide (issue 15): their whole reporting line below them, and the lines of ' +
          'managers who named them delegate for today; Admin on all decides everyone\'s. `managerId` other than the caller: Admin on all only (400). ' +
          'Newest submission first; `limit` 1 to 100 (default 50), `offset`.',
        querystring: PendingApprovalQuerySchema,
        response: envelopeResponses(z.array(TimesheetSchema)),
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
        description: `${OWN} 403 for someone else's. \`limit\` 1 to 100 (default 20), \`offset\`.`,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: envelopeResponses(z.array(TimesheetSchema)),
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
          'Approvers only (403 otherwise), never their own timesheet (403). `approverId` must be the caller. One conditional update: of concurrent ' +
          'approvals and rejections exactly one wins, the others get 409.',
        params: IdParamsSchema,
        body: ApproveSchema,
        response: envelopeResponses(TimesheetSchema),
      },
    },
    async (request) =>
      ok(request, await decideTimesheet(app.db, callerOf(request), request.params.id, { approve: true, approverId: request.body.approverId })),
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
