import type { JWTPayload } from 'jose';
import { hasControlCharacter } from '@apps/contracts/common';
import { UnauthorizedError } from '../errors';

/** Who a verified token speaks for. */
export interface VerifiedIdentity {
  /** Directory object id (`oid` claim): the stable key of the person, stored as users.azure_id. */
  oid: string;
  /** Lower-cased e-mail from `preferred_username`, `email` or `upn`. */
  email: string;
  /** Display name (`name` claim) on one line (see `displayName`), if any. */
  name: string | null;
  /** Tenant id (`tid` claim). */
  tenantId: string | null;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/** The seam between the auth plugin and the identity provider: dev keys now, Entra ID in production. */
export interface TokenVerifier {
  /**
   * Verifies signature, algorithm, issuer, audience and lifetime and returns the identity.
   * @throws UnauthorizedError for every token that does not verify.
   */
  verify(token: string): Promise<VerifiedIdentity>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * A token's `name` claim as the one-line name the app stores: each run of control characters (line
 * breaks, tabs, ...) becomes one space and the edges are trimmed; null when nothing is left. The name
 * is shown on one line and written into plain-text e-mails, and a person cannot fix their directory
 * name from here, so it is made one line rather than refusing the sign-in.
 */
export function displayName(claim: unknown): string | null {
  if (typeof claim !== 'string') return null;
  let name = '';
  let gap = false;
  for (const character of claim) {
    if (hasControlCharacter(character)) {
      gap = true;
      continue;
    }
    if (gap) name += ' ';
    gap = false;
    name += character;
  }
  return name.trim() || null;
}

/**
 * Maps verified claims to an identity, the same way for dev and Entra tokens: the e-mail is the first
 * of `preferred_username`, `email`, `upn` that looks like an address.
 * @throws UnauthorizedError when `oid` or an e-mail is missing.
 */
export function identityFromClaims(payload: JWTPayload): VerifiedIdentity {
  const claims = payload as Record<string, unknown>;
  const oid = typeof claims.oid === 'string' ? claims.oid : null;
  if (!oid) throw new UnauthorizedError('Token has no object id (oid)');
  const email = ['preferred_username', 'email', 'upn']
    .map((key) => claims[key])
    .find((value): value is string => typeof value === 'string' && EMAIL_PATTERN.test(value));
  if (!email) throw new UnauthorizedError('Token has no e-mail (preferred_username, email or upn)');
  return {
    oid,
    email: email.toLowerCase(),
    name: displayName(claims.name),
    tenantId: typeof claims.tid === 'string' ? claims.tid : null,
    expiresAt: typeof payload.exp === 'number' ? payload.exp : 0,
  };
}

/**
 * Remembers verified tokens until they expire so a busy caller is not re-verified on every request
 * (the verification is a pure function of the token and the key set). Bounded: the oldest entries go first.
 */
export function withVerifiedTokenCache(verifier: TokenVerifier, maxEntries = 10_000): TokenVerifier {
  const cache = new Map<string, VerifiedIdentity>();
  return {
    async verify(token) {
      const now = Math.floor(Date.now() / 1000);
      const hit = cache.get(token);
      if (hit && hit.expiresAt > now) return hit;
      if (hit) cache.delete(token);
      const identity = await verifier.verify(token);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(token, identity);
      return identity;
    },
  };
}
