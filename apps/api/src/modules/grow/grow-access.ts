import { hasRole, isGlobalAdmin, type Caller } from '../../lib/access';
import { ForbiddenError, NotFoundError } from '../../lib/errors';

/**
 * A Grow manager: Manager on grow or 'all', or Admin on 'all' (issue 5). Managers read everyone's Grow
 * records (there are no teams yet), approve OKRs, run reviews, and create learning paths and career
 * goals for others.
 */
export function isGrowManager(caller: Caller): boolean {
  return hasRole(caller, 'Manager', 'grow') || isGlobalAdmin(caller);
}

/** True when the caller may read records of `employeeId`: their own, or anyone's for a manager. */
export function canReadRecordsOf(caller: Caller, employeeId: string): boolean {
  return employeeId === caller.user.id || isGrowManager(caller);
}

/**
 * Whose records a `?employeeId=` list or a create body means: the caller when absent.
 * @throws ForbiddenError when it names someone else and the caller is not a manager.
 */
export function resolveEmployeeId(caller: Caller, employeeId: string | undefined): string {
  const id = employeeId ?? caller.user.id;
  if (id !== caller.user.id && !isGrowManager(caller)) {
    throw new ForbiddenError("Only managers may use someone else's Grow records");
  }
  return id;
}

/**
 * `?teamId=` of a team list: manager only, and it must be the caller's own id (there are no teams
 * yet; a manager's team is everyone they may see).
 * @throws ForbiddenError for non-managers or another person's team.
 */
export function assertOwnTeam(caller: Caller, teamId: string): void {
  if (!isGrowManager(caller)) throw new ForbiddenError('Only managers may read team records');
  if (teamId !== caller.user.id) throw new ForbiddenError('teamId must be your own id: you can read only your own team');
}

/**
 * A record the caller tries to use: 404 when it does not exist or they may not read it.
 * @throws NotFoundError
 */
export function assertVisible<T extends { employeeId: string }>(caller: Caller, record: T | undefined, what: string): T {
  if (!record || !canReadRecordsOf(caller, record.employeeId)) throw new NotFoundError(what);
  return record;
}

/**
 * Only the owner changes progress on their own record; others who may read it get 403.
 * @throws ForbiddenError
 */
export function assertOwner(caller: Caller, record: { employeeId: string }, message: string): void {
  if (record.employeeId !== caller.user.id) throw new ForbiddenError(message);
}
