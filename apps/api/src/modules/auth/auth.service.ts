import { sameId } from '@apps/contracts/common';
import type { User } from '@apps/contracts/core/user';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { VerifiedIdentity } from '../../lib/auth/identity';
import * as userRepository from '../users/user.repository';
import * as roleRepository from '../roles/role.repository';
import { toUserDto } from '../users/user.mapper';

/**
 * Get-or-create the signed-in user from a verified token only (SPEC.md section 4 "User lookup at
 * login"): by directory object id, else by e-mail; an existing user without azure_id gets it and the
 * name; a new user is created with e-mail, azure_id and name. A changed display name is kept up to
 * date. E-mails in `adminEmails` receive Admin on 'all'.
 *
 * @throws ForbiddenError when the account is deactivated.
 * @throws ConflictError when the e-mail belongs to a user linked to another directory identity.
 */
export async function signIn(db: Db, identity: VerifiedIdentity, adminEmails: readonly string[]): Promise<User> {
  return db.transaction(async (tx) => {
    let user = await userRepository.findByAzureId(tx, identity.oid);
    if (!user) {
      user = await userRepository.findByEmail(tx, identity.email);
      if (user?.azureId && !sameId(user.azureId, identity.oid)) {
        throw new ConflictError(
          'This e-mail is linked to a different Microsoft account. Contact your administrator.',
        );
      }
      if (user) {
        user = await userRepository.update(tx, user.id, { azureId: identity.oid, name: identity.name ?? user.name });
      } else {
        user =
          (await userRepository.insert(tx, { email: identity.email, azureId: identity.oid, name: identity.name })) ??
          (await userRepository.findByEmail(tx, identity.email));
        if (user) {
          await writeAudit(tx, { actorId: user.id, action: 'user.created', entity: 'user', entityId: user.id, after: toUserDto(user) });
        }
      }
    } else if (identity.name && identity.name !== user.name) {
      user = await userRepository.update(tx, user.id, { name: identity.name });
    }
    if (!user) throw new ConflictError('Sign-in collided with another sign-in; try again');
    if (!user.isActive) throw new ForbiddenError('Your account is deactivated. Contact your administrator.');

    if (adminEmails.includes(user.email.toLowerCase())) {
      const admin = await roleRepository.findRoleByName(tx, 'Admin');
      if (admin) {
        const created = await roleRepository.insertUserRole(tx, { userId: user.id, roleId: admin.id, module: 'all' });
        if (created) {
          await writeAudit(tx, {
            actorId: null,
            action: 'user_role.assigned',
            entity: 'user_role',
            entityId: created.id,
            after: { ...created, reason: 'ADMIN_EMAILS' },
          });
        }
      }
    }
    return toUserDto(user);
  });
}
