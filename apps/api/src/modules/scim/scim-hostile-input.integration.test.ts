import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createUserBody, ENTERPRISE, entraPerson, filterQuery, patchBody, scim, SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

// Hostile filters and bodies answer 400 in SCIM's error form with a detail written for people: never
// 500, never a JavaScript engine's text about the server's code.

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN });
  const created = await scim(t, 'POST', '/Users', createUserBody(entraPerson()));
  expect(created.statusCode, created.body).toBe(201);
  userId = (created.json() as { id: string }).id;
});
afterAll(async () => {
  await t.close();
});

/** What a JavaScript engine says about code, never about a request. */
const ENGINE_TEXT = /is not a function|is not iterable|Cannot read propert|Cannot destructure|Maximum call stack|\[object Object\]|undefined|is null/;

function expectRefusal(response: LightMyRequestResponse, scimType: string, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
  const body = response.json() as { schemas: string[]; status: string; scimType?: string; detail: string };
  expect(body, label).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '400', scimType });
  expect(body.detail, label).not.toMatch(ENGINE_TEXT);
  return body.detail;
}

/** A JSON text with `depth` nested lists around a string, built as text (serialising it would recurse too). */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
const withValue = (body: unknown, json: string) => JSON.stringify(body).replace('"HERE"', json);

describe('filters', () => {
  it('refuses NUL and other control characters as invalidFilter', async () => {
    for (const value of ['\u0000', 'a\u0000b', 'tab\there', 'line\nbreak', 'cr\r', 'next\u0085line', 'del\u007f']) {
      const response = await scim(t, 'GET', `/Users${filterQuery(`userName eq "${value}"`)}`);
      expectRefusal(response, 'invalidFilter', JSON.stringify(value));
    }
  });

  it('explains malformed filters without engine text', async () => {
    for (const filter of ['userName', 'and', 'not', '"a"', '[a]', 'userName eq "a" userName']) {
      const detail = expectRefusal(await scim(t, 'GET', `/Users${filterQuery(filter)}`), 'invalidFilter', filter);
      expect(detail).toMatch(/^Invalid filter: /);
    }
  });

  it('refuses a parameter given twice', async () => {
    const response = await scim(t, 'GET', `/Users?filter=${encodeURIComponent('userName eq "a"')}&filter=${encodeURIComponent('userName eq "b"')}`);
    expect(expectRefusal(response, 'invalidValue', 'two filters')).toMatch(/filter/);
  });
});

describe('deeply nested bodies', () => {
  it('refuses a 5,000-deep list in POST, PUT and PATCH bodies as invalidSyntax and changes nothing', async () => {
    const before = await t.count('provisioned_users');
    const cases: Array<[string, 'POST' | 'PUT' | 'PATCH', string]> = [
      ['/Users', 'POST', withValue({ ...createUserBody(entraPerson()), title: 'HERE' }, nested(5000))],
      ['/Users', 'POST', withValue({ ...createUserBody(entraPerson()), 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { manager: 'HERE' } }, nested(5000))],
      [`/Users/${userId}`, 'PUT', withValue({ ...createUserBody(entraPerson()), emails: 'HERE' }, nested(5000))],
      [`/Users/${userId}`, 'PATCH', withValue(patchBody([{ op: 'add', path: 'title', value: 'HERE' }]), nested(5000))],
      [`/Users/${userId}`, 'PATCH', withValue(patchBody([{ op: 'add', value: { title: 'HERE' } }]), nested(5000))],
      [`/Users/${userId}`, 'PATCH', withValue(patchBody([{ op: 'replace', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager', value: 'HERE' }]), nested(5000))],
      [`/Users/${userId}`, 'PATCH', withValue(patchBody([{ op: 'add', path: 'title', value: 'HERE' }]), nested(20))],
    ];
    for (const [url, method, body] of cases) {
      const detail = expectRefusal(await scim(t, method, url, body), 'invalidSyntax', `${method} ${body.slice(0, 80)}`);
      expect(detail).toMatch(/levels deep/);
    }
    expect(await t.count('provisioned_users')).toBe(before);
    expect((await scim(t, 'GET', `/Users/${userId}`)).json().title).toBeUndefined();
  });
});

describe('malformed PATCH operations', () => {
  it('answer invalidSyntax, invalidPath, noTarget or invalidValue with a detail naming the operation', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['non-string path', patchBody([{ op: 'replace', path: 7, value: 'x' }]), 'invalidPath'],
      ['object path', patchBody([{ op: 'replace', path: { value: 'title' }, value: 'x' }]), 'invalidPath'],
      ['list path', patchBody([{ op: 'replace', path: ['title'], value: 'x' }]), 'invalidPath'],
      ['blank path', patchBody([{ op: 'replace', path: ' ', value: 'x' }]), 'invalidPath'],
      ['path with a line break', patchBody([{ op: 'replace', path: 'title\n', value: 'x' }]), 'invalidPath'],
      ['non-string op', patchBody([{ op: 5, path: 'title', value: 'x' }]), 'invalidSyntax'],
      ['missing op', patchBody([{ path: 'title', value: 'x' }]), 'invalidSyntax'],
      ['null operation', patchBody([null as never]), 'invalidSyntax'],
      ['string operation', patchBody(['replace' as never]), 'invalidSyntax'],
      ['add without value', patchBody([{ op: 'add', path: 'title' }]), 'invalidValue'],
      ['replace without value', patchBody([{ op: 'Replace', path: 'title' }]), 'invalidValue'],
      ['remove without path', patchBody([{ op: 'remove' }]), 'noTarget'],
      ['list value without path', patchBody([{ op: 'replace', value: ['x'] }]), 'invalidValue'],
    ];
    for (const [label, body, scimType] of cases) {
      const detail = expectRefusal(await scim(t, 'PATCH', `/Users/${userId}`, body), scimType, label);
      expect(detail, label).toMatch(/^Operation 1/);
    }
  });

  it('refuses a malformed message as invalidSyntax', async () => {
    const cases: Array<[string, unknown]> = [
      ['null schemas', { schemas: null, Operations: [{ op: 'replace', path: 'title', value: 'x' }] }],
      ['string Operations', { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: 'replace' }],
      ['no Operations', { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'] }],
      ['too many operations', patchBody(Array.from({ length: 201 }, () => ({ op: 'replace', path: 'title', value: 'x' })))],
    ];
    for (const [label, body] of cases) expectRefusal(await scim(t, 'PATCH', `/Users/${userId}`, body), 'invalidSyntax', label);
  });

  it('explains values of the wrong type in words', async () => {
    const cases: Array<[string, unknown]> = [
      ['object e-mail', patchBody([{ op: 'replace', path: 'emails[type eq "work"].value', value: { a: 1 } }])],
      ['number name', patchBody([{ op: 'replace', path: 'name', value: 5 }])],
      ['number roles', patchBody([{ op: 'add', path: 'roles', value: 5 }])],
    ];
    for (const [label, body] of cases) {
      const detail = expectRefusal(await scim(t, 'PATCH', `/Users/${userId}`, body), 'invalidValue', label);
      expect(detail, label).toMatch(/expected/);
    }
    expect((await scim(t, 'GET', `/Users/${userId}`)).statusCode).toBe(200);
  });
});

describe('one-line attributes', () => {
  const nameOf = async (scimId: string) =>
    (await t.app.db.execute<{ name: string | null }>(sql`select u.name from provisioned_users p join users u on u.id = p.user_id where p.id = ${scimId}`)).rows[0]?.name;

  it('refuses line breaks, tabs and other control characters in the texts the app keeps, naming the attribute', async () => {
    const before = await t.count('users');
    const body = (extra: Record<string, unknown>) => ({ ...createUserBody(entraPerson()), ...extra });
    const posts: Array<[string, Record<string, unknown>]> = [
      ['displayName', body({ displayName: 'Mallory\r\nBcc: everyone@contoso.example' })],
      ['name.givenName', body({ name: { givenName: 'Tab\there', familyName: 'X' } })],
      ['name.familyName', body({ name: { givenName: 'A', familyName: 'Next\u0085line' } })],
      ['title', body({ title: 'Lead\nEngineer' })],
      ['emails.value', body({ emails: [{ type: 'work', value: 'a\u0007b@contoso.example', primary: true }] })],
      ['addresses.locality', body({ addresses: [{ type: 'work', locality: 'Pu\nne' }] })],
      ['addresses[type eq "other"].formatted', body({ addresses: [{ type: 'other', formatted: 'Block\nB' }] })],
      [`${ENTERPRISE}:department`, body({ [ENTERPRISE]: { department: 'R\u001b[31mD' } })],
    ];
    for (const [attribute, payload] of posts) {
      const detail = expectRefusal(await scim(t, 'POST', '/Users', payload), 'invalidValue', attribute);
      expect(detail).toBe(`${attribute}: ${STORABLE_TEXT_MESSAGES.oneLine}`);
    }
    expect(await t.count('users')).toBe(before);
    // A street address may hold line breaks (RFC 7643 section 4.1.2); the app does not keep it on the person.
    const street = await scim(t, 'POST', '/Users', body({ addresses: [{ type: 'work', streetAddress: '1 Main Road\nBlock B', locality: 'Pune' }] }));
    expect(street.statusCode, street.body).toBe(201);
  });

  it('refuses them in both PATCH dialects and keeps the person as they were', async () => {
    const name = await nameOf(userId);
    const patches: Array<[string, unknown]> = [
      ['displayName', patchBody([{ op: 'Replace', path: 'displayName', value: 'A\nB' }])],
      ['name.givenName', patchBody([{ op: 'replace', value: { 'name.givenName': 'Esc\u001b' } }])],
      ['addresses.locality', patchBody([{ op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Pu\r\nne' }])],
      [`${ENTERPRISE}:department`, patchBody([{ op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Dept\t2' }])],
    ];
    for (const [attribute, payload] of patches) {
      const detail = expectRefusal(await scim(t, 'PATCH', `/Users/${userId}`, payload), 'invalidValue', attribute);
      expect(detail).toContain(attribute);
    }
    expect(await nameOf(userId)).toBe(name);
  });

  it('does not refuse a later change for a value stored before the rule', async () => {
    const created = await scim(t, 'POST', '/Users', createUserBody(entraPerson()));
    const id = (created.json() as { id: string }).id;
    await t.app.db.execute(sql`update provisioned_users set profile = jsonb_set(profile, '{displayName}', to_jsonb(${'Legacy\nName'}::text)) where id = ${id}`);
    const off = await scim(t, 'PATCH', `/Users/${id}`, patchBody([{ op: 'Replace', path: 'active', value: 'False' }]));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
  });
});
