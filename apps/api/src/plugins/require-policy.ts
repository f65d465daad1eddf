import type { onRequestHookHandler } from 'fastify';
import { canUseModule, type Subject } from '@apps/contracts/core/policy';
import type { ModuleId } from '@apps/contracts/module-ids';
import { ForbiddenError, type ErrorText } from '../lib/errors';
import { callerOf } from './auth';

/**
 * Route hook: the caller must pass `allowed`, a policy function of `@apps/contracts` (for example
 * `managesUsers`, `managesJobPostings`); 403 with `message` otherwise. It runs before the body is
 * validated, so a caller without the right learns nothing from validation messages. Services check
 * again where the record matters.
 */
export function requirePolicy(allowed: (subject: Subject) => boolean, message: ErrorText): onRequestHookHandler {
  return async (request) => {
    if (request.is404) return;
    if (!allowed(callerOf(request))) throw new ForbiddenError(message);
  };
}

/**
 * Hook for a module's routes: the caller needs a role on `moduleId` or 'all' (SPEC.md section 5; 403
 * otherwise). Register inside the module's plugin: `app.addHook('onRequest', requireModuleAccess('mytime'))`.
 */
export function requireModuleAccess(moduleId: ModuleId): onRequestHookHandler {
  return requirePolicy((subject) => canUseModule(subject, moduleId), `You need a role on ${moduleId} to use this`);
}
