import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { JSON_TOO_DEEP_DETAIL, JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '../../src/lib/json-body';
import { databaseFingerprint } from '../fuzz/snapshot';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../helper';
import { closingRequest, rawRequest } from '../raw-http';

const SCIM_SECRET = 'scim-secret-for-hostile-payloads-0123456789';
const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** `depth` arrays inside one another around a string, as JSON text, built without recursion. */
function nestedArrays(depth: number): string {
  return `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
}

/** `depth` objects inside one another (`{"a":{"a":...}}`), as JSON text. */
function nestedObjects(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

let t: TestApp;
let admin: TestPerson;
let person: TestPerson;

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_SECRET });
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
});

afterAll(async () => t?.close());

function scim(method: 'GET' | 'POST' | 'PATCH', url: string, body?: string, contentType = 'application/scim+json') {
  return t.request({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${SCIM_SECRET}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

describe('JSON nesting limit (every route)', () => {
  it.each([
    ['5,000 nested arrays', nestedArrays(5_000)],
    ['5,000 nested objects', nestedObjects(5_000)],
    ['one level over the limit', nestedArrays(MAX_JSON_DEPTH + 1)],
    ['a deep value inside a valid body', `{"isActive":true,"jobTitle":${nestedArrays(1_000)}}`],
  ])('refuses %s under /v1 with a 400 envelope naming the body, and changes nothing', async (_name, body) => {
    const before = await databaseFingerprint(t.app.db);
    const response = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: body, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, data: null, error: JSON_TOO_DEEP_DETAIL, validationErrors: { body: [JSON_TOO_DEEP_MESSAGE] } });
    expect(response.headers['x-trace-id']).toBe(envelope(response).traceId);
    expect(await databaseFingerprint(t.app.db)).toBe(before);
  });

  it('refuses a deep body on a public route too (POST /v1/auth/dev/token)', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: nestedArrays(5_000), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ body: [JSON_TOO_DEEP_MESSAGE] });
  });

  it('lets a body at the limit reach the schema, and does not count brackets inside strings', async () => {
    const atLimit = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: nestedArrays(MAX_JSON_DEPTH), headers: { 'content-type': 'application/json' } });
    expect(atLimit.statusCode).toBe(400);
    expect(envelope(atLimit).validationErrors).not.toHaveProperty('body', [JSON_TOO_DEEP_MESSAGE]);

    const brackets = `[{[\\"${'['.repeat(100)}`;
    const response = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: JSON.stringify({ jobTitle: brackets }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<{ jobTitle: string }>(response).data.jobTitle).toBe(brackets);
  });

  it.each([
    ['application/scim+json', JSON_TOO_DEEP_DETAIL],
    // The root parser's refusal reaches SCIM's handler as Fastify's invalid-JSON error.
    ['application/json', 'The request body is not valid JSON'],
  ])('refuses a deep %s body under /scim/v2 with SCIM error 400 invalidSyntax', async (contentType, detail) => {
    for (const body of [nestedArrays(5_000), `{"schemas":["urn:ietf:params:scim:api:messages:2.0:PatchOp"],"Operations":[{"op":"replace","value":${nestedObjects(5_000)}}]}`]) {
      const response = await scim('POST', '/Users', body, contentType);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(JSON.parse(response.body)).toMatchObject({ schemas: [SCIM_ERROR], status: '400', scimType: 'invalidSyntax', detail });
    }
  });
});

describe('control characters in query values and path parameters of /v1', () => {
  it.each([
    ['NUL', '%00'],
    ['SOH', '%01'],
    ['a line feed', '%0A'],
    ['a carriage return and line feed', '%0D%0A'],
    ['a tab', '%09'],
    ['escape', '%1B'],
    ['DEL', '%7F'],
    ['a C1 control (NEL)', '%C2%85'],
  ])('refuses %s in a search with a 400 naming the parameter', async (_name, encoded) => {
    const response = await t.request({ method: 'GET', url: `/v1/users?search=ann${encoded}smith`, as: admin });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ search: [STORABLE_TEXT_MESSAGES.oneLine] });
  });

  it('refuses them in every query value and parameter name of /v1, and in path parameters', async () => {
    for (const url of [
      '/v1/mytime/holidays?year=2030&officeLocation=Pune%0D%0ABcc',
      '/v1/mytime/projects?status=Active%00',
      '/v1/notifications?unread=true&x%00y=1',
      `/v1/users/${person.id}%0A`,
    ]) {
      const response = await t.request({ method: 'GET', url, as: admin });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(envelope(response).success).toBe(false);
    }
  });

  it('keeps 401 first for a caller without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/users?search=%00' })).statusCode).toBe(401);
  });

  it('keeps ordinary percent-encoded text (spaces, accents, emoji) in a search', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/users?search=${encodeURIComponent('Zoë 🚀 o\'brien')}`, as: admin });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('control characters in header values', () => {
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it.each(['\u0000', '\u0001', '\u001B', '\u007F', '\r'])('answers %j inside a header value with a 400 envelope before the app reads it', async (character) => {
    const response = await rawRequest(port, [Buffer.from(closingRequest('GET', '/v1/users', { authorization: `Bearer a${character}b` }), 'latin1')]);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, data: null });
  });

  it('answers a bearer token with a tab or a C1 byte (the two Node lets through) with 401', async () => {
    for (const character of ['\t', '\u0085']) {
      const response = await rawRequest(port, [Buffer.from(closingRequest('GET', '/v1/users', { authorization: `Bearer ${admin.token.slice(0, 20)}${character}${admin.token.slice(20)}` }), 'latin1')]);
      expect(response.status, JSON.stringify(character)).toBe(401);
    }
  });
});
