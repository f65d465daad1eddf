import { erasedEmail, erasedName, isErasedEmail, type Erasure } from '@apps/contracts/core/personal-data';
import { erasesPersonalData } from '@apps/contracts/core/users.policy';
import { ADMIN_ONLY_MESSAGE } from '@apps/contracts/core/users.policy';
import type { Db, DbOrTx } from '../../db/client';
import { assertAllowed, type Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { keepingAnActiveAdmin, lockAdminChanges } from '../roles/admin-invariant.service';
import { moveReportsUp } from '../authority/reporting-line.service';
import { privacyRefusal, privacyRefusals as P } from './refusal.messages';
import * as erasureRepository from './erasure.repository';
import { findUser } from './personal-data.repository';

/**
 * Replaces each `find` text (a name, an e-mail address, a directory object id), case-insensitively
 * and as a whole word, in every text and JSON column of every table except the identity columns of
 * other records (see `erasure.repository.ts`), in the caller's transaction. Texts shorter than two
 * characters are skipped (they would match ordinary words).
 * @returns rows rewritten per table.
 */
export function replaceEverywhere(db: DbOrTx, replacements: ReadonlyArray<{ find: string | null; replaceWith: string }>): Promise<Record<string, number>> {
  return erasureRepository.replaceEverywhere(
    db,
    replacements.filter((r): r is { find: string; replaceWith: string } => r.find !== null),
  );
}

/**
 * Erases a person's personal data (GDPR article 17), irreversibly and in one transaction:
 * - their direct reports move up to the person's own manager (as deactivation does);
 * - role assignments, settings, access requests, delegations, notifications to them, push
 *   subscriptions, their provisioning record and their Teams bot chat with its cards are deleted;
 * - the free texts of their own records are overwritten (`eraseOwnTexts`), while hours, leave days,
 *   balances, ratings, statuses and who decided stay, owned by the anonymous person;
 * - their row becomes `erasedName(id)`, `erasedEmail(id)`, inactive, without object id, photo, job
 *   title or manager;
 * - their former name, e-mail and object id are replaced by the anonymous name everywhere else
 *   (notifications to others, others' review texts, audit entries, the provisioning log).
 * Audited as `user.erased` with the anonymous values and the numbers of rows changed, never the erased
 * data. The person can no longer sign in to this account (no object id); signing in again makes a new,
 * empty one.
 * @throws ForbiddenError unless the caller is a user administrator (Admin on 'all').
 * @throws NotFoundError when the person does not exist.
 * @throws ConflictError when the data is already erased, or `LAST_ADMIN_MESSAGE` when the person is the
 *   last active Admin on 'all' (the caller erasing themselves included).
 */
export async function eraseUser(db: Db, caller: Caller, userId: string): Promise<Erasure> {
  assertAllowed(erasesPersonalData(caller), ADMIN_ONLY_MESSAGE);
  const name = erasedName(userId);
  const email = erasedEmail(userId);
  return db.transaction(async (tx) => {
    // Lock order as for deactivation: the Admin-changes lock before the reporting-line lock (moveReportsUp).
    await lockAdminChanges(tx);
    const before = await findUser(tx, userId);
    if (!before) throw new NotFoundError('User');
    if (isErasedEmail(before.email)) throw new ConflictError(privacyRefusal(P.alreadyErased));
    const changed = await keepingAnActiveAdmin(tx, userId, async () => {
      await moveReportsUp(tx, caller.user.id, userId);
      const removed = await erasureRepository.removeAccountLinks(tx, userId);
      await erasureRepository.eraseOwnTexts(tx, userId);
      await erasureRepository.anonymiseUser(tx, userId, { name, email });
      const rewritten = await replaceEverywhere(tx, [
        { find: before.email, replaceWith: email },
        { find: before.name, replaceWith: name },
        { find: before.azureId, replaceWith: name },
      ]);
      return { removed, rewritten };
    });
    const erasedAt = new Date().toISOString();
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'user.erased',
      entity: 'user',
      entityId: userId,
      before: { isActive: before.isActive },
      after: { isActive: false, name, email, removed: changed.removed, rewritten: changed.rewritten },
    });
    return { id: userId, name, email, erasedAt };
  });
}
