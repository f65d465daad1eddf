/**
 * The reporting line in the policy. A person's timesheets, leave and Grow
 * records are decided by the people above them in the line who hold the right grant (Manager on the
 * module or 'all'), and by Admin on 'all'; never by the person themselves. A person without a manager
 * is decided by Admin on 'all' only. A delegate decides, for the delegation's dates, what the manager
 * who named them could. The chain is read at the moment of the decision, so a reorganisation counts
 * at once. Plain code, no zod.
 */
import { sameId } from '../ids';
import { can, grantHolders, isSelf, type Subject, type SubjectAssignment } from './policy';
import type { Action, Resource } from './role-grants';

/**
 * A record owned by someone in the reporting line: the owner (`employeeId`) and their managers above
 * them, nearest first (`managerChain[0]` is the direct manager; empty without a manager).
 */
export interface LineRecord {
  employeeId: string;
  managerChain: readonly string[];
}

/**
 * The assignment that decides outside the reporting line, for everyone but oneself: Admin on 'all'
 * (not on a module). The API finds its holders with it, as a parameter of the query.
 */
export const EVERYONE_DECIDER: SubjectAssignment = { role: 'Admin', moduleId: 'all' };

/** Admin on 'all' (not on a module): decides for everyone but themselves. */
export function isAdminOnAll(subject: Subject): boolean {
  return subject.assignments.some((a) => a.role === EVERYONE_DECIDER.role && a.moduleId === EVERYONE_DECIDER.moduleId);
}

/**
 * The assignments that let their holder do `action` on `resource` for everyone outside the line
 * (holders of the grant who decide for everyone: Admin on 'all' for `timesheets:approve`); [] when
 * no such assignment carries the grant.
 */
export function everyoneDeciders(action: Action, resource: Resource): SubjectAssignment[] {
  return grantHolders(`${resource}:${action}`).filter((a) => isAdminOnAll({ id: '', assignments: [a] }));
}

/** True when the subject is above the record's owner in the reporting line (any distance). */
export function isAboveInLine(subject: Subject, record: LineRecord): boolean {
  return record.managerChain.some((id) => sameId(id, subject.id));
}

/** The subject's own authority, without delegations. */
function decidesDirectly(subject: Subject, action: Action, resource: Resource, record: LineRecord): boolean {
  if (isSelf(subject, record.employeeId) || !can(subject, action, resource)) return false;
  return isAdminOnAll(subject) || isAboveInLine(subject, record);
}

/**
 * Whose authority lets the subject do `action` on `resource` of the record's owner: the subject's own
 * id, the id of a manager who delegated to the subject, or null when nobody's does. Never the owner:
 * nobody decides their own records, not even as someone's delegate.
 */
export function lineAuthority(subject: Subject, action: Action, resource: Resource, record: LineRecord): string | null {
  if (isSelf(subject, record.employeeId)) return null;
  if (decidesDirectly(subject, action, resource, record)) return subject.id;
  const delegator = (subject.delegators ?? []).find((manager) => decidesDirectly(manager, action, resource, record));
  return delegator ? delegator.id : null;
}

/** `lineAuthority` as a yes/no: e.g. `decidesInLine(subject, 'approve', 'timesheets', line)`. */
export function decidesInLine(subject: Subject, action: Action, resource: Resource, record: LineRecord): boolean {
  return lineAuthority(subject, action, resource, record) !== null;
}

/**
 * Reads the owner's records: the owner, anyone above them in the line, anyone who may `action` them
 * (`approve` for MyTime, `manage` for Grow: Admin on 'all'), and a delegate of someone above.
 */
export function readsInLine(subject: Subject, action: Action, resource: Resource, record: LineRecord): boolean {
  if (isSelf(subject, record.employeeId) || isAboveInLine(subject, record)) return true;
  if (decidesInLine(subject, action, resource, record)) return true;
  return (subject.delegators ?? []).some((manager) => isAboveInLine(manager, record));
}

/**
 * A manager's reporting-line edit is refused when it would make a cycle: `managerId` is the person or
 * someone below them, i.e. the person is in the new manager's chain (the manager's own managers).
 * @param managerChainOfNewManager the new manager's managers, nearest first.
 */
export function wouldMakeCycle(personId: string, managerId: string, managerChainOfNewManager: readonly string[]): boolean {
  return sameId(personId, managerId) || managerChainOfNewManager.some((id) => sameId(id, personId));
}

/**
 * Whether a person may be named someone's manager: a person of the directory who is active (a
 * deactivated person manages nobody). `PATCH /v1/users/{id}` and the people import both decide by it.
 */
export function canBeManager(manager: { isActive: boolean } | null | undefined): boolean {
  return manager?.isActive === true;
}

/** The 400 message on `managerId` for a line that would loop. */
export const REPORTING_LINE_MESSAGES = {
  self: 'A person cannot be their own manager',
  cycle: 'This manager reports (directly or indirectly) to this person; a reporting line cannot loop',
  unknown: 'No active person has this id',
} as const;
