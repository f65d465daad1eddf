import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ScimError } from './scim-error';
import * as tokenRepository from './scim-token.repository';
import { hashToken } from './scim-token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provisioning token of a SCIM request that passed authentication. */
    scimToken?: { id: string; name: string };
  }
}

const BEARER = /^Bearer\s+(\S{16,512})$/i;

/** How often one server records a token's last use, in milliseconds (the repository's `touch` allows every 10 s). */
const TOUCH_INTERVAL_MS = 10_000;

/**
 * SCIM authentication (issue 16): without any unrevoked provisioning token the endpoint does not
 * exist (404); otherwise the bearer secret must be one of them (401). Only the secret's SHA-256 is
 * compared, by an indexed lookup on every request. Records the token's last use, at most every 10
 * seconds per token and server: a cycle's thousands of requests do not each write the token's row
 * (issue 19; the provisioning page shows the time to the minute).
 */
export function scimAuthentication(db: Db) {
  const touchedAt = new Map<string, number>();
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    const token = match ? await tokenRepository.findActiveByHash(db, hashToken(match[1]!)) : undefined;
    if (!token) {
      if (!(await tokenRepository.anyActive(db))) throw new ScimError(404, 'SCIM provisioning is not enabled on this server');
      throw new ScimError(401, header ? 'The bearer token is not a valid provisioning token' : 'Authorization: Bearer <provisioning token> is required');
    }
    request.scimToken = { id: token.id, name: token.name };
    const now = Date.now();
    if (now - (touchedAt.get(token.id) ?? 0) < TOUCH_INTERVAL_MS) return;
    touchedAt.set(token.id, now);
    await tokenRepository.touch(db, token.id);
  };
}
