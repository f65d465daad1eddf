import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import type { RateLimitBudget } from '../lib/metrics';

/** One budget check: counts the request in its bucket and throws 429 (the envelope) past the limit. */
export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The rate-limit budgets. Each check counts the request in one bucket and throws
 * `AppError(429)` with `Retry-After` past the limit. Which check a request meets is decided by the
 * auth hook (`plugins/auth.ts`), where the caller is known:
 * - `address`: by client address, before authentication: public routes, unknown paths, and every
 *   request whose token is missing, malformed or fails verification (junk tokens get no bucket of their own).
 * - `caller`: by the verified caller (`oid`), after authentication (an office behind one NAT address
 *   is many callers).
 * - `issuance`: token issuance (`POST /v1/auth/dev/token` by address, `POST /v1/auth/login` by
 *   caller), the stricter `AUTH_RATE_LIMIT_MAX`.
 */
export interface RateLimits {
  address: RateLimitCheck;
  caller: RateLimitCheck;
  issuance: RateLimitCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** Requests per budget window. */
const WINDOW = '1 minute';

/** How long a rate-limit call may wait for Redis before the request goes through uncounted, in ms. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** How long the server's start waits for Redis to connect (then it starts anyway and counts once Redis is up), in ms. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Resolves once `redis` is connected, or after `timeoutMs` (never rejects): the first requests after a
 * start are counted like every later one, instead of going through uncounted while the connection is
 * still being made (a loaded machine can take longer than a command's 500 ms to connect).
 */
async function untilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  await new Promise<void>((resolve) => {
    onReady = resolve;
    redis.once('ready', onReady);
    timer = setTimeout(resolve, timeoutMs);
  });
  clearTimeout(timer);
  if (onReady) redis.off('ready', onReady);
}

/** A limiter of `@fastify/rate-limit` (`app.createRateLimit`), counting in the shared store. */
export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The error a check throws past its limit, given the seconds until the budget refills. */
export type TooManyRequests = (retryAfterSeconds: number) => Error;

const tooManyInEnvelope: TooManyRequests = (seconds) => new AppError(429, `Too many requests. Please try again in ${seconds} seconds.`);

/**
 * A budget check from a limiter: counts the request in its bucket, sets the `x-ratelimit-*` headers,
 * and past the limit sets `Retry-After` and throws `tooMany(seconds)` (default: `AppError(429)`, the
 * `/v1` envelope; a scope with its own error form passes its own), after telling `onRefused` (the
 * metrics' refusal counter). When the store fails (Redis down) the request goes through uncounted and
 * a warning is logged.
 */
export function budgetCheck(limiter: Limiter, tooMany: TooManyRequests = tooManyInEnvelope, onRefused?: () => void): RateLimitCheck {
  return async (request, reply) => {
    let result: Awaited<ReturnType<Limiter>>;
    try {
      result = await limiter(request);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit store failed; request not counted');
      return;
    }
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (!result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    onRefused?.();
    throw tooMany(Math.max(1, result.ttlInSeconds));
  };
}

/**
 * Per-minute budgets with `@fastify/rate-limit`: in each process's memory, or, with `REDIS_URL`, in
 * Redis (its Redis store), so every instance shares one budget per key. Keys are prefixed with
 * `REDIS_KEY_PREFIX` so several deployments (or test runs) can share one Redis. When Redis does not
 * answer, the request goes through uncounted and a warning is logged: the limiter never takes the API down.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
      })
    : null;
  if (redis) {
    // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit: Redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await untilReady(redis, REDIS_CONNECT_TIMEOUT_MS);
  }

  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: WINDOW,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
  });

  const byAddress = app.createRateLimit({ keyGenerator: (request) => `ip:${request.ip}` });
  const byCaller = app.createRateLimit({ keyGenerator: (request) => `caller:${request.identity?.oid ?? `ip:${request.ip}`}` });
  const issuance = app.createRateLimit({
    max: config.authRateLimitMax,
    keyGenerator: (request) => (request.identity ? `issue:caller:${request.identity.oid}` : `issue:ip:${request.ip}`),
  });

  const refused = (budget: RateLimitBudget) => () => app.metrics.rateLimitRefused(budget);
  app.decorate('rateLimits', {
    address: budgetCheck(byAddress, tooManyInEnvelope, refused('address')),
    caller: budgetCheck(byCaller, tooManyInEnvelope, refused('caller')),
    issuance: budgetCheck(issuance, tooManyInEnvelope, refused('issuance')),
  });
});
