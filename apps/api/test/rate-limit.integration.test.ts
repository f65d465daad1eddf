import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildTestApp, envelope, type TestApp } from './helper';

// The rate limit is keyed by the client address before authentication (missing,
// malformed and failed tokens all count against it), by the verified caller after, token issuance
// has its own stricter budget, and with REDIS_URL every instance shares one budget.

/** The machines run Redis here (README "Running several instances"); CI starts it when it is down. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
const siblings: FastifyInstance[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '2' });
});
afterAll(async () => {
  await Promise.all(siblings.map((instance) => instance.close()));
  await t?.close();
});

/** Another instance of the server on the same database (as behind a load balancer), with `env`. */
async function instance(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const server = await buildApp(config, { database: t.database, serveWeb: false, logger: false });
  siblings.push(server);
  await server.ready();
  return server;
}

let addressCounter = 0;
/** A client address of its own, so each test starts with a fresh address budget. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.12.0.${addressCounter}`;
}

const statuses = async (count: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await send(i)).statusCode);
  return result;
};

describe('rate limit keys', () => {
  it('junk bearer tokens count against the client address, each one no bucket of its own', async () => {
    const remoteAddress = freshAddress();
    const seen = await statuses(5, (i) => t.request({ method: 'GET', url: '/v1/users', remoteAddress, as: `junk${i}.${randomBytes(4).toString('hex')}.x` }));
    expect(seen).toEqual([401, 401, 401, 429, 429]);
    const last = await t.request({ method: 'GET', url: '/v1/roles', remoteAddress, headers: { authorization: 'Basic abc' } });
    expect(last.statusCode).toBe(429);
    expect(envelope(last).error).toMatch(/Too many requests/);
    expect(last.headers['retry-after']).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/v1/auth/config', remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it('missing tokens and public routes count against the address too', async () => {
    const remoteAddress = freshAddress();
    const seen = await statuses(4, (i) => t.request({ method: 'GET', url: i % 2 ? '/v1/users' : '/v1/auth/config', remoteAddress }));
    expect(seen).toEqual([200, 401, 200, 429]);
  });

  it('verified callers have a budget each, and do not use up their address', async () => {
    const remoteAddress = freshAddress();
    const [one, two] = [await t.createPerson(), await t.createPerson()];
    const read = (person: typeof one) => t.request({ method: 'GET', url: `/v1/users/${person.id}/roles`, as: person, remoteAddress });
    expect(await statuses(4, () => read(one))).toEqual([200, 200, 200, 429]);
    expect(await statuses(3, () => read(two))).toEqual([200, 200, 200]);
    expect((await t.request({ method: 'GET', url: '/v1/auth/config', remoteAddress })).statusCode).toBe(200);
  });

  it('token issuance has the stricter AUTH_RATE_LIMIT_MAX: dev sign-in by address, login by caller', async () => {
    const remoteAddress = freshAddress();
    const devToken = () => t.request({ method: 'POST', url: '/v1/auth/dev/token', remoteAddress, payload: { email: 'someone@test.example' } });
    expect(await statuses(3, devToken)).toEqual([200, 200, 429]);
    const person = await t.createPerson();
    expect(await statuses(3, () => t.request({ method: 'POST', url: '/v1/auth/login', as: person, remoteAddress: freshAddress() }))).toEqual([200, 200, 429]);
    const other = await t.createPerson();
    expect((await t.request({ method: 'POST', url: '/v1/auth/login', as: other })).statusCode).toBe(200);
  });

  it('health checks are never limited', async () => {
    const remoteAddress = freshAddress();
    expect(await statuses(5, () => t.request({ method: 'GET', url: '/livez', remoteAddress }))).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('rate limit across instances', () => {
  const config = (server: FastifyInstance, remoteAddress: string) => server.inject({ method: 'GET', url: '/v1/auth/config', remoteAddress });

  it('without REDIS_URL each instance counts alone', async () => {
    const env = { RATE_LIMIT_MAX: '2' };
    const [a, b] = [await instance(env), await instance(env)];
    const remoteAddress = freshAddress();
    expect(await statuses(4, (i) => config(i % 2 ? b : a, remoteAddress))).toEqual([200, 200, 200, 200]);
    expect((await config(a, remoteAddress)).statusCode).toBe(429);
  });

  it('with REDIS_URL two instances share one budget', async () => {
    const env = { RATE_LIMIT_MAX: '4', REDIS_URL, REDIS_KEY_PREFIX: `apps-test:${randomBytes(6).toString('hex')}:` };
    const [a, b] = [await instance(env), await instance(env)];
    const remoteAddress = freshAddress();
    expect(await statuses(6, (i) => config(i % 2 ? b : a, remoteAddress))).toEqual([200, 200, 200, 200, 429, 429]);
    // Junk tokens on either instance draw on the same address budget.
    const junk = await b.inject({ method: 'GET', url: '/v1/users', remoteAddress: freshAddress(), headers: { authorization: 'Bearer junk.token.x' } });
    expect(junk.statusCode).toBe(401);
    const person = await t.createPerson();
    const read = (server: FastifyInstance) => server.inject({ method: 'GET', url: `/v1/users/${person.id}/roles`, headers: { authorization: `Bearer ${person.token}` } });
    expect(await statuses(5, (i) => read(i % 2 ? b : a))).toEqual([200, 200, 200, 200, 429]);
  });

  it('with REDIS_URL unreachable, requests go through uncounted rather than fail', async () => {
    const server = await instance({ RATE_LIMIT_MAX: '1', REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'apps-test-down:' });
    const remoteAddress = freshAddress();
    expect(await statuses(2, () => config(server, remoteAddress))).toEqual([200, 200]);
  });
});
