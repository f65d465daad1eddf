import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelope, type TestApp, type TestPerson } from './helper';

let t: TestApp;
let person: TestPerson;

beforeAll(async () => {
  t = await buildTestApp(
    { BODY_LIMIT_BYTES: '2048' },
    {
      extend(app) {
        app.get('/v1/test/boom', async () => {
          throw new Error('secret database password in this message');
        });
      },
    },
  );
  person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
});
afterAll(async () => {
  await t.close();
});

describe('the envelope and status codes (ARCHITECTURE.md "Fixed contracts")', () => {
  it('answers unknown /v1 paths with a 404 envelope whose trace id is the x-trace-id header', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/does-not-exist', as: person });
    expect(response.statusCode).toBe(404);
    const body = envelope(response);
    expect(body).toMatchObject({ success: false, data: null, validationErrors: null });
    expect(body.error).toMatch(/not found/);
    expect(body.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-trace-id']).toBe(body.traceId);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });

  it('wraps success in the envelope with a fresh trace id per request', async () => {
    const a = await t.request({ method: 'GET', url: '/v1/auth/config' });
    const b = await t.request({ method: 'GET', url: '/v1/auth/config' });
    expect(envelope(a)).toMatchObject({ success: true, error: null, validationErrors: null });
    expect(envelope(a).traceId).not.toBe(envelope(b).traceId);
  });

  it('hides the message of a fault but keeps the trace id (500)', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/test/boom', as: person });
    expect(response.statusCode).toBe(500);
    const body = envelope(response);
    expect(body.error).toBe('An unexpected error occurred');
    expect(response.body).not.toMatch(/secret|stack|at /);
    expect(body.traceId).toBe(response.headers['x-trace-id']);
  });

  it('answers malformed JSON with 400, a wrong content type with 415 and a large body with 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/dev/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).success).toBe(false);

    const text = await t.app.inject({ method: 'POST', url: '/v1/auth/dev/token', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(text.statusCode).toBe(415);
    expect(envelope(text).success).toBe(false);

    const large = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email: 'a@b.example', name: 'x'.repeat(5000) } });
    expect(large.statusCode).toBe(413);
    expect(envelope(large).error).toBe('Request body is too large');
  });

  it('reports field errors by name for nested paths', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email: 12, name: '' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {}).sort()).toEqual(['email', 'name']);
  });
});

describe('health', () => {
  it('answers /livez and /readyz', async () => {
    expect((await t.request({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('OpenAPI', () => {
  it('documents every /v1 route as OpenAPI 3.1 with the envelope and serves an interactive page', async () => {
    const doc = (await t.request({ method: 'GET', url: '/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = t.app.registeredRoutes.filter((r) => r.split(' ')[1]!.startsWith('/v1/') && !r.includes('/v1/test/'));
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(doc.paths['/v1/users']!.get!.responses).toHaveProperty('403');
    const page = await t.request({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('security headers and rate limit', () => {
  it('sends a strict CSP and no HSTS outside production', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/auth/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://login.microsoftonline.com');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 429 with the envelope past the limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i += 1) {
        last = await limited.request({ method: 'GET', url: '/v1/auth/config' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(envelope(last!)).toMatchObject({ success: false, data: null });
      expect(envelope(last!).error).toMatch(/Too many requests/);
      expect(last!.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('configuration', () => {
  it('refuses development sign-in in production with a clear message', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/development sign-in is refused when NODE_ENV=production/);
    expect(() => loadConfig({ AUTH_MODE: 'entra' })).toThrow(/AZURE_CLIENT_ID: required/);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(loadConfig({ NODE_ENV: 'production', AZURE_CLIENT_ID: 'c', AZURE_TENANT_ID: 't' }).auth.mode).toBe('entra');
  });
});
