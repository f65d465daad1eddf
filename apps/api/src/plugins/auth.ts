import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { callerByObjectId } from '../modules/users/user-directory.service';
import type { Caller } from '../lib/access';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { TokenVerifier, VerifiedIdentity } from '../lib/auth/identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token's identity (every authenticated `/v1` route). */
    identity?: VerifiedIdentity;
    /** The signed-in, active user and their role assignments (every authenticated route but login). */
    auth?: Caller;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (`GET /v1/auth/config`, `POST /v1/auth/dev/token`). */
    public?: boolean;
    /** Token needed, but the user may not exist yet (`POST /v1/auth/login` creates it). */
    identityOnly?: boolean;
    /** Issues or exchanges a token: the stricter `AUTH_RATE_LIMIT_MAX` budget applies. */
    tokenIssuance?: boolean;
    /** Not rate limited (`/livez`, `/readyz`: the balancer and the supervisor poll them). */
    noRateLimit?: boolean;
  }
}

/** The authenticated caller of a request that passed the auth hook. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** The verified identity of a request that passed the auth hook. */
export function identityOf(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw new UnauthorizedError();
  return request.identity;
}

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;

/**
 * Loads the user of a verified identity and their assignments in one (prepared) query.
 * Users are keyed by directory object id; the e-mail lookup of first sign-in belongs to login.
 */
export function loadCaller(db: Db, identity: VerifiedIdentity): Promise<Caller | null> {
  return callerByObjectId(db, identity.oid);
}

/**
 * True when a request to this matched route needs a bearer token: every route registered under `/v1`
 * unless its config says `public: true` (ARCHITECTURE.md "Fixed contracts"). Decided from the route the
 * router matched (its registered path and config), never from the raw URL's text, which can spell the
 * same route as `/%76%31/...`. An unmatched request (404) needs none.
 *
 * @param route `request.routeOptions`: `url` is the registered path (`/v1/users/:id`), undefined on 404.
 */
export function needsToken(route: { url?: string; config?: { public?: boolean } }): boolean {
  const url = route.url;
  if (url === undefined || (url !== '/v1' && !url.startsWith('/v1/'))) return false;
  return route.config?.public !== true;
}

/**
 * Every `/v1` route needs a verified bearer token unless marked public (`needsToken`); then the user
 * must exist and be active (403 at once after deactivation: the user row is read on every call, never
 * cached). The rate-limit budgets (`rate-limit.ts`) are applied here, where the caller is known: by
 * address before a token is verified (failed and missing tokens count against it), by verified caller
 * after, and the stricter token-issuance budget on routes marked `tokenIssuance`.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { verifier: TokenVerifier; db: Db }) => {
  app.decorateRequest('identity', undefined);
  app.decorateRequest('auth', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const limits = app.rateLimits;
    const config = request.routeOptions.config ?? {};
    if (request.is404 || !needsToken(request.routeOptions)) {
      // Public routes, unknown paths, the SPA and /docs: by address. SCIM checks its own tokens and has its
      // own budget (SCIM_RATE_LIMIT_MAX, in its scope), so a provisioning cycle never spends /v1's.
      if (!config.noRateLimit && !config.scim) await (config.tokenIssuance ? limits.issuance : limits.address)(request, reply);
      return;
    }

    // A request without a verified token counts against its address (junk tokens get no bucket of their own).
    const header = request.headers.authorization;
    if (!header) {
      await limits.address(request, reply);
      throw new UnauthorizedError('Authentication required: send Authorization: Bearer <token>');
    }
    const match = BEARER.exec(header);
    if (!match) {
      await limits.address(request, reply);
      throw new UnauthorizedError('Authorization header must be a Bearer token');
    }
    let identity: VerifiedIdentity;
    try {
      identity = await opts.verifier.verify(match[1]!);
    } catch (error) {
      await limits.address(request, reply);
      throw error;
    }
    request.identity = identity;
    await limits.caller(request, reply);
    if (config.tokenIssuance) await limits.issuance(request, reply);
    if (config.identityOnly) return;

    const caller = await loadCaller(opts.db, identity);
    if (!caller) throw new UnauthorizedError('No account for this sign-in; sign in again');
    if (!caller.user.isActive) throw new ForbiddenError('Your account is deactivated. Contact your administrator.');
    request.auth = caller;
  });
});
