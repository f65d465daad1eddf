import { describe, expect, it } from 'vitest';
import { managerValue, MAX_NESTING, normaliseOperation, normaliseResource, readsResource, roleEntry, stringBoolean } from './scim-normalise';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

describe('Entra dialect normalisation', () => {
  it('turns "True"/"False" in any case into booleans and leaves other values', () => {
    expect([stringBoolean('True'), stringBoolean('false'), stringBoolean(' FALSE '), stringBoolean('maybe'), stringBoolean(true)]).toEqual([true, false, false, 'maybe', true]);
  });

  it('makes a manager { value }, or null for none', () => {
    expect(managerValue('abc')).toEqual({ value: 'abc' });
    expect(managerValue([{ value: 'abc' }])).toEqual({ value: 'abc' });
    expect(managerValue({ value: 'abc', displayName: 'M' })).toEqual({ value: 'abc', displayName: 'M' });
    expect([managerValue(''), managerValue(null), managerValue({ value: '' }), managerValue([])]).toEqual([null, null, null, null]);
  });

  it("unwraps app roles sent as JSON text (Entra's PATCH form)", () => {
    expect(roleEntry({ value: '{"id":"1","value":"Manager.mytime","displayName":"Manager"}' })).toEqual({ value: 'Manager.mytime', display: 'Manager' });
    expect(roleEntry({ primary: false, type: 'WindowsAzureActiveDirectoryRole', display: 'Admin.all', value: 'Admin.all' })).toEqual({ value: 'Admin.all', display: 'Admin.all' });
    expect(roleEntry('Recruiter.hire')).toEqual({ value: 'Recruiter.hire' });
    expect(roleEntry({ value: '{not json' })).toEqual({ value: '{not json' });
  });

  it('normalises create bodies: booleans, the extension manager, roles', () => {
    expect(
      normaliseResource({ active: 'True', emails: [{ primary: 'True', value: 'a@b.c' }], roles: [{ value: 'Admin.all' }], [ENTERPRISE]: { manager: 'm1', department: 'D' } }),
    ).toEqual({ active: true, emails: [{ primary: true, value: 'a@b.c' }], roles: [{ value: 'Admin.all' }], [ENTERPRISE]: { manager: { value: 'm1' }, department: 'D' } });
  });

  it('normalises default-dialect operations', () => {
    expect(normaliseOperation({ op: 'Replace', path: 'active', value: 'False' }, {})).toEqual([{ op: 'replace', path: 'active', value: false }]);
    expect(normaliseOperation({ op: 'Add', path: `${ENTERPRISE}:manager`, value: 'm2' }, {})).toEqual([{ op: 'add', path: `${ENTERPRISE}:manager`, value: { value: 'm2' } }]);
    expect(normaliseOperation({ op: 'Replace', path: `${ENTERPRISE}:manager`, value: '' }, {})).toEqual([{ op: 'remove', path: `${ENTERPRISE}:manager` }]);
    expect(normaliseOperation({ op: 'Remove', path: `${ENTERPRISE}:manager`, value: [{ value: 'm2' }] }, {})).toEqual([{ op: 'remove', path: `${ENTERPRISE}:manager` }]);
    expect(normaliseOperation({ op: 'Replace', path: 'roles[primary eq "True"].value', value: 'Employee.all' }, {})).toEqual([
      { op: 'replace', path: 'roles', value: [{ value: 'Employee.all', primary: true }] },
    ]);
  });

  it('adds a typed value that does not exist yet instead of filtering on nothing', () => {
    expect(normaliseOperation({ op: 'Add', path: 'addresses[type eq "work"].formatted', value: 'Pune' }, {})).toEqual([
      { op: 'add', path: 'addresses', value: [{ type: 'work', formatted: 'Pune' }] },
    ]);
    const current = { emails: [{ type: 'work', value: 'a@b.c' }] };
    expect(normaliseOperation({ op: 'Replace', path: 'emails[type eq "work"].value', value: 'x@b.c' }, current)).toEqual([
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'x@b.c' },
    ]);
  });

  it("writes sub-attributes in Entra's spelling (.Formatted, .Value) in their canonical case", () => {
    expect(normaliseOperation({ op: 'Add', path: 'addresses[type eq "other"].Formatted', value: 'Pune' }, {})).toEqual([
      { op: 'add', path: 'addresses', value: [{ type: 'other', formatted: 'Pune' }] },
    ]);
    const current = { addresses: [{ type: 'other', formatted: 'Pune' }] };
    expect(normaliseOperation({ op: 'Replace', path: 'addresses[type eq "other"].Formatted', value: 'Kochi' }, current)).toEqual([
      { op: 'replace', path: 'addresses[type eq "other"].formatted', value: 'Kochi' },
    ]);
    expect(normaliseOperation({ op: 'Remove', path: 'addresses[type eq "other"].Formatted' }, current)).toEqual([
      { op: 'remove', path: 'addresses[type eq "other"].formatted' },
    ]);
  });

  it('normalises the aadOptscim062020 form: one replace without path, a null manager becomes a remove', () => {
    expect(normaliseOperation({ op: 'replace', value: { active: 'False', [`${ENTERPRISE}:manager`]: null, 'name.givenName': 'A' } }, {})).toEqual([
      { op: 'replace', value: { active: false, 'name.givenName': 'A' } },
      { op: 'remove', path: `${ENTERPRISE}:manager` },
    ]);
  });

  it('says which operations read the resource (adds and replaces of a typed entry)', () => {
    expect(readsResource({ op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Pune' })).toBe(true);
    expect(readsResource({ op: 'Replace', path: ' emails[type eq "work"].value', value: 'a@b.c' })).toBe(true);
    expect(readsResource({ op: 'Remove', path: 'addresses[type eq "work"].locality' })).toBe(false);
    expect(readsResource({ op: 'Replace', path: 'title', value: 'T' })).toBe(false);
    expect(readsResource({ op: 'Replace', value: { title: 'T' } })).toBe(false);
  });

  it('refuses bodies nested deeper than MAX_NESTING as invalidSyntax without exhausting the stack', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const refusal = { status: 400, scimType: 'invalidSyntax', message: expect.stringMatching(/levels deep/) };
    expect(() => normaliseResource({ title: deep })).toThrow(expect.objectContaining(refusal));
    expect(() => normaliseOperation({ op: 'add', path: 'title', value: deep }, {})).toThrow(expect.objectContaining(refusal));
    expect(() => normaliseOperation({ op: 'add', path: `${ENTERPRISE}:manager`, value: deep }, {})).toThrow(expect.objectContaining(refusal));
    expect(() => normaliseOperation({ op: 'add', value: { title: deep } }, {})).toThrow(expect.objectContaining(refusal));
    let atLimit: unknown = 'x';
    for (let level = 1; level < MAX_NESTING; level += 1) atLimit = [atLimit];
    expect(normaliseResource({ title: atLimit })).toEqual({ title: atLimit });
  });
});
