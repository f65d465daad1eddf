import { can, isSelf, type Subject } from '@apps/contracts/core/policy';
import { canBeManager, isAdminOnAll, wouldMakeCycle, type LineRecord } from '@apps/contracts/core/reporting-line';
import type { Action, Resource } from '@apps/contracts/core/role-grants';
import type { DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { organisationToday } from '../../lib/organisation-calendar';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { authorityRefusal, authorityRefusals as A } from './refusal.messages';
import type { LinePlacement } from '@apps/contracts/core/line-placement';
import * as lineRepository from './reporting-line.repository';
import type { DecisionScope, LinePlacementRow } from './reporting-line.scope';

/**
 * The reporting line at the API, part of the core authority (other modules import it as their entry
 * point): reads a record owner's chain of managers at the moment of a decision, the caller's
 * delegations for today, and edits the line without cycles (`users` and SCIM call `setManager`).
 */

/**
 * Today as YYYY-MM-DD in the organisation's time zone (`ORG_TIME_ZONE`), the day delegation windows are
 * compared with: a delegation is the organisation's arrangement, read as the same day by the manager, the
 * delegate and every approval rule, wherever each of them is.
 */
export function today(): string {
  return organisationToday();
}

/**
 * The active managers who named `delegateId` their delegate on `day` (YYYY-MM-DD), each as a
 * `Subject` with the manager's role assignments; in no particular order.
 */
export async function delegatorsOn(db: DbOrTx, delegateId: string, day: string): Promise<Subject[]> {
  const rows = await lineRepository.activeDelegators(db, delegateId, day);
  return rows.map((row) => ({ id: row.managerId, assignments: row.assignments }));
}

/**
 * Holds, until the caller's transaction ends, the lock of reporting-line edits: for a writer that
 * changes many managers at once (the people import) and checks the result for cycles itself.
 */
export function lockReportingLines(tx: Tx): Promise<void> {
  return lineRepository.lockReportingLines(tx);
}

/** The owner and their managers, nearest first, read now (one recursive query). */
export async function lineRecordOf(db: DbOrTx, employeeId: string): Promise<LineRecord> {
  return { employeeId, managerChain: await lineRepository.managerChain(db, employeeId) };
}

/**
 * The caller with `delegators`: the active managers who named them delegate for today, each with
 * their roles, so the contracts' reporting-line rules let the delegate decide what those managers could.
 */
export async function withDelegators(db: DbOrTx, caller: Caller): Promise<Caller> {
  if (caller.delegators) return caller;
  return { ...caller, delegators: await delegatorsOn(db, caller.user.id, today()) };
}

/** The managers whose line the caller may decide: the caller and today's delegators. */
export function deciderIds(caller: Caller): string[] {
  return [caller.user.id, ...(caller.delegators ?? []).map((d) => d.id)];
}

/**
 * A team list's DTO with its row's place in the line (`LinePlacement`):
 * `directReportId` and `lineVia` as `linePlacement` computed them (a driver that hands JSON back as
 * text is parsed; a missing placement is outside the line).
 */
export function withPlacement<T extends object>(dto: T, placement: LinePlacementRow | string | null | undefined): T & LinePlacement {
  const value = (typeof placement === 'string' ? JSON.parse(placement) : placement) as Partial<LinePlacementRow> | null | undefined;
  // Object.assign, not `{ ...dto, directReportId, lineVia }`: on Node 20 a spread followed by properties
  // costs about 3 µs an object against 0.25 µs (bench/RESULTS.md, decision 0131), and a list places every row.
  return Object.assign({}, dto, { directReportId: value?.directReportId ?? null, lineVia: value?.lineVia ?? [] });
}

export type { DecisionScope, LinePlacementRow };

/**
 * Sets (or clears) `userId`'s manager inside the caller's transaction, under the reporting-line lock
 * so concurrent edits that would together make a cycle run one after the other.
 * `allowInactiveManager` is for the directory (SCIM): Entra may name a manager it has already
 * disabled, and the line must still follow Entra; approvals skip inactive people anyway.
 * @returns the previous manager id.
 * @throws ValidationError `managerId`: oneself, unknown (or inactive) person, or a cycle.
 */
export async function setManager(tx: Tx, userId: string, managerId: string | null, options: { allowInactiveManager?: boolean } = {}): Promise<string | null> {
  await lineRepository.lockReportingLines(tx);
  if (managerId !== null) {
    if (wouldMakeCycle(userId, managerId, [])) throw new ValidationError({ managerId: [authorityRefusal(A.ownManager)] });
    const manager = await lineRepository.findLinePerson(tx, managerId);
    if (!manager || (!canBeManager(manager) && !options.allowInactiveManager)) throw new ValidationError({ managerId: [authorityRefusal(A.unknownManager)] });
    if (wouldMakeCycle(userId, managerId, await lineRepository.managerChain(tx, managerId))) {
      throw new ValidationError({ managerId: [authorityRefusal(A.loop)] });
    }
  }
  const before = await lineRepository.findLinePerson(tx, userId);
  await lineRepository.updateManager(tx, userId, managerId);
  return before?.managerId ?? null;
}

/**
 * Before a person is deactivated or deleted: their direct reports move up to the person's own manager
 * (or to none), audited as `user.reports_moved_up` naming whom and where. Runs in the caller's transaction.
 */
export async function moveReportsUp(tx: Tx, actorId: string, userId: string): Promise<void> {
  await lineRepository.lockReportingLines(tx);
  const person = await lineRepository.findLinePerson(tx, userId);
  if (!person) return;
  const moved = await lineRepository.reassignReports(tx, userId, person.managerId);
  if (moved.length === 0) return;
  await writeAudit(tx, {
    actorId,
    action: 'user.reports_moved_up',
    entity: 'user',
    entityId: userId,
    before: { managerId: userId, directReports: moved },
    after: { managerId: person.managerId, directReports: moved },
  });
}

/**
 * What `managerId` may decide (`pending-approval?managerId=`): Admin on 'all' decides for
 * everyone; others for their whole line below, and below the managers who delegated to them today.
 * Only Admin on 'all' may ask about someone other than themselves.
 * @throws ForbiddenError for a `managerId` other than the caller, for anyone but Admin on 'all'.
 */
export async function decisionScope(db: DbOrTx, caller: Caller, managerId: string, action: Action, resource: Resource): Promise<DecisionScope> {
  let subject: Subject = await withDelegators(db, caller);
  if (!isSelf(caller, managerId)) {
    if (!isAdminOnAll(caller)) throw new ForbiddenError(authorityRefusal(A.ownManagerIdOnly));
    subject = {
      id: managerId,
      assignments: await lineRepository.assignmentsOf(db, managerId),
      delegators: await delegatorsOn(db, managerId, today()),
    };
  }
  const deciders = [subject, ...(subject.delegators ?? [])].filter((s) => can(s, action, resource));
  return { everyone: deciders.some(isAdminOnAll), managerIds: deciders.map((s) => s.id), excludeId: subject.id };
}

/**
 * May the caller read team `teamId`'s calendar: its members (the manager and direct
 * reports), the people above the manager, Admin on 'all', and their delegates.
 */
export async function mayReadTeam(db: DbOrTx, caller: Caller, teamId: string): Promise<boolean> {
  const subject = await withDelegators(db, caller);
  const people = [subject, ...(subject.delegators ?? [])];
  if (people.some(isAdminOnAll) || people.some((s) => isSelf(s, teamId))) return true;
  const [chain, me] = await Promise.all([
    lineRepository.managerChain(db, teamId),
    lineRepository.findLinePerson(db, caller.user.id),
  ]);
  if (me?.managerId && isSelf({ id: me.managerId, assignments: [] }, teamId)) return true;
  return people.some((s) => chain.some((id) => isSelf(s, id)));
}

/**
 * The audit fields of a decision taken as someone's delegate ("the audit record names both"):
 * `{ onBehalfOf: managerId, delegateId }`, or nothing when the caller decided on their own authority.
 */
export function onBehalfOf(caller: Caller, authority: string | null): { onBehalfOf?: string; delegateId?: string } {
  if (authority === null || isSelf(caller, authority)) return {};
  return { onBehalfOf: authority, delegateId: caller.user.id };
}

/** The answer about someone's records under a reporting-line rule, and what was read to give it. */
export interface Access {
  /** The caller may (their own records always). */
  allowed: boolean;
  /** The records are the caller's own. */
  own: boolean;
  /** The owner's line as read now; undefined for one's own records (not read). */
  line?: LineRecord;
}

/**
 * May the caller use `ownerId`'s records under `rule`, a reporting-line rule of the contracts'
 * policy (e.g. `mayActOnTimesheetsOf`): always for their own, else the rule with the caller's
 * delegators and the owner's line read now in `db`. The line is handed back so a decision in the same
 * transaction (`decisionOn` in `authority.service.ts`) does not read it twice.
 */
export async function accessTo(db: DbOrTx, caller: Caller, ownerId: string, rule: (subject: Subject, line: LineRecord) => boolean): Promise<Access> {
  if (isSelf(caller, ownerId)) return { allowed: true, own: true };
  const [subject, line] = await Promise.all([withDelegators(db, caller), lineRecordOf(db, ownerId)]);
  return { allowed: rule(subject, line), own: false, line };
}

/**
 * Asks a reporting-line rule of `@apps/contracts` about `employeeId`'s records with the line read now:
 * true at once for the person themselves, else `rule(callerWithDelegators, line)` (`accessTo`'s yes or no).
 */
export async function allowedInLine(
  db: DbOrTx,
  caller: Caller,
  employeeId: string,
  rule: (subject: Subject, line: LineRecord) => boolean,
): Promise<boolean> {
  return (await accessTo(db, caller, employeeId, rule)).allowed;
}
