import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { CreatedScimToken } from '@apps/contracts/core/provisioning';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

// Entra's provisioning service reaches the endpoint from addresses Microsoft shares: failed
// authentications are counted per client address and verified requests per provisioning token, so a
// flood of wrong tokens from the provisioning service's address cannot lock out the real token.

/** The machines run Redis here (README "Running several instances"), as rate-limit.integration.test.ts expects. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRONG = 'wrong-secret-wrong-secret-wrong-secret';

let t: TestApp;
const siblings: FastifyInstance[] = [];

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN, SCIM_RATE_LIMIT_MAX: '5' });
});
afterAll(async () => {
  await Promise.all(siblings.map((server) => server.close()));
  await t?.close();
});

let addressCounter = 0;
/** A client address of its own, so each test starts with fresh address budgets. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.28.0.${addressCounter}`;
}

type Server = Pick<FastifyInstance, 'inject'>;

const get = (server: Server, remoteAddress: string, token: string | null, url = '/scim/v2/ServiceProviderConfig') =>
  server.inject({ method: 'GET', url, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await send(i)).statusCode);
  return result;
}

describe('SCIM rate limit, one instance', () => {
  it('a flood of wrong tokens from an address is refused (429) but the right token from that address is not', async () => {
    const shared = freshAddress();
    expect(await statuses(7, (i) => get(t.app, shared, i % 2 ? WRONG : null))).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await get(t.app, shared, WRONG);
    expect(refused.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(t.app, shared, SCIM_TEST_TOKEN)).statusCode).toBe(200);
    // Another address still has its own failure budget.
    expect((await get(t.app, freshAddress(), WRONG)).statusCode).toBe(401);
  });

  it('counts verified requests per token, from every address together, each token on its own', async () => {
    const admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    const created = await t.request({ method: 'POST', url: '/v1/provisioning/tokens', as: admin, payload: { name: 'Second tenant connection' } });
    const { secret } = envelope<CreatedScimToken>(created).data;
    expect(await statuses(7, () => get(t.app, freshAddress(), secret, '/scim/v2/Users'))).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Neither the other token nor an address's failure budget is spent by it.
    expect((await get(t.app, freshAddress(), SCIM_TEST_TOKEN)).statusCode).toBe(200);
    expect((await get(t.app, freshAddress(), WRONG)).statusCode).toBe(401);
  });
});

describe('SCIM rate limit with REDIS_URL', () => {
  /** Another instance of the server on the same database, as behind a load balancer. */
  async function instance(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_MODE: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SCIM_TOKEN: SCIM_TEST_TOKEN, ...env });
    const server = await buildApp(config, { database: t.database, serveWeb: false, logger: false });
    siblings.push(server);
    await server.ready();
    return server;
  }

  it('two instances share both budgets, and a wrong-token flood on one does not lock out the token on the other', async () => {
    const env = { SCIM_RATE_LIMIT_MAX: '4', REDIS_URL, REDIS_KEY_PREFIX: `apps-test:${randomBytes(6).toString('hex')}:` };
    const [a, b] = [await instance(env), await instance(env)];
    const shared = freshAddress();
    expect(await statuses(6, (i) => get(i % 2 ? b : a, shared, WRONG))).toEqual([401, 401, 401, 401, 429, 429]);
    expect(await statuses(6, (i) => get(i % 2 ? a : b, shared, SCIM_TEST_TOKEN))).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
