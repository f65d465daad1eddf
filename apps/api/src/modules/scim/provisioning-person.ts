import { sameId } from '@apps/contracts/common';
import type { Tx } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { setManager } from '../authority/reporting-line.service';
import { ScimError } from './scim-error';
import { updatePersonFields } from './scim-user.repository';

/**
 * A person's fields as provisioning sets them, taken from the SCIM resource by
 * `personFromProfile`: Entra's default mappings `jobTitle` -> `title`, `department` -> the enterprise
 * extension's `department`, `physicalDeliveryOfficeName` -> `addresses[type eq "other"].formatted`, and
 * `manager` -> the enterprise extension's `manager`.
 */
export interface ProvisionedPerson {
  email: string;
  name: string | null;
  isActive: boolean;
  jobTitle: string | null;
  department: string | null;
  officeLocation: string | null;
  /** The manager reference as Entra sent it (the manager's SCIM id or externalId); null when none. */
  managerRef: string | null;
  /** The manager's user id once resolved; null when none or not provisioned yet. */
  managerUserId: string | null;
}

type ProfileField = 'jobTitle' | 'department' | 'officeLocation';
const PROFILE_FIELDS: readonly ProfileField[] = ['jobTitle', 'department', 'officeLocation'];

/**
 * Writes the provisioned fields onto the person's `users` row, in the caller's transaction: the one
 * function that maps SCIM onto the person. E-mail, name and active state are written
 * every time. Job title, department, office location and manager are written when provisioning changed
 * them (`before` is the person as provisioning last set them; null on create, where only values Entra
 * sent are written), so a value an admin set in the app survives updates that do not touch it. A
 * manager reference not provisioned yet clears `manager_id` until that person arrives
 * (`resolveWaitingManagers`); removing the manager clears it.
 * @throws ScimError 400 `invalidValue` when the new manager would make the reporting line loop (the
 *   caller's transaction then rolls back: nothing changes).
 */
export async function applyProvisionedPerson(tx: Tx, userId: string, person: ProvisionedPerson, before: ProvisionedPerson | null): Promise<void> {
  const changed = (key: ProfileField) => (before ? before[key] !== person[key] : person[key] !== null);
  const profile: Partial<Record<ProfileField, string | null>> = {};
  for (const key of PROFILE_FIELDS) if (changed(key)) profile[key] = person[key];
  await updatePersonFields(tx, userId, { email: person.email, name: person.name, isActive: person.isActive, ...profile });
  const sameManager = (a: string | null, b: string | null) => (a === null && b === null) || sameId(a, b);
  const managerChanged = before
    ? before.managerRef !== person.managerRef || !sameManager(before.managerUserId, person.managerUserId)
    : person.managerUserId !== null;
  if (managerChanged) await setProvisionedManager(tx, userId, person.managerUserId);
}

/**
 * Sets `userId`'s manager as Entra says, under the reporting-line lock (the rules: never oneself,
 * no loops; an inactive manager is allowed, Entra decides).
 * @throws ScimError 400 `invalidValue` for oneself or a loop.
 */
export async function setProvisionedManager(tx: Tx, userId: string, managerUserId: string | null): Promise<void> {
  try {
    await setManager(tx, userId, managerUserId, { allowInactiveManager: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const reason = error.validationErrors?.managerId?.[0] ?? error.message;
    throw new ScimError(400, `manager: ${reason}`, 'invalidValue');
  }
}
