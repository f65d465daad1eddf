import type { CreatedScimToken, ProvisioningEvent, ProvisioningStatus, ScimToken } from '@apps/contracts/core/provisioning';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import * as eventRepository from './provisioning-event.repository';
import * as tokenRepository from './scim-token.repository';
import { countAll as countProvisioned } from './scim-user.repository';
import { hashToken, newSecret } from './scim-token.service';

/** How many provisioning events User Management shows (the last 100). */
export const EVENTS_SHOWN = 100;

function toTokenDto(row: tokenRepository.ScimTokenRow): ScimToken {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The Provisioning tab's status: enabled, active tokens, people provisioned, last SCIM request. */
export async function getStatus(db: Db, scimPath: string): Promise<ProvisioningStatus> {
  const tokens = await tokenRepository.listAll(db);
  const active = tokens.filter((token) => !token.revokedAt).length;
  const people = await countProvisioned(db);
  const lastEvent = await eventRepository.lastEventAt(db);
  const lastUse = tokens.map((token) => token.lastUsedAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  const last = Math.max(lastUse, lastEvent?.getTime() ?? 0);
  return {
    enabled: active > 0,
    scimPath,
    activeTokens: active,
    provisionedPeople: people,
    lastRequestAt: last > 0 ? new Date(last).toISOString() : null,
  };
}

/** Every provisioning token, newest first (revoked ones too). */
export async function listTokens(db: Db): Promise<ScimToken[]> {
  return (await tokenRepository.listAll(db)).map(toTokenDto);
}

/**
 * Creates a provisioning token (Admin on 'all'). The secret is returned this once; only its SHA-256
 * is stored. Audited.
 */
export async function createToken(db: Db, caller: Caller, name: string): Promise<CreatedScimToken> {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const row = await tokenRepository.insert(tx, { name, kind: 'admin', tokenHash: hashToken(secret), createdBy: caller.user.id });
    await writeAudit(tx, { actorId: caller.user.id, action: 'scim_token.created', entity: 'scim_token', entityId: row.id, after: { name, kind: 'admin' } });
    return { token: toTokenDto(row), secret };
  });
}

/**
 * Revokes a token at once (its next SCIM request gets 401, or 404 when no token is left). The
 * environment's token is revoked by removing `SCIM_TOKEN` from the server, not here.
 * @throws NotFoundError for an unknown token; ConflictError for the environment's token or one already revoked.
 */
export async function revokeToken(db: Db, caller: Caller, id: string): Promise<ScimToken> {
  return db.transaction(async (tx) => {
    const row = await tokenRepository.findById(tx, id);
    if (!row) throw new NotFoundError('Provisioning token');
    if (row.kind === 'environment') throw new ConflictError('This token comes from the server environment (SCIM_TOKEN); remove it there');
    if (row.revokedAt) throw new ConflictError('This token is already revoked');
    const revoked = await tokenRepository.update(tx, id, { revokedAt: new Date() });
    await writeAudit(tx, { actorId: caller.user.id, action: 'scim_token.revoked', entity: 'scim_token', entityId: id, before: { name: row.name }, after: { revokedAt: revoked!.revokedAt } });
    return toTokenDto(revoked!);
  });
}

/** The last 100 provisioning events, newest first. */
export async function listEvents(db: Db): Promise<ProvisioningEvent[]> {
  return (await eventRepository.listRecent(db, EVENTS_SHOWN)).map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    tokenId: row.tokenId,
    method: row.method,
    path: row.path,
    action: row.action,
    status: row.status,
    ok: row.ok,
    resourceId: row.resourceId,
    detail: row.detail,
  }));
}
