import { errors, jwtVerify, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import { UnauthorizedError } from '../errors';
import { identityFromClaims, type VerifiedIdentity } from './identity';

/** Only RS256: rejects `alg: none`, HS256 signed with a public key, and every other algorithm. */
export const ALLOWED_ALGORITHMS = ['RS256'];

/** Clock skew tolerated on `exp` and `nbf`, in seconds. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * The one verification path for every token, dev or Entra: signature by `kid` from `getKey`, algorithm
 * allow-list, issuer, audience, `exp`/`nbf` with small skew, then claims to identity.
 * @throws UnauthorizedError with a short reason when anything does not hold.
 */
export async function verifyJwt(
  token: string,
  getKey: JWTVerifyGetKey,
  expect: Pick<JWTVerifyOptions, 'issuer' | 'audience'>,
): Promise<{ identity: VerifiedIdentity; claims: Record<string, unknown> }> {
  try {
    const { payload } = await jwtVerify(token, getKey, {
      ...expect,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
    });
    return { identity: identityFromClaims(payload), claims: payload as Record<string, unknown> };
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
