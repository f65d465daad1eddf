import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { userRefusals as U, usersRefusal } from './refusal.messages';
import { toUserRoleDto } from '../roles/role.mapper';
import { grantGlobalAdmin } from '../roles/role.service';
import * as userRepository from './user.repository';

/**
 * Gives Admin on 'all' to the user with `email`, creating the user by e-mail when they have not signed
 * in yet (their first sign-in finds them by e-mail), and reactivates the account
 * when it was deactivated, so it recovers an organisation whose admins were all deactivated.
 * For `npm run admin:grant`.
 * @returns the user's e-mail, whether they signed in before, whether the assignment was new, and
 *   whether the account was reactivated.
 * @throws NotFoundError when the Admin role does not exist (roles not seeded).
 */
export async function grantGlobalAdminByEmail(
  db: Db,
  email: string,
): Promise<{ email: string; signedIn: boolean; created: boolean; reactivated: boolean }> {
  return db.transaction(async (tx) => {
    const user =
      (await userRepository.findByEmail(tx, email)) ??
      (await userRepository.insert(tx, { email: email.toLowerCase(), azureId: null, name: null })) ??
      (await userRepository.findByEmail(tx, email));
    if (!user) throw new ConflictError(usersRefusal(U.notCreated));
    const grant = await grantGlobalAdmin(tx, user.id);
    if (!grant) throw new NotFoundError('Role Admin');
    const { created, role } = grant;
    if (created) {
      await writeAudit(tx, {
        actorId: null,
        action: 'user_role.assigned',
        entity: 'user_role',
        entityId: created.id,
        after: { ...toUserRoleDto({ ...created, role }), reason: 'admin:grant' },
      });
    }
    const reactivated = !user.isActive;
    if (reactivated) {
      await userRepository.update(tx, user.id, { isActive: true });
      await writeAudit(tx, {
        actorId: null,
        action: 'user.activated',
        entity: 'user',
        entityId: user.id,
        before: { isActive: false },
        after: { isActive: true, reason: 'admin:grant' },
      });
    }
    return { email: user.email, signedIn: user.azureId !== null, created: Boolean(created), reactivated };
  });
}
