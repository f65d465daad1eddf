import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { RateLimitBudget } from '../../lib/metrics';
import { budgetCheck, type RateLimitCheck } from '../../plugins/rate-limit';
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

/** How often one server records a token's last use, in milliseconds (the repository's `touch` allows every 10 s). */
const TOUCH_INTERVAL_MS = 10_000;

/**
 * SCIM's two rate-limit budgets, each `SCIM_RATE_LIMIT_MAX` requests a minute, counted in the shared
 * store (Redis with `REDIS_URL`, so every instance shares them):
 * - `failedAuthentication`: by client address, every request that does not authenticate (no bearer,
 *   a wrong or revoked one);
 * - `token`: by provisioning token, every request that does.
 * Entra's provisioning service calls from addresses Microsoft shares between tenants, so a flood of
 * wrong tokens from one address spends that address's failure budget and never the real token's.
 */
export interface ScimBudgets {
  failedAuthentication: RateLimitCheck;
  token: RateLimitCheck;
}

/** Creates SCIM's budgets on the app's rate-limit store; past a limit they throw `ScimError(429)` with `Retry-After`. */
export function scimBudgets(app: FastifyInstance, max: number): ScimBudgets {
  const tooMany = (seconds: number) => new ScimError(429, `Too many requests. Please try again in ${seconds} seconds.`);
  const limiter = (budget: RateLimitBudget, keyGenerator: (request: FastifyRequest) => string) =>
    budgetCheck(app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator }), tooMany, () => app.metrics.rateLimitRefused(budget));
  return {
    failedAuthentication: limiter('scim_failed_authentication', (request) => `scim:auth-failed:ip:${request.ip}`),
    token: limiter('scim_token', (request) => `scim:token:${request.scimToken?.id ?? `ip:${request.ip}`}`),
  };
}

/**
 * SCIM authentication: without any unrevoked provisioning token the endpoint does not
 * exist (404); otherwise the bearer secret must be one of them (401). Only the secret's SHA-256 is
 * compared, by an indexed lookup on every request. A request that authenticates is counted against
 * its token's budget, one that does not against its address's failure budget (`ScimBudgets`); the
 * token is looked up first, so a request with the right token is let in whatever its address's
 * failures (the secret, 256 random bits for created tokens, is what keeps guessing out). Records the
 * token's last use, at most every 10 seconds per token and server: a cycle's thousands of requests do
 * not each write the token's row (the provisioning page shows the time to the minute).
 * @throws ScimError 404, 401, or 429 past a budget.
 */
export function scimAuthentication(db: Db, budgets: ScimBudgets) {
  const touchedAt = new Map<string, number>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    const token = match ? await tokenRepository.findActiveByHash(db, hashToken(match[1]!)) : undefined;
    if (!token) {
      await budgets.failedAuthentication(request, reply);
      if (!(await tokenRepository.anyActive(db))) throw new ScimError(404, 'SCIM provisioning is not enabled on this server');
      throw new ScimError(401, header ? 'The bearer token is not a valid provisioning token' : 'Authorization: Bearer <provisioning token> is required');
    }
    request.scimToken = { id: token.id, name: token.name };
    await budgets.token(request, reply);
    const now = Date.now();
    if (now - (touchedAt.get(token.id) ?? 0) < TOUCH_INTERVAL_MS) return;
    touchedAt.set(token.id, now);
    await tokenRepository.touch(db, token.id);
  };
}
