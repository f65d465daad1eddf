import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HoursChartQuerySchema, HoursChartSchema } from '@apps/contracts/mytime/charts';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { DATES_NOTE } from './mytime-docs';
import { hoursChart } from './chart.service';

const tags = ['mytime: charts'];

/** The MyTime dashboard's chart data under /v1/mytime/charts. */
export const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/charts/hours',
    {
      schema: {
        tags,
        summary: "The caller's hours per day for five weeks, and their team's hours last week",
        description:
          'The caller\'s own hours per day (billable, non-billable) from four weeks before `weekStartDate` ' +
          'to the Saturday after it, 35 days oldest first, zero days included. `team`: for approvers (Manager on mytime or all, Admin on all, ' +
          'or their delegates), each active direct report\'s hours in the week before `weekStartDate`, by name (0 without entries); empty for ' +
          'everyone else. Hours of every timesheet status. `weekStartDate` must be a Sunday (400). ' +
          DATES_NOTE,
        querystring: HoursChartQuerySchema,
        response: envelopeResponses(HoursChartSchema),
      },
    },
    async (request) => ok(request, await hoursChart(app.db, callerOf(request), request.query.weekStartDate)),
  );
};
