import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MissingTimesheetsQuerySchema, TeamMissingTimesheetSchema } from '@apps/contracts/mytime/team';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { DATES_NOTE } from './mytime-docs';
import { listMyTeamMissingTimesheets } from './team.service';

const tags = ['mytime: team'];

/** The managers' team status under /v1/mytime/team (the dashboard's "My team" panel). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/missing-timesheets',
    {
      schema: {
        tags,
        summary: "The caller's direct reports without a submitted timesheet for a week",
        description:
          'The people whose manager is the caller (direct reports only, not the whole line below), active and with a role on mytime or all, ' +
          'who have no timesheet for the week starting `weekStartDate` (`status` Missing) or only a Draft (`status` Draft, `timesheetId`). ' +
          'Submitted, Approved and Rejected count as handed in. By name; empty without direct reports. `weekStartDate` must be a Sunday (400). ' +
          DATES_NOTE,
        querystring: MissingTimesheetsQuerySchema,
        response: envelopeResponses(z.array(TeamMissingTimesheetSchema)),
      },
    },
    async (request) => ok(request, await listMyTeamMissingTimesheets(app.db, callerOf(request), request.query.weekStartDate)),
  );
};
