import { grantHolders, isSelf, type SubjectAssignment } from '@apps/contracts/core/policy';
import { everyoneDeciders, lineAuthority, type LineRecord } from '@apps/contracts/core/reporting-line';
import type { Action, Resource } from '@apps/contracts/core/role-grants';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import * as authorityRepository from './authority.repository';
import { lineRecordOf, withDelegators } from './reporting-line.service';

/**
 * The one authority of the API: answers "may this person do this to that record" and "who holds
 * this grant" from the contracts' policy (`can`, `ROLE_GRANTS`, the reporting-line rules) with the
 * reporting line and today's delegations read now. Other modules ask here instead of rebuilding the
 * rules, and their repositories get plain values (assignment pairs, a `DecisionScope`) that the
 * `*.scope.ts` pieces turn into SQL.
 */

/**
 * The assignments (role, module) that carry `resource:action` (from `ROLE_GRANTS`), for a query of
 * who holds the grant (`holdsOneOf` in `grant.scope.ts`).
 */
export function holdersOf(action: Action, resource: Resource): SubjectAssignment[] {
  return grantHolders(`${resource}:${action}`);
}

/** The assignments that do `resource:action` for everyone outside the reporting line (Admin on 'all' for approvals). */
export function everyoneDecidersOf(action: Action, resource: Resource): SubjectAssignment[] {
  return everyoneDeciders(action, resource);
}

/** The assignments of the user administrators (`users:manage`: Admin on 'all'), whom the last-admin rule keeps. */
export function userAdministrators(): SubjectAssignment[] {
  return holdersOf('manage', 'users');
}

/**
 * The active people holding one of `holders` (e.g. `holdersOf('approve', 'timesheets')`), leaving
 * out `exceptId` (null: nobody); ids in id order, without duplicates.
 */
export function activeHoldersOf(db: DbOrTx, holders: readonly SubjectAssignment[], exceptId: string | null = null): Promise<string[]> {
  return authorityRepository.activeHolders(db, holders, exceptId);
}

/**
 * The active people `managerId` named delegate for `day` (YYYY-MM-DD): they decide, for those dates,
 * what the manager could. Ids in id order, without duplicates.
 */
export function delegatesOf(db: DbOrTx, managerId: string, day: string): Promise<string[]> {
  return authorityRepository.activeDelegates(db, managerId, day);
}

/** The answer about one record: its owner is the caller (`own`), and whose authority allows the action. */
export interface Decision {
  /** The record is the caller's own: nobody decides their own records. */
  own: boolean;
  /** The caller's id or a delegating manager's when the action is allowed; null when it is not. */
  authority: string | null;
  /** The caller with today's delegators, for further questions without reading them again. */
  subject: Caller;
}

/**
 * May the caller do `action` on `resource` of `ownerId` (e.g. approve a timesheet): the policy's
 * `lineAuthority` with the owner's line and the caller's delegations read now, in `db` (the
 * decision's transaction when there is one). Delegators already read on `caller` are reused, and
 * `line` when the caller read the owner's line in the same transaction.
 */
export async function decisionOn(
  db: DbOrTx,
  caller: Caller,
  action: Action,
  resource: Resource,
  ownerId: string,
  line?: LineRecord,
): Promise<Decision> {
  const subject = await withDelegators(db, caller);
  if (isSelf(subject, ownerId)) return { own: true, authority: null, subject };
  return { own: false, authority: lineAuthority(subject, action, resource, line ?? (await lineRecordOf(db, ownerId))), subject };
}
