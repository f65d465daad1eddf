import type { AccessRequest } from '@apps/contracts/core/access-request';
import { ACCESS_ALREADY_HELD_MESSAGE } from '@apps/contracts/core/access-request';
import type { Subject } from '@apps/contracts/core/policy';
import { managesUsers, mayRequestAccess } from '@apps/contracts/core/users.policy';
import type { ModuleId, RoleModule } from '@apps/contracts/module-ids';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { accessRefusal, accessRefusals } from './refusal.messages';
import * as repository from './access-request.repository';

function toDto(row: repository.AccessRequestRow): AccessRequest {
  return { id: row.id, userId: row.userId, module: row.module, status: row.status, createdAt: row.createdAt.toISOString() };
}

/**
 * "Request access" (`POST /v1/access-requests`): opens the caller's request for `module`, audited as
 * `access_request.created`; the audit's listener tells every active user administrator (in the app,
 * and by e-mail through the outbox when e-mail is configured). At most one open request per person and
 * module: asking again answers the open one with `created: false` and tells nobody again.
 * @throws ForbiddenError `ACCESS_ALREADY_HELD_MESSAGE` when the caller can use the module already
 *   (`mayRequestAccess`).
 */
export async function requestAccess(db: Db, caller: Caller, module: ModuleId): Promise<{ request: AccessRequest; created: boolean }> {
  if (!mayRequestAccess(caller, module)) throw new ForbiddenError(ACCESS_ALREADY_HELD_MESSAGE);
  return db.transaction(async (tx) => {
    const created = await repository.insertOpen(tx, caller.user.id, module);
    if (!created) {
      const open = await repository.findOpen(tx, caller.user.id, module);
      if (!open) throw new ConflictError(accessRefusal(accessRefusals.changedMeanwhile));
      return { request: toDto(open), created: false };
    }
    await writeAudit(tx, {
      actorId: caller.user.id,
      action: 'access_request.created',
      entity: 'access_request',
      entityId: created.id,
      after: { userId: created.userId, module: created.module },
    });
    return { request: toDto(created), created: true };
  });
}

/** The caller's open access requests (`GET /v1/access-requests/mine`), by module. */
export async function myOpenRequests(db: DbOrTx, caller: Caller): Promise<AccessRequest[]> {
  return (await repository.listOpenOf(db, caller.user.id)).map(toDto);
}

/**
 * The active user administrators (the policy's `managesUsers`: Admin on 'all'), with their e-mail
 * addresses, sorted by address; decided by the contracts' policy, not by a role name in SQL.
 */
export async function activeUserAdministrators(db: DbOrTx): Promise<Array<{ id: string; email: string }>> {
  const subjects = new Map<string, Subject & { email: string }>();
  for (const row of await repository.activeGlobalAssignments(db)) {
    const subject = subjects.get(row.userId) ?? { id: row.userId, email: row.email, assignments: [] };
    subjects.set(row.userId, { ...subject, assignments: [...subject.assignments, { role: row.role, moduleId: 'all' }] });
  }
  return [...subjects.values()]
    .filter((subject) => managesUsers(subject))
    .map(({ id, email }) => ({ id, email }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Where "Contact Admin" goes (`GET /v1/access/contact`): `ADMIN_CONTACT_EMAIL` when set, else the
 * addresses of the active user administrators (at most 10, so the mail link stays usable).
 */
export async function adminContact(db: DbOrTx, configured: string | null): Promise<{ emails: string[] }> {
  if (configured) return { emails: [configured] };
  return { emails: (await activeUserAdministrators(db)).slice(0, 10).map((admin) => admin.email) };
}

/**
 * Closes the open requests of `userIds` that a new role on `module` answers (that module's, or every
 * module's for 'all'), in the caller's transaction.
 */
export async function closeAnsweredRequests(tx: DbOrTx, userIds: readonly string[], module: RoleModule): Promise<void> {
  await repository.closeAnswered(tx, userIds, module);
}
