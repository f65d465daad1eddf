import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

/** Headers and cross-origin rules. */
describe('production headers and CORS', () => {
  let production: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    production = await buildTestApp({
      NODE_ENV: 'production',
      AUTH_MODE: 'entra',
      AZURE_CLIENT_ID: 'client-id',
      AZURE_TENANT_ID: 'tenant-id',
      AZURE_AUTHORITY: 'http://127.0.0.1:9',
      CORS_ORIGINS: 'https://apps.company.example',
    });
    plain = await buildTestApp();
  });
  afterAll(async () => {
    await production.close();
    await plain.close();
  });

  it('sends HSTS and upgrade-insecure-requests in production only', async () => {
    const response = await production.request({ method: 'GET', url: '/livez' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const dev = await plain.request({ method: 'GET', url: '/livez' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await production.request({
      method: 'OPTIONS',
      url: '/v1/auth/config',
      headers: { origin: 'https://apps.company.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://apps.company.example');

    const other = await production.request({
      method: 'OPTIONS',
      url: '/v1/auth/config',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const none = await plain.request({ method: 'GET', url: '/v1/auth/config', headers: { origin: 'https://evil.example' } });
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never sends a stack trace, even for a broken token', async () => {
    const response = await production.request({ method: 'POST', url: '/v1/auth/login', as: 'a.b.c' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toMatch(/\bat \w|\.ts:\d+|node_modules/);
  });
});
