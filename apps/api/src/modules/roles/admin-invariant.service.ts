import type { DbOrTx, Tx } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { roleRefusals as R, rolesRefusal } from './refusal.messages';
import { userAdministrators } from '../authority/authority.service';
import * as roleRepository from './role.repository';

/**
 * "At least one active Admin on all" (ARCHITECTURE.md "Rules the server enforces"),
 * enforced in one place for every path that can end an Admin's power: removing the role, deactivating
 * and deleting. Run the change through this function inside the change's own transaction: it takes a
 * transaction-level advisory lock (`pg_advisory_xact_lock`, so those paths run one at a time on
 * PostgreSQL; PGlite has one connection and serialises them anyway), notes whether `userId` is an
 * active Admin on 'all', applies `change`, and counts again. When the change left no active Admin on
 * 'all', it throws and the transaction rolls back, so nothing changed.
 *
 * @param userId the user whose power the change may end (the assignment's user, the deactivated or
 *   deleted user).
 * @returns what `change` returns.
 * @throws ConflictError `LAST_ADMIN_MESSAGE` (409) when the change would leave no active Admin on 'all'.
 */
export async function keepingAnActiveAdmin<T>(tx: Tx, userId: string, change: () => Promise<T>): Promise<T> {
  await roleRepository.lockAdminChanges(tx);
  const administrators = userAdministrators();
  const wasAdmin = await roleRepository.isActiveGlobalAdmin(tx, userId, administrators);
  const result = await change();
  if (wasAdmin && (await roleRepository.countActiveGlobalAdmins(tx, administrators)) === 0) throw new ConflictError(rolesRefusal(R.lastAdmin));
  return result;
}

/**
 * Waits for, then holds until the transaction ends, the lock `keepingAnActiveAdmin` takes, for a change
 * that must hold it before other locks (the reporting line's) and check later.
 */
export function lockAdminChanges(tx: Tx): Promise<void> {
  return roleRepository.lockAdminChanges(tx);
}

/** How many active users hold Admin on 'all'. */
export function countActiveGlobalAdmins(db: DbOrTx): Promise<number> {
  return roleRepository.countActiveGlobalAdmins(db);
}
