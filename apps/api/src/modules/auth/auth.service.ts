import { sameId } from '@apps/contracts/common';
import type { User } from '@apps/contracts/core/user';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { authRefusal, authRefusals } from './refusal.messages';
import type { VerifiedIdentity } from '../../lib/auth/identity';
import * as directory from '../users/user-directory.service';
import { toUserDto } from '../users/user.mapper';
import { applyRoleDefaults } from '../roles/role-defaults.service';
import { grantGlobalAdmin } from '../roles/role.service';

/** Who receives Admin on 'all' at sign-in (config `adminObjectIds` and `adminEmails`, lower-cased). */
export interface AdminBootstrap {
  objectIds: readonly string[];
  emails: readonly string[];
}

/** Which setting makes this sign-in a bootstrap administrator, if any: the object id is checked first. */
function bootstrapReason(admins: AdminBootstrap, identity: VerifiedIdentity, email: string): 'ADMIN_OBJECT_IDS' | 'ADMIN_EMAILS' | null {
  if (admins.objectIds.some((objectId) => sameId(objectId, identity.oid))) return 'ADMIN_OBJECT_IDS';
  if (admins.emails.includes(email.toLowerCase())) return 'ADMIN_EMAILS';
  return null;
}

/**
 * Get-or-create the signed-in user from a verified token only (SPEC.md section 4 "User lookup at
 * login"): by directory object id, else by e-mail; an existing user without azure_id gets it and the
 * name; a new user is created with e-mail, azure_id and name. A changed display name is kept up to
 * date. A person created here receives the default roles (`applyRoleDefaults`). The bootstrap administrators receive Admin on 'all': by the token's
 * directory object id (`ADMIN_OBJECT_IDS`, immutable, the recommended way) or by its e-mail
 * (`ADMIN_EMAILS`, which trusts the mutable `preferred_username` claim; kept for existing setups).
 *
 * @throws ForbiddenError when the account is deactivated.
 * @throws ConflictError when the e-mail belongs to a user linked to another directory identity.
 */
export async function signIn(db: Db, identity: VerifiedIdentity, admins: AdminBootstrap): Promise<User> {
  // Every morning's case: a linked, active user whose name is unchanged and who is no bootstrap
  // administrator. Nothing is written, so one prepared read answers it without a transaction (decision
  // 0074); every other case (first sign-in, a new name, deactivated, bootstrap) takes the transaction below.
  const known = await directory.findPersonByObjectId(db, identity.oid);
  if (known && known.isActive && (!identity.name || identity.name === known.name) && !bootstrapReason(admins, identity, known.email)) {
    return toUserDto(known);
  }
  return db.transaction(async (tx) => {
    let user = await directory.findPersonByObjectId(tx, identity.oid);
    if (!user) {
      user = await directory.findPersonByEmail(tx, identity.email);
      if (user?.azureId && !sameId(user.azureId, identity.oid)) {
        throw new ConflictError(authRefusal(authRefusals.otherMicrosoftAccount));
      }
      if (user) {
        user = await directory.updatePerson(tx, user.id, { azureId: identity.oid, name: identity.name ?? user.name });
      } else {
        user =
          (await directory.insertPerson(tx, { email: identity.email, azureId: identity.oid, name: identity.name })) ??
          (await directory.findPersonByEmail(tx, identity.email));
        if (user) {
          await writeAudit(tx, { actorId: user.id, action: 'user.created', entity: 'user', entityId: user.id, after: toUserDto(user) });
          await applyRoleDefaults(tx, [user.id], null, 'sign-in');
        }
      }
    } else if (identity.name && identity.name !== user.name) {
      user = await directory.updatePerson(tx, user.id, { name: identity.name });
    }
    if (!user) throw new ConflictError(authRefusal(authRefusals.collided));
    if (!user.isActive) throw new ForbiddenError('Your account is deactivated. Contact your administrator.');

    const reason = bootstrapReason(admins, identity, user.email);
    if (reason) {
      const created = (await grantGlobalAdmin(tx, user.id))?.created;
      if (created) {
        await writeAudit(tx, {
          actorId: null,
          action: 'user_role.assigned',
          entity: 'user_role',
          entityId: created.id,
          after: { ...created, reason },
        });
      }
    }
    return toUserDto(user);
  });
}
