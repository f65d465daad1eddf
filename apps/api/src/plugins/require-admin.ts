import type { onRequestHookHandler } from 'fastify';
import { isGlobalAdmin } from '../lib/access';
import { ForbiddenError } from '../lib/errors';
import { callerOf } from './auth';

/** Route hook: only Admin on 'all' passes (user management; SPEC.md section 2 "User Management"). */
export const requireGlobalAdmin: onRequestHookHandler = async (request) => {
  if (!isGlobalAdmin(callerOf(request))) throw new ForbiddenError('You need Admin privileges to access this page.');
};
