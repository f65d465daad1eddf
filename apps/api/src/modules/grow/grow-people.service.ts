import type { z } from 'zod';
import type { GrowPerson, PageQuerySchema } from '@apps/contracts/grow/page';
import type { Page } from '@apps/contracts/page';
import { isSelf, type SubjectAssignment } from '@apps/contracts/core/policy';
import { managesGrowRecords, mayUseGrowRecordsOf, runsReviews, type GrowRecord } from '@apps/contracts/grow/grow.policy';
import type { Db, DbOrTx } from '../../db/client';
import { assertAllowed, requireVisible, type Caller } from '../../lib/access';
import { holdersOf } from '../authority/authority.service';
import { allowedInLine, decisionScope, withDelegators, type DecisionScope } from '../authority/reporting-line.service';
import { ValidationError } from '../../lib/errors';
import { growRefusal, growRefusals as G } from './refusal.messages';
import * as peopleRepository from './grow-people.repository';

/**
 * Who keeps Grow records: the holders of `okrs:write`, which every role on Grow or on 'all' carries
 * (`ROLE_GRANTS`), as the authority's assignment pairs.
 */
function growMembers(): SubjectAssignment[] {
  return holdersOf('write', 'okrs');
}

/** The person when active and keeping Grow records (`growMembers`); undefined otherwise. */
export function findGrowMember(db: DbOrTx, id: string): Promise<peopleRepository.GrowPersonRow | undefined> {
  return peopleRepository.findActiveGrowPerson(db, growMembers(), id);
}

/**
 * The active people a manager (or a manager's delegate) may pick in Grow (e.g. whom to review):
 * everyone but the caller who keeps Grow records (`growMembers`), by name, one page.
 * @throws ForbiddenError for non-managers.
 */
export async function listGrowPeople(db: Db, caller: Caller, query: z.output<typeof PageQuerySchema>): Promise<Page<GrowPerson>> {
  assertAllowed(runsReviews(await withDelegators(db, caller)), growRefusal(G.listPeople));
  const [items, total] = await Promise.all([
    peopleRepository.listActiveGrowPeople(db, growMembers(), caller.user.id, query.limit, query.offset),
    peopleRepository.countActiveGrowPeople(db, growMembers(), caller.user.id),
  ]);
  return { items, total, limit: query.limit, offset: query.offset };
}

/**
 * Whose records a list or create call means (`employeeId`, default the caller).
 * @throws ForbiddenError when it names someone else the caller may not read (the line read now).
 */
export async function whoseRecords(db: DbOrTx, caller: Caller, record: GrowRecord, employeeId: string | undefined): Promise<string> {
  const id = employeeId ?? caller.user.id;
  assertAllowed(await allowedInLine(db, caller, id, (subject, line) => mayUseGrowRecordsOf(subject, record, line)), growRefusal(G.othersRecords));
  return id;
}

/**
 * A Grow record the caller may see: its owner, the people above the owner in the line, Admin on
 * 'all', and delegates of those above.
 * @throws NotFoundError `what` when missing or not visible.
 */
export async function requireVisibleRecord<T extends { employeeId: string }>(
  db: DbOrTx,
  caller: Caller,
  record: GrowRecord,
  row: T | undefined,
  what: string,
): Promise<T> {
  const visible = row ? await allowedInLine(db, caller, row.employeeId, (subject, line) => mayUseGrowRecordsOf(subject, record, line)) : false;
  return requireVisible(row, () => visible, what);
}

/**
 * `?teamId=` of a team list: the caller must manage these records, and it must be their own id; the
 * team is their whole line below them, and below the managers who delegated to them today (Admin on
 * 'all': everyone but themselves). Returns the scope, which the list repositories turn into their condition.
 * @throws ForbiddenError for non-managers or another person's team.
 */
export async function teamScope(db: DbOrTx, caller: Caller, record: GrowRecord, teamId: string): Promise<DecisionScope> {
  const subject = await withDelegators(db, caller);
  assertAllowed(managesGrowRecords(subject, record), growRefusal(G.teamRecords));
  assertAllowed(isSelf(caller, teamId), growRefusal(G.ownTeam));
  return decisionScope(db, subject, teamId, 'manage', record);
}

/**
 * Whose record a create call means (`employeeId`, default the caller) and that they may have one: an
 * active person with a role on grow or 'all'.
 * @throws ForbiddenError for someone else without being a manager; ValidationError on `employeeId`
 *   for an unknown or inactive person, or one without Grow.
 */
export async function resolveGrowEmployee(db: Db, caller: Caller, record: GrowRecord, employeeId: string | undefined): Promise<string> {
  const id = await whoseRecords(db, caller, record, employeeId);
  if (!isSelf(caller, id) && !(await findGrowMember(db, id))) {
    throw new ValidationError({ employeeId: [growRefusal(G.noGrowPerson)] });
  }
  return id;
}
