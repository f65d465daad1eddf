/**
 * User administration rules (SPEC.md sections 2 and 6 "Admin"; issue 13). Plain code, no zod.
 */
import { can, isSelf, type Subject } from './policy';

/** SPEC.md section 2: what non-admins see on User Management, and the API's 403 message. */
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
