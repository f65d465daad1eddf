import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireModuleAccess } from '../../plugins/require-policy';
import { candidateRoutes } from './candidate.routes';
import { jobPostingRoutes } from './job-posting.routes';

/**
 * The Hire module under `/v1/hire`: every call needs a role on hire or 'all';
 * job postings and candidates add their own rules.
 */
export const hireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModuleAccess('hire'));
  await app.register(jobPostingRoutes);
  await app.register(candidateRoutes);
};
