import { errors, jwtVerify, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import { UnauthorizedError } from '../errors';
import { identityFromClaims, type VerifiedIdentity } from './identity';

/** Only RS256: rejects `alg: none`, HS256 signed with a public key, and every other algorithm. */
export const ALLOWED_ALGORITHMS = ['RS256'];

/** Clock skew tolerated on `exp` and `nbf`, in seconds. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * True when `claims` are those of a delegated token (a person signed in to the app) that carries
 * `scope` among its space-separated `scp` values. App-only tokens (client credentials:
 * `idtyp: app`, `roles` and no `scp`) and tokens for other scopes of the same audience are not.
 */
export function hasDelegatedScope(claims: Record<string, unknown>, scope: string): boolean {
  if (claims.idtyp === 'app' || typeof claims.scp !== 'string') return false;
  return claims.scp.split(' ').includes(scope);
}

/**
 * The one verification path for every token, dev or Entra: signature by `kid` from `getKey`, algorithm
 * allow-list, issuer, audience, `exp`/`nbf` with small skew, the API's delegated scope in `scp`
 * (Microsoft's rule for protected web APIs: a token for this audience is not enough), then claims to
 * identity.
 *
 * @param expect.scope the scope name the API exposes (`access_as_user`), without the App ID URI.
 * @throws UnauthorizedError with a short reason when anything does not hold.
 */
export async function verifyJwt(
  token: string,
  getKey: JWTVerifyGetKey,
  expect: Pick<JWTVerifyOptions, 'issuer' | 'audience'> & { scope: string },
): Promise<{ identity: VerifiedIdentity; claims: Record<string, unknown> }> {
  const { scope, ...issuerAndAudience } = expect;
  try {
    const { payload } = await jwtVerify(token, getKey, {
      ...issuerAndAudience,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
    });
    const claims = payload as Record<string, unknown>;
    if (!hasDelegatedScope(claims, scope)) {
      throw new UnauthorizedError(`Token is not a delegated token for this API's scope ${scope} (scp); sign in to the app again`);
    }
    return { identity: identityFromClaims(payload), claims };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    throw new UnauthorizedError(describeJoseError(error));
  }
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'Token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `Token ${error.claim} claim is not accepted`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'Token signature is invalid';
  if (error instanceof errors.JWKSNoMatchingKey) return 'Token is signed by an unknown key';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'Token algorithm is not allowed';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'Token is malformed';
  if (error instanceof errors.JWKSTimeout) return 'Signing keys could not be fetched in time';
  return 'Token is invalid';
}
