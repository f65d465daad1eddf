/**
 * User administration rules. Plain code, no zod.
 */
import type { ModuleId } from '../module-ids';
import { can, canUseModule, isSelf, type Subject } from './policy';
import { isAboveInLine, type LineRecord } from './reporting-line';

/** What non-admins see on User Management, and the API's 403 message. */
export const ADMIN_ONLY_MESSAGE = 'You need Admin privileges to access this page.';

/** Lists users and reads anyone's role assignments (Admin on 'all'). */
export function readsUsers(subject: Subject): boolean {
  return can(subject, 'read', 'users');
}

/** Activates, deactivates and deletes users; opens User Management (Admin on 'all'). */
export function managesUsers(subject: Subject): boolean {
  return can(subject, 'manage', 'users');
}

/** Lists roles and assigns and removes role assignments (Admin on 'all'). */
export function managesRoles(subject: Subject): boolean {
  return can(subject, 'manage', 'roles');
}

/** A person reads their own roles; user administrators read anyone's. */
export function mayReadRolesOf(subject: Subject, userId: string): boolean {
  return isSelf(subject, userId) || readsUsers(subject);
}

/**
 * Downloads everything held about a person (`GET /v1/users/{id}/personal-data`, GDPR article 15): the
 * person themselves, and user administrators (Admin on 'all'). Everyone else gets 403.
 */
export function mayExportPersonalDataOf(subject: Subject, userId: string): boolean {
  return isSelf(subject, userId) || readsUsers(subject);
}

/**
 * Erases a person's personal data (`POST /v1/users/{id}/erase`, GDPR article 17): user administrators
 * (Admin on 'all'), who also deactivate and delete accounts.
 */
export function erasesPersonalData(subject: Subject): boolean {
  return managesUsers(subject);
}

/**
 * Reads a person (`GET /v1/users/{id}`, their direct reports and reporting line): the person themselves, anyone above them in the reporting line (`line.managerChain`, no role
 * needed), and user administrators (Admin on 'all'). Everyone else gets 404.
 */
export function readsPerson(subject: Subject, line: LineRecord): boolean {
  return isSelf(subject, line.employeeId) || isAboveInLine(subject, line) || readsUsers(subject);
}

/**
 * Names, lists and removes `managerId`'s delegates: the person themselves; Admin on 'all'
 * for anyone. Everyone else gets 404.
 */
export function managesDelegationsOf(subject: Subject, managerId: string): boolean {
  return isSelf(subject, managerId) || managesUsers(subject);
}

/**
 * "Request access": a person may ask for a module they cannot use (no role on it or on 'all'); one who
 * can use it already is refused (403 `ACCESS_ALREADY_HELD_MESSAGE`) and sees no button.
 */
export function mayRequestAccess(subject: Subject, moduleId: ModuleId): boolean {
  return !canUseModule(subject, moduleId);
}
