import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireModuleAccess } from '../../plugins/require-policy';
import { chartRoutes } from './chart.routes';
import { exportRoutes } from './export.routes';
import { holidayRoutes } from './holiday.routes';
import { leaveRoutes } from './leave.routes';
import { projectRoutes } from './project.routes';
import { teamRoutes } from './team.routes';
import { timesheetRoutes } from './timesheet.routes';

/**
 * MyTime under /v1/mytime: timesheets, leaves, projects, the managers' team status, exports, dashboard charts and holiday calendars. Every call needs a role
 * on mytime or all (403 otherwise); the services enforce ownership, approvers and state machines.
 */
export const mytimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModuleAccess('mytime'));
  await app.register(timesheetRoutes);
  await app.register(leaveRoutes);
  await app.register(projectRoutes);
  await app.register(teamRoutes);
  await app.register(exportRoutes);
  await app.register(chartRoutes);
  await app.register(holidayRoutes);
};
