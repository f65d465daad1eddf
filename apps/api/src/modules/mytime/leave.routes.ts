import { BOUNDED_TOTAL } from '@apps/contracts/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@apps/contracts/common';
import {
  BalancesQuerySchema,
  CalendarQuerySchema,
  CreateLeaveRequestSchema,
  LeaveApprovalContextSchema,
  LeaveBalanceSchema,
  LeavePendingQuerySchema,
  PendingLeaveRequestPageSchema,
  LeaveRequestPageSchema,
  LeaveRequestSchema,
  MyLeavesQuerySchema,
} from '@apps/contracts/mytime/leave';
import { ApproveSchema, RejectSchema } from '@apps/contracts/mytime/timesheet';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { approveLeaveRequest, cancelLeaveRequest, getLeaveApprovalContext, listPendingLeaveRequests, rejectLeaveRequest } from './leave-decision.service';
import { createLeaveRequest, getLeaveBalances, getLeaveCalendar, getLeaveRequest, listMyLeaveRequests } from './leave.service';
import { DATES_NOTE } from './mytime-docs';

const tags = ['mytime: leaves'];
const OWN = 'A caller reads and changes only their own leave unless they are an approver (Manager on mytime or all, or Admin on all).';
const POLICY =
  'Balances are per person, leave type and calendar year, allocated by the yearly policy in the docs/administration.md ("MyTime leave policy"); ' +
  'WorkFromHome and LossOfPay need no balance.';

/** Leave requests and balances under /v1/mytime/leaves. */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/leaves',
    {
      schema: {
        tags,
        summary: 'Request leave (Pending)',
        description:
          `${OWN} \`totalDays\` counts working days, Monday to Friday, from start to end inclusive, without the holidays of the person's calendar ` +
          '; `halfDay` (`FirstHalf` or `SecondHalf`) makes a one-day request half a day (0.5; 400 on `halfDay` for several days or a day off). ' +
          'The two halves of one day do not overlap. ' +
          `400 with field errors when the end is before the start, the range spans two years or has no working day (\`endDate\`), ` +
          `overlaps another Pending or Approved request of the person (\`startDate\`), or needs more days than available (\`leaveType\`). ${POLICY} ${DATES_NOTE}`,
        body: CreateLeaveRequestSchema,
        response: createdResponses(LeaveRequestSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await createLeaveRequest(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/leaves/my',
    {
      schema: {
        tags,
        summary: "A person's leave requests, latest start first",
        description: `${OWN} 403 for someone else's. \`limit\` 1 to 100 (default 50), \`offset\`. Answers one page: \`{ items, total, limit, offset }\`.`,
        querystring: MyLeavesQuerySchema,
        response: envelopeResponses(LeaveRequestPageSchema),
      },
    },
    async (request) => ok(request, await listMyLeaveRequests(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/leaves/pending-approval',
    {
      schema: {
        tags,
        summary: 'Pending leave requests awaiting the approver (never their own)',
        description:
          'Approvers only (403 otherwise). What manager `managerId` may decide: their whole reporting line below them, and the lines ' +
          "of managers who named them delegate for today; Admin on all decides everyone's. `managerId` other than the caller: Admin on all only " +
          '(403). Newest first; `limit` 1 to 100 (default 50), `offset`; one page `{ items, total, limit, offset }`. ' +
          `${BOUNDED_TOTAL} ` +
          'Each row names the direct report of `managerId` its person comes through ' +
          '(`directReportId`, the person themselves for a direct report, null outside the line) and the managers between (`lineVia`, names, top down).',
        querystring: LeavePendingQuerySchema,
        response: envelopeResponses(PendingLeaveRequestPageSchema),
      },
    },
    async (request) => ok(request, await listPendingLeaveRequests(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/leaves/balances',
    {
      schema: {
        tags,
        summary: "A person's leave balances of a year (days)",
        description: `${OWN} ${POLICY} \`year\` defaults to the caller's current year in their time zone (Settings, else \`ORG_TIME_ZONE\`); \`available = allocated - used\`; approval moves days from available to used.`,
        querystring: BalancesQuerySchema,
        response: envelopeResponses(z.array(LeaveBalanceSchema)),
      },
    },
    async (request) => ok(request, await getLeaveBalances(app.db, callerOf(request), request.query, app.config.reminders.timeZone)),
  );

  app.get(
    '/leaves/calendar',
    {
      schema: {
        tags,
        summary: 'Pending and Approved leave in a date range',
        description:
          "Team `teamId`: manager `teamId` and their direct reports. Read by the team's members, the people above the manager in the " +
          'reporting line, their delegates and Admin on all (403 otherwise). The range is at most 366 days; ' +
          `latest start first, \`limit\` 1 to 500 (default 200), \`offset\`; one page \`{ items, total, limit, offset }\`. ${DATES_NOTE}`,
        querystring: CalendarQuerySchema,
        response: envelopeResponses(LeaveRequestPageSchema),
      },
    },
    async (request) => ok(request, await getLeaveCalendar(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/leaves/:id',
    {
      schema: {
        tags,
        summary: 'One leave request',
        description: `${OWN} 404 when missing or not visible.`,
        params: IdParamsSchema,
        response: envelopeResponses(LeaveRequestSchema),
      },
    },
    async (request) => ok(request, await getLeaveRequest(app.db, callerOf(request), request.params.id)),
  );

  app.get(
    '/leaves/:id/context',
    {
      schema: {
        tags,
        summary: 'What an approver sees beside Approve and Reject: balance and who else is away',
        description:
          "The requester's balance of the request's type in its year (`balance`, null for a type without one) and who else of the requester's team " +
          "(their manager and the manager's direct reports) is away on any of the request's days (`awayInTeam`: Pending or Approved leave, or a holiday " +
          'of their own calendar), by start date. Only people who may decide the request (403 for others and for one\'s own; 404 when not visible).',
        params: IdParamsSchema,
        response: envelopeResponses(LeaveApprovalContextSchema),
      },
    },
    async (request) => ok(request, await getLeaveApprovalContext(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/leaves/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a Pending leave request',
        description:
          'Approvers only, never their own request (403). `approverId` must be the caller (403 otherwise). In the same transaction the working days move from ' +
          'available to used in a guarded update: when the balance does not cover them the answer is 409 and the request stays Pending. ' +
          'Of concurrent decisions on one request exactly one wins.',
        params: IdParamsSchema,
        body: ApproveSchema,
        response: envelopeResponses(LeaveRequestSchema),
      },
    },
    async (request) => ok(request, await approveLeaveRequest(app.db, callerOf(request), request.params.id, request.body.approverId)),
  );

  app.post(
    '/leaves/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a Pending leave request with a reason',
        description: "Approvers only, never their own (403). `rejectorId` must be the caller (403 otherwise); `reason` must not be blank. 409 unless Pending.",
        params: IdParamsSchema,
        body: RejectSchema,
        response: envelopeResponses(LeaveRequestSchema),
      },
    },
    async (request) => ok(request, await rejectLeaveRequest(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/leaves/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel my Pending leave request',
        description: "The owner only (403 for someone else's, 404 when not visible); 409 unless Pending.",
        params: IdParamsSchema,
        response: envelopeResponses(LeaveRequestSchema),
      },
    },
    async (request) => ok(request, await cancelLeaveRequest(app.db, callerOf(request), request.params.id)),
  );
};
