import { describe, expect, it } from 'vitest';
import { resourceView } from './scim-attributes';

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const APPS = 'urn:ietf:params:scim:schemas:extension:apps:2.0:User';

const resource = () => ({
  schemas: [CORE, ENTERPRISE, APPS],
  id: 'u1',
  userName: 'a@contoso.example',
  name: { givenName: 'Asha', familyName: 'Rao' },
  emails: [
    { type: 'work', value: 'a@contoso.example', primary: true },
    { type: 'home', value: 'a@home.example' },
  ],
  active: true,
  [ENTERPRISE]: { department: 'R&D', manager: { value: 'm1' } },
  [APPS]: { officeLocation: 'Pune' },
  meta: { resourceType: 'User', location: 'https://apps.example/scim/v2/Users/u1' },
});

describe('attributes and excludedAttributes (RFC 7644 section 3.4.2.5)', () => {
  it('returns the whole resource without either', () => {
    expect(resourceView(undefined, undefined)(resource())).toEqual(resource());
    expect(resourceView(' , ', undefined)(resource())).toEqual(resource());
  });

  it('returns only the attributes asked for, case-insensitively, with id and schemas always', () => {
    expect(resourceView('USERNAME,name.givenName', undefined)(resource())).toEqual({
      schemas: [CORE],
      id: 'u1',
      userName: 'a@contoso.example',
      name: { givenName: 'Asha' },
    });
    expect(resourceView('emails.value,emails.TYPE', undefined)(resource())).toEqual({
      schemas: [CORE],
      id: 'u1',
      emails: [
        { type: 'work', value: 'a@contoso.example' },
        { type: 'home', value: 'a@home.example' },
      ],
    });
    expect(resourceView('name.givenName, name', undefined)(resource()).name).toEqual({ givenName: 'Asha', familyName: 'Rao' });
  });

  it('takes full URN paths of the extensions, whole extensions, and unqualified extension attributes', () => {
    expect(resourceView(`${ENTERPRISE}:department,${ENTERPRISE.toUpperCase()}:manager.value`, undefined)(resource())).toEqual({
      schemas: [CORE, ENTERPRISE],
      id: 'u1',
      [ENTERPRISE]: { department: 'R&D', manager: { value: 'm1' } },
    });
    expect(resourceView(`${APPS},${CORE}:userName`, undefined)(resource())).toEqual({
      schemas: [CORE, APPS],
      id: 'u1',
      userName: 'a@contoso.example',
      [APPS]: { officeLocation: 'Pune' },
    });
    expect(resourceView('department', undefined)(resource())[ENTERPRISE]).toEqual({ department: 'R&D' });
    expect(resourceView('noSuchAttribute', undefined)(resource())).toEqual({ schemas: [CORE], id: 'u1' });
  });

  it('leaves out what excludedAttributes names, but never id or schemas', () => {
    const view = resourceView(`id,schemas,emails,name.familyName,meta,${ENTERPRISE}:department,${APPS}:officeLocation`, undefined);
    expect(Object.keys(view(resource())).sort()).toEqual(['emails', 'id', 'meta', 'name', 'schemas', APPS, ENTERPRISE].sort());
    const excluded = resourceView(undefined, `id,schemas,emails,name.familyName,meta,${ENTERPRISE}:department,${APPS}:officeLocation`)(resource());
    expect(excluded).toEqual({
      schemas: [CORE, ENTERPRISE],
      id: 'u1',
      userName: 'a@contoso.example',
      name: { givenName: 'Asha' },
      active: true,
      [ENTERPRISE]: { manager: { value: 'm1' } },
    });
    expect(resourceView(undefined, 'emails.value')(resource()).emails).toEqual([{ type: 'work', primary: true }, { type: 'home' }]);
    const original = resource();
    resourceView(undefined, 'name.givenName')(original);
    expect(original).toEqual(resource());
  });

  it('refuses both parameters at once and names that are not attribute paths', () => {
    expect(() => resourceView('userName', 'emails')).toThrow(expect.objectContaining({ status: 400, scimType: 'invalidValue' }));
    for (const bad of ['emails[type eq "work"].value', 'name.givenName.more', 'user name', '1abc', 'a\u0007b']) {
      expect(() => resourceView(bad, undefined), bad).toThrow(expect.objectContaining({ status: 400, scimType: 'invalidValue', message: expect.stringMatching(/^attributes: /) }));
    }
    expect(() => resourceView(undefined, Array.from({ length: 101 }, () => 'userName').join(','))).toThrow(expect.objectContaining({ status: 400 }));
  });
});
