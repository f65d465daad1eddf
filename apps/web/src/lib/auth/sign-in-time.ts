/**
 * When a person signed in, read from what the identity provider issued: the ID token's `auth_time`
 * (the moment they authenticated) or, without it, its `iat`. Seconds since the epoch in the claims,
 * a `Date` out; null when neither claim is a usable number.
 */
export function signInTimeFromClaims(claims: { auth_time?: unknown; iat?: unknown } | null | undefined): Date | null {
  const seconds = [claims?.auth_time, claims?.iat].find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
  return seconds === undefined ? null : new Date(seconds * 1000);
}

/**
 * The claims of a JWT (`header.payload.signature`), decoded without checking the signature: only for
 * showing the person their own token's times, never for a decision. Null when `token` is not a JWT.
 */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
