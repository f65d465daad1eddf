import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';

/**
 * A person's fields as provisioning sets them (issue 16), taken from the SCIM resource by
 * `personFromProfile`. Job title, department, office location and manager are the fields of the
 * issue "Reporting lines" (15); until that issue adds them to `users`, they live in
 * `provisioned_users` (`profile`, `manager_user_id`) and this function is the one place to map them.
 */
export interface ProvisionedPerson {
  email: string;
  name: string | null;
  isActive: boolean;
  jobTitle: string | null;
  department: string | null;
  officeLocation: string | null;
  /** The manager's user id once resolved; null when none or not provisioned yet. */
  managerUserId: string | null;
}

/**
 * Writes the provisioned fields onto the person's `users` row, in the caller's transaction. The only
 * function that maps SCIM onto the person: issue 15 adds `managerId`, `jobTitle`, `department` and
 * `officeLocation` here.
 */
export async function applyProvisionedPerson(tx: DbOrTx, userId: string, person: ProvisionedPerson): Promise<void> {
  await tx
    .update(users)
    .set({ email: person.email, name: person.name, isActive: person.isActive })
    .where(eq(users.id, userId));
}
