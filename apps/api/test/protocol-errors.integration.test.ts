import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { closingRequest, rawRequest, type RawResponse } from './raw-http';

const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The `/v1` envelope of a failure, with the trace id also in `x-trace-id` (ARCHITECTURE.md). */
function expectEnvelope(response: RawResponse, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, data: null, validationErrors: null });
  expect(typeof body.error).toBe('string');
  expect(body.traceId).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['x-trace-id']).toBe(body.traceId);
  expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
}

/** Protocol-level failures answer with the envelope (SCIM's error under /scim/v2). */
describe('protocol-level errors', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await buildTestApp({ SCIM_TOKEN: 'scim-secret-for-protocol-tests-0123456789' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => test.close());

  it.each(['/v1/%zz', '/v1/users/%E0%A4%A', '/%76%31/users/%', '/v1/mytime/timesheets/%zz/submit'])(
    'answers a malformed percent-encoding (%s) with a 400 envelope',
    async (target) => expectEnvelope(await rawRequest(port, [closingRequest('GET', target)]), 400),
  );

  it('answers an over-long path parameter with a 414 envelope', async () => {
    expectEnvelope(await rawRequest(port, [closingRequest('GET', `/v1/users/${'a'.repeat(300)}`)]), 414);
  });

  it('answers headers over the limit with a 431 envelope', async () => {
    expectEnvelope(await rawRequest(port, [closingRequest('GET', '/v1/permissions', { 'x-padding': 'p'.repeat(20_000) })]), 431);
  });

  it('answers a request line over the header limit with a 431 envelope', async () => {
    expectEnvelope(await rawRequest(port, [closingRequest('GET', `/v1/users?search=${'q'.repeat(20_000)}`)]), 431);
  });

  it.each([
    ['a non-numeric Content-Length', { 'content-type': 'application/json', 'content-length': 'abc' }],
    ['a negative Content-Length', { 'content-type': 'application/json', 'content-length': '-1' }],
    ['two different Content-Lengths', { 'content-type': 'application/json', 'content-length': '2, 3' }],
    ['Content-Length with chunked encoding', { 'content-type': 'application/json', 'content-length': '2', 'transfer-encoding': 'chunked' }],
  ])('answers %s with a 400 envelope', async (_name, headers) => {
    expectEnvelope(await rawRequest(port, [closingRequest('POST', '/v1/auth/dev/token', headers, '{}')]), 400);
  });

  it('answers a request that is not HTTP with a 400 envelope', async () => {
    expectEnvelope(await rawRequest(port, ['G\u0001T /v1/permissions HTTP/1.1\r\nHost: x\r\n\r\n']), 400);
    expectEnvelope(await rawRequest(port, ['GET /v1/permissions HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n']), 400);
  });

  it('answers a body that is not JSON, an empty JSON body and an unsupported media type with the envelope', async () => {
    const headers = { 'content-type': 'application/json' };
    expectEnvelope(await rawRequest(port, [closingRequest('POST', '/v1/auth/dev/token', { ...headers, 'content-length': '5' }, '{"a":')]), 400);
    expectEnvelope(await rawRequest(port, [closingRequest('POST', '/v1/auth/dev/token', { ...headers, 'content-length': '0' })]), 400);
    const xml = '<a/>';
    expectEnvelope(
      await rawRequest(port, [closingRequest('POST', '/v1/auth/dev/token', { 'content-type': 'application/xml', 'content-length': String(xml.length) }, xml)]),
      415,
    );
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(2_000_000) });
    const response = await rawRequest(port, [
      closingRequest('POST', '/v1/auth/dev/token', { 'content-type': 'application/json', 'content-length': String(body.length) }, body),
    ]);
    expectEnvelope(response, 413);
  });

  it('keeps SCIM error schema under /scim/v2 for the same failures', async () => {
    for (const [request, status] of [
      [closingRequest('GET', '/scim/v2/Users/%zz'), 400],
      [closingRequest('GET', `/scim/v2/Users/${'a'.repeat(300)}`), 414],
      [closingRequest('GET', '/scim/v2/Users', { 'x-padding': 'p'.repeat(20_000) }), 431],
      [closingRequest('POST', '/scim/v2/Users', { 'content-length': 'abc' }), 400],
    ] as const) {
      const response = await rawRequest(port, [request]);
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(JSON.parse(response.body)).toMatchObject({ schemas: [SCIM_ERROR], status: String(status) });
    }
  });
});
