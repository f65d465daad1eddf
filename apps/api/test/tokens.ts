import { eq } from 'drizzle-orm';
import { generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Database } from '../src/db/client';
import { appSettings } from '../src/db/schema/core';
import { DEV_AUDIENCE, DEV_ISSUER, DEV_SCOPE, devObjectId } from '../src/lib/auth/dev-tokens';

/** The dev signing key as stored, so tests can sign tokens with chosen (bad) claims. */
export async function devSigningKey(database: Database) {
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'dev_signing_key'));
  const value = row!.value as { kid: string; privateJwk: JWK; publicJwk: JWK };
  return { kid: value.kid, privateKey: await importJWK(value.privateJwk, 'RS256'), publicJwk: value.publicJwk };
}

/** Claims of a valid dev token for `email` (a delegated token with the API's scope). */
export function devClaims(email: string): JWTPayload {
  return { oid: devObjectId(email), preferred_username: email, name: 'Test Person', tid: 'dev', scp: DEV_SCOPE };
}

/** Signs `claims` with RS256 and the given key; `iss`/`aud`/`exp` default to valid dev values. */
export async function signToken(
  key: Parameters<SignJWT['sign']>[0],
  kid: string,
  claims: JWTPayload,
  options: { issuer?: string; audience?: string; expiresIn?: string | number; notBefore?: string | number; alg?: string } = {},
): Promise<string> {
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid })
    .setIssuer(options.issuer ?? DEV_ISSUER)
    .setAudience(options.audience ?? DEV_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h');
  if (options.notBefore !== undefined) jwt = jwt.setNotBefore(options.notBefore);
  return jwt.sign(key);
}

/** A fresh RS256 key pair the server does not know. */
export async function strangerKey() {
  return generateKeyPair('RS256', { extractable: true });
}

/** An unsigned token (`alg: none`). */
export function unsignedToken(claims: JWTPayload): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iss: DEV_ISSUER, aud: DEV_AUDIENCE, exp: now + 3600, iat: now, ...claims })}.`;
}
