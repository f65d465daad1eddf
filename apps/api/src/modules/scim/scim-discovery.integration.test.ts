import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createUserBody, entraPerson, filterQuery, scim, SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

// A ListResponse's itemsPerPage is the number of resources it returns (RFC 7644 section 3.4.2), and
// meta.location and the Location header are the resource's absolute URI (RFC 7643 section 3.1,
// RFC 7644 section 3.3), from the public address APP_URL.

const APP_URL = 'https://apps.contoso.example';
const BASE = `${APP_URL}/scim/v2`;

let t: TestApp;

beforeAll(async () => {
  // A trailing slash in APP_URL is the same address.
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN, APP_URL: `${APP_URL}/` });
});
afterAll(async () => {
  await t.close();
});

type Listed = { totalResults: number; startIndex: number; itemsPerPage: number; Resources: Array<{ id: string; meta: { location: string } }> };

describe('discovery lists', () => {
  it('say how many resources they return, and locate each absolutely', async () => {
    for (const [path, count] of [['/Schemas', 3], ['/ResourceTypes', 1]] as const) {
      const list = (await scim(t, 'GET', path)).json() as Listed;
      expect(list, path).toMatchObject({ totalResults: count, startIndex: 1, itemsPerPage: count });
      expect(list.Resources).toHaveLength(count);
      for (const resource of list.Resources) expect(resource.meta.location, path).toBe(`${BASE}${path}/${resource.id}`);
    }
  });

  it('locate single discovery resources absolutely', async () => {
    expect((await scim(t, 'GET', '/ServiceProviderConfig')).json().meta.location).toBe(`${BASE}/ServiceProviderConfig`);
    expect((await scim(t, 'GET', '/ResourceTypes/User')).json().meta.location).toBe(`${BASE}/ResourceTypes/User`);
    const core = 'urn:ietf:params:scim:schemas:core:2.0:User';
    expect((await scim(t, 'GET', `/Schemas/${core}`)).json().meta.location).toBe(`${BASE}/Schemas/${core}`);
    const missing = await scim(t, 'GET', '/Schemas/urn:nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No schema with id "urn:nothing" on this server');
  });
});

describe('users', () => {
  it('answer a create with an absolute Location header equal to meta.location, and keep it on reads', async () => {
    const person = entraPerson();
    const created = await scim(t, 'POST', '/Users', createUserBody(person));
    expect(created.statusCode, created.body).toBe(201);
    const { id, meta } = created.json() as { id: string; meta: { location: string } };
    expect(created.headers.location).toBe(`${BASE}/Users/${id}`);
    expect(meta.location).toBe(`${BASE}/Users/${id}`);
    expect((await scim(t, 'GET', `/Users/${id}`)).json().meta.location).toBe(`${BASE}/Users/${id}`);
    const list = (await scim(t, 'GET', `/Users${filterQuery(`userName eq "${person.userPrincipalName}"`)}`)).json() as Listed;
    expect(list.Resources[0]!.meta.location).toBe(`${BASE}/Users/${id}`);
  });
});
