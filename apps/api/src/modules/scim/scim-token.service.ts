import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import * as tokenRepository from './scim-token.repository';

/** The name of the row that mirrors `SCIM_TOKEN`. */
export const ENVIRONMENT_TOKEN_NAME = 'SCIM_TOKEN (server environment)';

/** SHA-256 of a bearer secret, hex: the only form in which a secret is stored. */
export function hashToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new provisioning secret: 32 random bytes, base64url, with a recognisable prefix. */
export function newSecret(): string {
  return `scim_${randomBytes(32).toString('base64url')}`;
}

/**
 * Makes the stored environment token match `SCIM_TOKEN` at start-up: set -> one unrevoked
 * row with its hash; unset -> that row revoked. Admin-created tokens are not touched.
 */
export async function syncEnvironmentToken(db: Db, secret: string | undefined): Promise<void> {
  try {
    await syncOnce(db, secret);
  } catch (error) {
    // Two instances starting at once: the other one inserted the same row first.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code !== '23505') throw error;
  }
}

async function syncOnce(db: Db, secret: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tokenRepository.findEnvironmentToken(tx);
    if (!secret) {
      if (existing && !existing.revokedAt) await tokenRepository.update(tx, existing.id, { revokedAt: new Date() });
      return;
    }
    const tokenHash = hashToken(secret);
    if (!existing) {
      const created = await tokenRepository.insert(tx, { name: ENVIRONMENT_TOKEN_NAME, kind: 'environment', tokenHash, createdBy: null });
      await writeAudit(tx, { actorId: null, action: 'scim_token.created', entity: 'scim_token', entityId: created.id, after: { name: created.name, kind: 'environment' } });
    } else if (existing.tokenHash !== tokenHash || existing.revokedAt) {
      await tokenRepository.update(tx, existing.id, { tokenHash, revokedAt: null });
    }
  });
}
