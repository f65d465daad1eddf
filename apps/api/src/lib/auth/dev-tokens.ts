import { createHash, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { findSetting, insertSettingIfMissing } from '../app-setting.repository';
import type { TokenVerifier } from './identity';
import { verifyJwt } from './jwt';

export const DEV_ISSUER = 'urn:apps:dev-sign-in';
export const DEV_AUDIENCE = 'urn:apps:api';
export const DEV_TENANT_ID = '00000000-0000-0000-0000-00000000de00';
/** The delegated scope of development tokens: the name Entra mode requires by default (`access_as_user`). */
export const DEV_SCOPE = 'access_as_user';
/** Lifetime of a development token: one working day, in seconds. */
export const DEV_TOKEN_TTL_SECONDS = 8 * 60 * 60;

const SETTING_KEY = 'dev_signing_key';

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** Issues and verifies development sign-in tokens with a key kept in the database (shared by instances). */
export interface DevTokenService {
  verifier: TokenVerifier;
  /** Signs an access token for `email`; `expiresIn` is in seconds. */
  issue(email: string, name?: string): Promise<{ accessToken: string; expiresIn: number }>;
}

/** The stable directory-like object id of a development person: a UUID derived from the e-mail. */
export function devObjectId(email: string): string {
  const hex = createHash('sha256').update(`apps-dev:${email.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Loads the development RS256 signing key from `app_settings`, creating it on first start. Two
 * instances starting together agree on one key (insert ... on conflict do nothing, then read).
 */
export async function createDevTokenService(db: Db): Promise<DevTokenService> {
  const stored = await loadOrCreateKey(db);
  const privateKey = await importJWK(stored.privateJwk, 'RS256');
  const jwks = createLocalJWKSet({ keys: [stored.publicJwk] });
  return {
    verifier: {
      async verify(token) {
        const { identity } = await verifyJwt(token, jwks, { issuer: DEV_ISSUER, audience: DEV_AUDIENCE, scope: DEV_SCOPE });
        return identity;
      },
    },
    async issue(email, name) {
      const normalized = email.toLowerCase();
      const oid = devObjectId(normalized);
      const accessToken = await new SignJWT({
        oid,
        preferred_username: normalized,
        email: normalized,
        name: name ?? null,
        tid: DEV_TENANT_ID,
        ver: '2.0',
        scp: DEV_SCOPE,
      })
        .setProtectedHeader({ alg: 'RS256', kid: stored.kid, typ: 'JWT' })
        .setSubject(oid)
        .setIssuer(DEV_ISSUER)
        .setAudience(DEV_AUDIENCE)
        .setIssuedAt()
        .setNotBefore('0s')
        .setJti(randomUUID())
        .setExpirationTime(`${DEV_TOKEN_TTL_SECONDS}s`)
        .sign(privateKey);
      return { accessToken, expiresIn: DEV_TOKEN_TTL_SECONDS };
    },
  };
}

async function loadOrCreateKey(db: Db): Promise<StoredKey> {
  const existing = await findSetting(db, SETTING_KEY);
  if (existing !== undefined) return existing as StoredKey;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const value: StoredKey = {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
  await insertSettingIfMissing(db, SETTING_KEY, value);
  return (await findSetting(db, SETTING_KEY)) as StoredKey;
}
