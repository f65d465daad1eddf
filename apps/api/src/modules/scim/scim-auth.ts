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

/**
 * SCIM authentication (issue 16): without any unrevoked provisioning token the endpoint does not
 * exist (404); otherwise the bearer secret must be one of them (401). Only the secret's SHA-256 is
 * compared, by an indexed lookup. Records the token's last use.
 */
export function scimAuthentication(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    const token = match ? await tokenRepository.findActiveByHash(db, hashToken(match[1]!)) : undefined;
    if (!token) {
      if (!(await tokenRepository.anyActive(db))) throw new ScimError(404, 'SCIM provisioning is not enabled on this server');
      throw new ScimError(401, header ? 'The bearer token is not a valid provisioning token' : 'Authorization: Bearer <provisioning token> is required');
    }
    request.scimToken = { id: token.id, name: token.name };
    await tokenRepository.touch(db, token.id);
  };
}
