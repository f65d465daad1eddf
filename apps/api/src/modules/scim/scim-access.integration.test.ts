import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPerson } from '../../../test/helper';
import { createUserBody, entraPerson, scim, SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

/** Who may call /scim/v2, and that SCIM and /v1 credentials open nothing on the other side. */
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

describe('without any provisioning token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 on every SCIM path, whatever the bearer', async () => {
    for (const [method, url] of [['GET', '/Users'], ['GET', '/ServiceProviderConfig'], ['POST', '/Users'], ['GET', '/nothing']] as const) {
      const response = await scim(t, method, url, method === 'POST' ? createUserBody(entraPerson()) : undefined, SCIM_TEST_TOKEN);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    }
  });
});

describe('with SCIM_TOKEN', () => {
  let t: TestApp;
  let admin: TestPerson;
  beforeAll(async () => {
    t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN, SCIM_RATE_LIMIT_MAX: '40' });
    admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 in SCIM error form without a bearer, with a wrong one, and with a /v1 token', async () => {
    for (const token of [null, 'wrong-secret-wrong-secret-wrong-secret', admin.token]) {
      const response = await scim(t, 'GET', '/Users', undefined, token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(response.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    }
    const post = await scim(t, 'POST', '/Users', createUserBody(entraPerson()), admin.token);
    expect(post.statusCode).toBe(401);
    expect(await t.count('provisioned_users')).toBe(0);
  });

  it('opens nothing under /v1 with the SCIM token', async () => {
    for (const url of ['/v1/users', '/v1/roles', `/v1/users/${admin.id}/roles`]) {
      const response = await t.request({ method: 'GET', url, as: SCIM_TEST_TOKEN });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('accepts application/json as well as application/scim+json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${SCIM_TEST_TOKEN}`, 'content-type': 'application/json' },
      payload: createUserBody(entraPerson()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
  });

  it('is rate-limited on its own budget (429 in SCIM form) while /v1 stays open', async () => {
    let limited: Awaited<ReturnType<typeof scim>> | undefined;
    for (let i = 0; i < 45 && !limited; i += 1) {
      const response = await scim(t, 'GET', '/ServiceProviderConfig');
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '429' });
    expect(limited?.headers['retry-after']).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/v1/users', as: admin })).statusCode).toBe(200);
  });
});

describe("SCIM's budget is its own (SCIM_RATE_LIMIT_MAX, not RATE_LIMIT_MAX)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN, SCIM_RATE_LIMIT_MAX: '100', RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a provisioning cycle larger than /v1's per-address budget is not refused", async () => {
    for (let i = 0; i < 20; i += 1) expect((await scim(t, 'GET', '/ServiceProviderConfig')).statusCode, `request ${i + 1}`).toBe(200);
  });

  it('DELETE with the SCIM media type and no body is accepted (Entra sends DELETE without a body)', async () => {
    const created = await scim(t, 'POST', '/Users', createUserBody(entraPerson()));
    expect(created.statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/scim/v2/Users/${(created.json() as { id: string }).id}`,
      headers: { authorization: `Bearer ${SCIM_TEST_TOKEN}`, 'content-type': 'application/scim+json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('POST, PUT and PATCH with the SCIM media type and an empty body are 400 in SCIM form, never 500', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (const [method, url] of [['POST', '/scim/v2/Users'], ['PUT', `/scim/v2/Users/${id}`], ['PATCH', `/scim/v2/Users/${id}`]] as const) {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${SCIM_TEST_TOKEN}`, 'content-type': 'application/scim+json' } });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '400' });
    }
  });
});
