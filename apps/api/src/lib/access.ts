import type { Subject } from '@apps/contracts/core/policy';
import { isSelf } from '@apps/contracts/core/policy';
import { ForbiddenError, NotFoundError, type ErrorText } from './errors';

/**
 * The caller of an authenticated request: a policy `Subject` (user id and role assignments, see
 * `@apps/contracts/core/policy`) with their user record. Who may do what is decided by the
 * contracts' policy functions; the helpers below turn a refusal into the typed error.
 */
export interface Caller extends Subject {
  user: { id: string; email: string; name: string | null; isActive: boolean };
}

/**
 * @throws ForbiddenError with `message` unless `allowed` (a policy answer).
 */
export function assertAllowed(allowed: boolean, message?: ErrorText): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}

/**
 * A record the caller tries to use: 404 when it does not exist or the policy says they may not see it
 * (ARCHITECTURE.md: 404 also for records the caller may not see).
 * @throws NotFoundError `what`
 */
export function requireVisible<T>(record: T | undefined, visible: (record: T) => boolean, what: string): T {
  if (record === undefined || !visible(record)) throw new NotFoundError(what);
  return record;
}

/**
 * Ids that name the caller (`approverId`, `rejectorId`, `managerId`, `teamId`) must be the caller's own
 * user id: the server never acts in someone else's name. Another person's id is well-formed input the
 * caller is not allowed to use, so the refusal is a 403, as for every other permission.
 * @throws ForbiddenError `message` (default '`field` must be your own user id: you act only in your own name').
 */
export function assertOwnId(caller: Caller, field: string, id: string, message: ErrorText = `${field} must be your own user id: you act only in your own name`): void {
  assertAllowed(isSelf(caller, id), message);
}
