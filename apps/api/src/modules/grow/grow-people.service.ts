import type { z } from 'zod';
import type { GrowPerson, PageQuerySchema } from '@apps/contracts/grow/page';
import type { Page } from '@apps/contracts/page';
import { isSelf } from '@apps/contracts/core/policy';
import { GROW_DENIALS, mayUseGrowRecordsOf, runsReviews, type GrowRecord } from '@apps/contracts/grow/grow.policy';
import type { Db } from '../../db/client';
import { assertAllowed, type Caller } from '../../lib/access';
import { ValidationError } from '../../lib/errors';
import * as peopleRepository from './grow-people.repository';

/**
 * The active people a manager may pick in Grow (e.g. whom to review): everyone but the caller with a
 * role on grow or 'all', by name, one page.
 * @throws ForbiddenError for non-managers.
 */
export async function listGrowPeople(db: Db, caller: Caller, query: z.output<typeof PageQuerySchema>): Promise<Page<GrowPerson>> {
  assertAllowed(runsReviews(caller), GROW_DENIALS.listPeople);
  const [items, total] = await Promise.all([
    peopleRepository.listActiveGrowPeople(db, caller.user.id, query.limit, query.offset),
    peopleRepository.countActiveGrowPeople(db, caller.user.id),
  ]);
  return { items, total, limit: query.limit, offset: query.offset };
}

/**
 * Whose records a list or create call means (`employeeId`, default the caller).
 * @throws ForbiddenError when it names someone else and the caller does not manage these records.
 */
export function whoseRecords(caller: Caller, record: GrowRecord, employeeId: string | undefined): string {
  const id = employeeId ?? caller.user.id;
  assertAllowed(mayUseGrowRecordsOf(caller, record, id), GROW_DENIALS.othersRecords);
  return id;
}

/**
 * `?teamId=` of a team list: the caller must manage these records, and it must be their own id (there
 * are no teams yet; a manager's team is everyone they may see).
 * @throws ForbiddenError for non-managers or another person's team.
 */
export function assertOwnTeam(caller: Caller, managesTeamRecords: boolean, teamId: string): void {
  assertAllowed(managesTeamRecords, GROW_DENIALS.teamRecords);
  assertAllowed(isSelf(caller, teamId), GROW_DENIALS.ownTeam);
}

/**
 * Whose record a create call means (`employeeId`, default the caller) and that they may have one: an
 * active person with a role on grow or 'all'.
 * @throws ForbiddenError for someone else without being a manager; ValidationError on `employeeId`
 *   for an unknown or inactive person, or one without Grow.
 */
export async function resolveGrowEmployee(db: Db, caller: Caller, record: GrowRecord, employeeId: string | undefined): Promise<string> {
  const id = whoseRecords(caller, record, employeeId);
  if (!isSelf(caller, id) && !(await peopleRepository.findActiveGrowPerson(db, id))) {
    throw new ValidationError({ employeeId: ['No active person with access to Grow has this id'] });
  }
  return id;
}
