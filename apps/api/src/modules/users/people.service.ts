import { sameId } from '@apps/contracts/common';
import { DEFAULT_PAGE_SIZE, pageOf, type Page, type PageQuery } from '@apps/contracts/page';
import { MAX_OPEN_DELEGATIONS, wantsUsersPage, type CreateDelegation, type Delegation, type Delegator, type UsersQuery } from '@apps/contracts/core/people';
import type { User } from '@apps/contracts/core/user';
import { ADMIN_ONLY_MESSAGE, managesDelegationsOf, readsPerson, readsUsers } from '@apps/contracts/core/users.policy';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { userRefusals as U, usersRefusal } from './refusal.messages';
import * as delegationRepository from './delegation.repository';
import * as peopleRepository from './people.repository';
import { delegatorsOn, lineRecordOf, today } from '../authority/reporting-line.service';
import { toUserDto } from './user.mapper';
import * as userRepository from './user.repository';

/**
 * The people API: a person, their direct reports and reporting
 * line, the people search of pickers, and a manager's delegations.
 */

/**
 * `GET /v1/users`: without parameters the spec's list (every user ordered by e-mail, Admin on
 * 'all' only); with any parameter a page ordered by name: everyone for Admin on 'all', otherwise the
 * people the caller may see (themselves, the people above them and everyone below them); with
 * `count=false` its `total` only says whether another page follows.
 * @throws ForbiddenError `ADMIN_ONLY_MESSAGE` for the bare list without Admin on 'all'.
 */
export async function listOrSearchUsers(db: Db, caller: Caller, query: UsersQuery): Promise<User[] | Page<User>> {
  if (!wantsUsersPage(query)) {
    if (!readsUsers(caller)) throw new ForbiddenError(ADMIN_ONLY_MESSAGE);
    return (await userRepository.listAll(db)).map(toUserDto);
  }
  const page: PageQuery = { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
  const filter: peopleRepository.PeopleFilter = {
    terms: peopleRepository.searchTerms(query.search ?? ''),
    ...(query.isActive === undefined ? {} : { isActive: query.isActive === 'true' }),
    ...(query.notUnder === undefined ? {} : { notUnder: query.notUnder }),
    ...(readsUsers(caller) ? {} : { lineAround: caller.user.id }),
  };
  const { rows, total } = await peopleRepository.searchPage(db, filter, page.limit, page.offset, { withTotal: query.count !== 'false' });
  return pageOf(rows.map(toUserDto), total, page);
}

/** 404 unless the person exists and the caller may read them (`readsPerson`). */
async function requireReadablePerson(db: DbOrTx, caller: Caller, userId: string): Promise<userRepository.UserRow> {
  const person = await userRepository.findById(db, userId);
  if (!person) throw new NotFoundError('User');
  if (readsUsers(caller) || sameId(caller.user.id, userId)) return person;
  if (!readsPerson(caller, await lineRecordOf(db, userId))) throw new NotFoundError('User');
  return person;
}

/**
 * `GET /v1/users/{id}`: the person, for themselves, the people above them and Admin on 'all'.
 * @throws NotFoundError for anyone else, or a missing person.
 */
export async function getPerson(db: Db, caller: Caller, userId: string): Promise<User> {
  return toUserDto(await requireReadablePerson(db, caller, userId));
}

/**
 * `GET /v1/users/{id}/direct-reports`: a page of the person's direct reports ordered by name; access
 * as `getPerson`.
 * @throws NotFoundError as `getPerson`.
 */
export async function directReports(db: Db, caller: Caller, userId: string, page: PageQuery): Promise<Page<User>> {
  await requireReadablePerson(db, caller, userId);
  const { rows, total } = await peopleRepository.directReportsPage(db, userId, page.limit, page.offset);
  return pageOf(rows.map(toUserDto), total, page);
}

/**
 * `GET /v1/users/{id}/reporting-line`: the managers above the person, nearest first (read now);
 * access as `getPerson`.
 * @throws NotFoundError as `getPerson`.
 */
export async function reportingLine(db: Db, caller: Caller, userId: string): Promise<User[]> {
  await requireReadablePerson(db, caller, userId);
  const chain = (await lineRecordOf(db, userId)).managerChain;
  return (await peopleRepository.usersInOrder(db, chain)).map(toUserDto);
}

function toDelegationDto(row: delegationRepository.DelegationRow): Delegation {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** 404 unless the caller manages `managerId`'s delegations (`managesDelegationsOf`). */
function requireDelegationsOf(caller: Caller, managerId: string): void {
  if (!managesDelegationsOf(caller, managerId)) throw new NotFoundError('User');
}

/**
 * `POST /v1/users/{id}/delegations`: `managerId` names `delegateId` their delegate from `startDate`
 * to `endDate` (both included). The caller is the manager, or Admin on 'all' for anyone. Serialised
 * per manager (row lock), audited as `delegation.created`.
 * @throws NotFoundError when the caller may not, or the manager does not exist.
 * @throws ValidationError `delegateId`: the manager themselves, or not an active person; `endDate`
 *   before today (UTC).
 * @throws ConflictError when the manager already has `MAX_OPEN_DELEGATIONS` current and future ones.
 */
export async function createDelegation(db: Db, caller: Caller, managerId: string, body: CreateDelegation): Promise<Delegation> {
  requireDelegationsOf(caller, managerId);
  if (sameId(body.delegateId, managerId)) throw new ValidationError({ delegateId: [usersRefusal(U.delegateSelf)] });
  if (body.endDate < today()) throw new ValidationError({ endDate: [usersRefusal(U.delegatePast)] });
  return db.transaction(async (tx) => {
    if (!(await delegationRepository.lockManager(tx, managerId))) throw new NotFoundError('User');
    if ((await delegationRepository.isActivePerson(tx, body.delegateId)) !== true) {
      throw new ValidationError({ delegateId: [usersRefusal(U.delegateActive)] });
    }
    if ((await delegationRepository.countOpen(tx, managerId, today())) >= MAX_OPEN_DELEGATIONS) {
      throw new ConflictError(usersRefusal(U.maxDelegations, { max: String(MAX_OPEN_DELEGATIONS) }));
    }
    const delegation = toDelegationDto(await delegationRepository.insert(tx, { managerId, ...body }));
    await writeAudit(tx, { actorId: caller.user.id, action: 'delegation.created', entity: 'delegation', entityId: delegation.id, after: delegation });
    return delegation;
  });
}

/**
 * `GET /v1/users/{id}/delegations`: the manager's current and future delegations (ending today or
 * later), by start date; at most `MAX_OPEN_DELEGATIONS`. Caller as `createDelegation`.
 * @throws NotFoundError when the caller may not, or the manager does not exist.
 */
export async function listDelegations(db: Db, caller: Caller, managerId: string): Promise<Delegation[]> {
  requireDelegationsOf(caller, managerId);
  if ((await delegationRepository.isActivePerson(db, managerId)) === undefined) throw new NotFoundError('User');
  return (await delegationRepository.listOpen(db, managerId, today())).map(toDelegationDto);
}

/**
 * `DELETE /v1/users/{id}/delegations/{delegationId}`: removes one of the manager's delegations
 * (from then on the delegate no longer decides for them); audited as `delegation.deleted`.
 * @returns `{ id }` of the removed delegation (the API's DELETE convention).
 * @throws NotFoundError when the caller may not, or the manager has no such delegation.
 */
export async function deleteDelegation(db: Db, caller: Caller, managerId: string, delegationId: string): Promise<{ id: string }> {
  if (!managesDelegationsOf(caller, managerId)) throw new NotFoundError('Delegation');
  return db.transaction(async (tx) => {
    const deleted = await delegationRepository.deleteOwn(tx, managerId, delegationId);
    if (!deleted) throw new NotFoundError('Delegation');
    await writeAudit(tx, { actorId: caller.user.id, action: 'delegation.deleted', entity: 'delegation', entityId: delegationId, before: toDelegationDto(deleted) });
    return { id: delegationId };
  });
}

/**
 * `GET /v1/users/me/delegators`: the managers the caller is acting for today
 * (UTC), the same set the server's decisions use (`withDelegators`): active managers whose delegation
 * to the caller includes today, each with the widest such range and their role assignments, ordered
 * by name. Every active caller may ask; the answer is about themselves only.
 */
export async function myDelegators(db: Db, caller: Caller): Promise<Delegator[]> {
  const day = today();
  const [rows, roles] = await Promise.all([delegationRepository.listDelegatorsOn(db, caller.user.id, day), delegatorsOn(db, caller.user.id, day)]);
  const assignmentsBy = new Map(roles.map((manager) => [manager.id, manager.assignments]));
  return rows.map((row) => ({
    ...row,
    assignments: (assignmentsBy.get(row.managerId) ?? []).map((a) => ({ role: a.role, module: a.moduleId })),
  }));
}
