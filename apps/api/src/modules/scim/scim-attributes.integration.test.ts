import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createUserBody, ENTERPRISE, entraPerson, filterQuery, patchBody, scim, SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

// RFC 7644 section 3.4.2.5: `attributes` and `excludedAttributes` on GET /Users and GET /Users/{id}
// (and on the writes that answer a resource, section 3.9); `id` and `schemas` are always returned.

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';

let t: TestApp;
let person: ReturnType<typeof entraPerson>;
let id: string;

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN });
  person = entraPerson({ jobTitle: 'Engineer', department: 'R&D' });
  const created = await scim(t, 'POST', '/Users', createUserBody(person));
  expect(created.statusCode, created.body).toBe(201);
  id = (created.json() as { id: string }).id;
});
afterAll(async () => {
  await t.close();
});

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('GET /Users/{id}', () => {
  it('returns only the attributes asked for, case-insensitively, with sub-attributes and extension URN paths', async () => {
    const response = await scim(t, 'GET', `/Users/${id}${query({ attributes: `USERNAME,name.givenName,emails.value,${ENTERPRISE}:department` })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      schemas: [CORE, ENTERPRISE],
      id,
      userName: person.userPrincipalName,
      name: { givenName: person.givenName },
      emails: [{ value: person.userPrincipalName }],
      [ENTERPRISE]: { department: 'R&D' },
    });
  });

  it('leaves out what excludedAttributes names, never id or schemas', async () => {
    const response = await scim(t, 'GET', `/Users/${id}${query({ excludedAttributes: `id,schemas,emails,meta,name.familyName,${ENTERPRISE}` })}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ schemas: [CORE], id, userName: person.userPrincipalName, title: 'Engineer', name: { givenName: person.givenName } });
    for (const gone of ['emails', 'meta', ENTERPRISE]) expect(body, gone).not.toHaveProperty(gone);
    expect(body.name).not.toHaveProperty('familyName');
  });

  it('refuses both parameters at once, and a name that is not an attribute path, as invalidValue', async () => {
    const cases: Array<Record<string, string>> = [{ attributes: 'userName', excludedAttributes: 'emails' }, { attributes: 'emails[type eq "work"].value' }];
    for (const params of cases) {
      const response = await scim(t, 'GET', `/Users/${id}${query(params)}`);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    }
  });
});

describe('GET /Users', () => {
  it('applies attributes to every resource of the list, with a filter', async () => {
    const response = await scim(t, 'GET', `/Users${filterQuery(`userName eq "${person.userPrincipalName}"`)}&attributes=userName`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalResults: 1, itemsPerPage: 1, Resources: [{ schemas: [CORE], id, userName: person.userPrincipalName }] });
    expect(Object.keys(response.json().Resources[0]).sort()).toEqual(['id', 'schemas', 'userName']);
  });

  it('applies excludedAttributes to every resource of the list', async () => {
    const list = (await scim(t, 'GET', `/Users?excludedAttributes=emails,${encodeURIComponent(ENTERPRISE)}`)).json();
    expect(list.Resources.length).toBeGreaterThan(0);
    for (const resource of list.Resources) {
      expect(resource).toHaveProperty('userName');
      expect(resource).not.toHaveProperty('emails');
      expect(resource).not.toHaveProperty(ENTERPRISE);
    }
  });
});

describe('writes', () => {
  it('answer the view asked for, and a malformed list refuses the write before it happens', async () => {
    const patched = await scim(t, 'PATCH', `/Users/${id}?attributes=title`, patchBody([{ op: 'Replace', path: 'title', value: 'Lead' }]));
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ schemas: [CORE], id, title: 'Lead' });
    const refused = await scim(t, 'PATCH', `/Users/${id}?attributes=${encodeURIComponent('title!')}`, patchBody([{ op: 'Replace', path: 'title', value: 'Architect' }]));
    expect(refused.statusCode).toBe(400);
    expect((await scim(t, 'GET', `/Users/${id}`)).json().title).toBe('Lead');
  });
});
