import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { RoleModule } from '@apps/contracts/modules';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema/core';
import { hasModuleAccess, type Caller } from '../lib/access';
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

/** The caller lookup, prepared once per database: every authenticated request runs it. */
function prepareCallerQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isActive: users.isActive,
      roleName: roles.name,
      module: userRoles.module,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.azureId, sql.placeholder('oid')))
    .prepare('load_caller');
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareCallerQuery>>();

/**
 * Loads the user of a verified identity and their assignments in one (prepared) query.
 * Users are keyed by directory object id; the e-mail lookup of first sign-in belongs to login.
 */
export async function loadCaller(db: Db, identity: VerifiedIdentity): Promise<Caller | null> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareCallerQuery(db);
    preparedByDb.set(db, prepared);
  }
  const rows = await prepared.execute({ oid: identity.oid });
  const first = rows[0];
  if (!first) return null;
  return {
    user: { id: first.id, email: first.email, name: first.name, isActive: first.isActive },
    assignments: rows
      .filter((row) => row.roleName !== null && row.module !== null)
      .map((row) => ({ roleName: row.roleName!, module: row.module as RoleModule })),
  };
}

/**
 * Every `/v1` route needs a verified bearer token unless marked public; then the user must exist and
 * be active (403 at once after deactivation: the user row is read on every call, never cached).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { verifier: TokenVerifier; db: Db }) => {
  app.decorateRequest('identity', undefined);
  app.decorateRequest('auth', undefined);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/') || request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;

    const header = request.headers.authorization;
    if (!header) throw new UnauthorizedError('Authentication required: send Authorization: Bearer <token>');
    const match = BEARER.exec(header);
    if (!match) throw new UnauthorizedError('Authorization header must be a Bearer token');
    const identity = await opts.verifier.verify(match[1]!);
    request.identity = identity;
    if (config.identityOnly) return;

    const caller = await loadCaller(opts.db, identity);
    if (!caller) throw new UnauthorizedError('No account for this sign-in; sign in again');
    if (!caller.user.isActive) throw new ForbiddenError('Your account is deactivated. Contact your administrator.');
    request.auth = caller;
  });
});

/**
 * Hook for a module's routes: the caller needs a role on `module` or 'all' (403 otherwise).
 * Register inside the module's plugin: `app.addHook('onRequest', requireModuleAccess('mytime'))`.
 */
export function requireModuleAccess(module: RoleModule): onRequestHookHandler {
  return async (request) => {
    if (request.is404) return;
    const caller = callerOf(request);
    if (!hasModuleAccess(caller, module)) {
      throw new ForbiddenError(`You need a role on ${module} to use this`);
    }
  };
}
