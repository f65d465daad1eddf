import type { onRequestHookHandler } from 'fastify';
import type { RoleName } from '@apps/contracts/core/role';
import { hasAnyRole, type Caller } from '../../lib/access';
import { ForbiddenError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';

/** Roles that manage job postings and see candidates, when held on hire or 'all'. */
export const HIRING_ROLES: readonly RoleName[] = ['Recruiter', 'Manager', 'Admin'];

/** 403 messages of the Hire module. */
export const HIRE_FORBIDDEN = {
  jobs: 'Only recruiters, managers and admins on Hire can manage job postings',
  candidates: 'Candidate data is available only to recruiters, managers and admins on Hire',
} as const;

/** True when the caller is a Recruiter, Manager or Admin on hire or 'all' (a "hiring" caller). */
export function canManageHiring(caller: Caller): boolean {
  return hasAnyRole(caller, HIRING_ROLES, 'hire');
}

/**
 * @throws ForbiddenError with `message` unless the caller is a hiring caller.
 */
export function assertCanManageHiring(caller: Caller, message: string): void {
  if (!canManageHiring(caller)) throw new ForbiddenError(message);
}

/**
 * Route hook: refuses non-hiring callers (403) before the body is validated, so an Employee learns
 * nothing from validation messages. The services check again.
 */
export function requireHiringRole(message: string): onRequestHookHandler {
  return async (request) => {
    if (request.is404) return;
    assertCanManageHiring(callerOf(request), message);
  };
}
