import { sameId } from '@apps/contracts/common';
import { createRemoteJWKSet, customFetch, decodeProtectedHeader, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../../config';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import { tracedFetch } from '../tracing/tracing';
import type { TokenVerifier } from './identity';
import { ALLOWED_ALGORITHMS, verifyJwt } from './jwt';

interface OpenIdMetadata {
  issuer: string;
  jwks_uri: string;
}

/** How long the tenant's OpenID metadata is kept before it is read again, in milliseconds. */
const METADATA_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The accepted audiences of the API's access tokens: the client id (v2 tokens) and the App ID URI
 * (`api://<client id>` or the organisation's own, read from `AZURE_API_SCOPE` without its scope name).
 */
export function acceptedAudiences(clientId: string, apiScope: string | undefined): string[] {
  const audiences = new Set([clientId, `api://${clientId}`]);
  if (apiScope) {
    const cut = apiScope.lastIndexOf('/');
    if (cut > 0) audiences.add(apiScope.slice(0, cut));
  }
  return [...audiences];
}

/**
 * The scope name a token must carry in `scp`: the last path segment of `AZURE_API_SCOPE`
 * (`api://<client id>/access_as_user` -> `access_as_user`), or `access_as_user` without one.
 */
export function requiredScope(apiScope: string | undefined): string {
  const name = apiScope?.slice(apiScope.lastIndexOf('/') + 1);
  return name || 'access_as_user';
}

/**
 * Verifies Microsoft Entra ID v2.0 access tokens for this API as Microsoft documents for APIs:
 * signature by `kid` from the tenant's JWKS (cached by jose, refetched on an unknown `kid`), RS256
 * only, issuer of the configured tenant, audience of this API, `tid` equal to the tenant, `exp`/`nbf`
 * with small skew, and a delegated token whose `scp` holds the API's scope (`requiredScope`): app-only
 * tokens and tokens for another scope are refused (401). Metadata comes from `{AZURE_AUTHORITY}/{tenant}/v2.0/.well-known/openid-configuration`.
 */
export interface EntraVerifier extends TokenVerifier {
  /**
   * The authority the browser signs in with: the tenant's issuer without `/v2.0` (e.g.
   * `https://login.microsoftonline.com/<tenant>`), so sovereign clouds and test setups agree with the
   * metadata; falls back to `{AZURE_AUTHORITY}/{tenant}` when the metadata cannot be read.
   */
  browserAuthority(): Promise<string>;
}

export function createEntraVerifier(config: AppConfig, untracedFetch: typeof fetch = fetch): EntraVerifier {
  // The metadata and key reads are the API's calls to Microsoft: each is a span while tracing.
  const fetchImpl = tracedFetch(untracedFetch);
  const { authority, tenantId, clientId, apiScope } = config.auth;
  if (!tenantId || !clientId) throw new Error('Entra verifier needs AZURE_TENANT_ID and AZURE_CLIENT_ID');
  const metadataUrl = `${authority}/${tenantId}/v2.0/.well-known/openid-configuration`;
  const audience = acceptedAudiences(clientId, apiScope);
  const scope = requiredScope(apiScope);
  let cached: { metadata: OpenIdMetadata; jwks: JWTVerifyGetKey; at: number } | null = null;
  let pending: Promise<{ metadata: OpenIdMetadata; jwks: JWTVerifyGetKey }> | null = null;

  async function load() {
    if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached;
    pending ??= (async () => {
      try {
        const response = await fetchImpl(metadataUrl, { signal: AbortSignal.timeout(5_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const metadata = (await response.json()) as OpenIdMetadata;
        if (!metadata.issuer || !metadata.jwks_uri) throw new Error('metadata without issuer or jwks_uri');
        const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), {
          cooldownDuration: 5_000,
          cacheMaxAge: 60 * 60 * 1000,
          timeoutDuration: 5_000,
          [customFetch]: tracedFetch((url, options) => fetch(url, options)),
        });
        cached = { metadata, jwks, at: Date.now() };
        return cached;
      } catch (error) {
        throw new ServiceUnavailableError(`Microsoft sign-in metadata could not be read (${(error as Error).message})`);
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  return {
    async browserAuthority() {
      try {
        const { metadata } = await load();
        return metadata.issuer.replace('{tenantid}', tenantId).replace(/\/v2\.0\/?$/, '');
      } catch {
        return `${authority}/${tenantId}`;
      }
    },
    async verify(token) {
      // Garbage and other algorithms are refused before any call to Microsoft.
      let header;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        throw new UnauthorizedError('Token is malformed');
      }
      if (!header.alg || !ALLOWED_ALGORITHMS.includes(header.alg)) throw new UnauthorizedError('Token algorithm is not allowed');
      const { metadata, jwks } = await load();
      // Multi-tenant metadata has `{tenantid}` in the issuer; this API serves one tenant.
      const issuer = metadata.issuer.replace('{tenantid}', tenantId);
      const { identity, claims } = await verifyJwt(token, jwks, { issuer, audience, scope });
      if (typeof claims.tid !== 'string' || !sameId(claims.tid, tenantId)) throw new UnauthorizedError('Token tenant is not accepted');
      if (claims.ver !== undefined && claims.ver !== '2.0') throw new UnauthorizedError('Only v2.0 access tokens are accepted');
      return identity;
    },
  };
}
