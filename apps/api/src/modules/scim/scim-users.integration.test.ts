import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { devObjectId } from '../../lib/auth/dev-tokens';
import { createUserBody, ENTERPRISE, entraPerson, filterQuery, patchBody, patchRole, scim, SCIM_TEST_TOKEN } from '../../../test/scim/entra-requests';

/** Entra's documented request sequences against /scim/v2/Users, on the test database. */
let t: TestApp;
let admin: TestPerson;

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN });
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
});
afterAll(async () => {
  await t.close();
});

type Resource = Record<string, unknown> & { id: string; active: boolean };

async function provision(overrides: Parameters<typeof entraPerson>[0] = {}) {
  const person = entraPerson(overrides);
  const response = await scim(t, 'POST', '/Users', createUserBody(person));
  expect(response.statusCode, response.body).toBe(201);
  return { person, resource: response.json() as Resource };
}

async function userRow(email: string) {
  const rows = await t.app.db.execute<{ id: string; name: string | null; email: string; is_active: boolean; azure_id: string | null }>(
    sql`select id, name, email, is_active, azure_id from users where lower(email) = ${email.toLowerCase()}`,
  );
  return rows.rows[0];
}

async function rolesOf(userId: string) {
  const rows = await t.app.db.execute<{ role: string; module: string; source: string }>(
    sql`select r.name as role, ur.module, ur.source from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} order by 1, 2`,
  );
  return rows.rows.map((row) => `${row.role}.${row.module}:${row.source}`);
}

async function managerOf(scimId: string) {
  const rows = await t.app.db.execute<{ manager_ref: string | null; manager_user_id: string | null }>(
    sql`select manager_ref, manager_user_id from provisioned_users where id = ${scimId}`,
  );
  return rows.rows[0];
}

describe('Test Connection and discovery', () => {
  it('answers a filter on a random userName with 200 and an empty ListResponse', async () => {
    const response = await scim(t, 'GET', `/Users${filterQuery(`userName eq "${randomUUID()}"`)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(response.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
  });

  it('serves ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = (await scim(t, 'GET', '/ServiceProviderConfig')).json();
    expect(config.patch.supported).toBe(true);
    expect(config.filter.supported).toBe(true);
    expect(config.bulk.supported).toBe(false);
    const types = (await scim(t, 'GET', '/ResourceTypes')).json();
    expect(types.Resources.map((r: { name: string }) => r.name)).toEqual(['User']);
    const schemas = (await scim(t, 'GET', '/Schemas')).json();
    expect(schemas.Resources.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE]),
    );
    expect((await scim(t, 'GET', '/Groups')).statusCode).toBe(404);
  });
});

describe('joiner: POST /Users', () => {
  it('creates an active person joined to their Microsoft sign-in by externalId, and finds them by filter', async () => {
    const { person, resource } = await provision({ jobTitle: 'Engineer', department: 'R&D' });
    expect(resource).toMatchObject({
      schemas: expect.arrayContaining(['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE]),
      userName: person.userPrincipalName,
      externalId: person.objectId,
      active: true,
      title: 'Engineer',
      [ENTERPRISE]: { department: 'R&D' },
      // Without APP_URL the public address defaults to http://{HOST}:{PORT} (config.ts, mail.appUrl).
      meta: { resourceType: 'User', location: `${t.app.config.mail.appUrl}/scim/v2/Users/${resource.id}` },
    });
    const row = await userRow(person.userPrincipalName);
    expect(row).toMatchObject({ name: `${person.givenName} ${person.surname}`, is_active: true, azure_id: person.objectId });

    for (const filter of [
      `userName eq "${person.userPrincipalName.toUpperCase()}"`,
      `externalId eq "${person.objectId}"`,
      `userName eq "${person.userPrincipalName}" and externalId eq "${person.objectId}"`,
      `emails[type eq "work"].value eq "${person.userPrincipalName}"`,
    ]) {
      const list = (await scim(t, 'GET', `/Users${filterQuery(filter)}`)).json();
      expect(list.totalResults, filter).toBe(1);
      expect(list.Resources[0].id).toBe(resource.id);
    }
    expect((await scim(t, 'GET', `/Users/${resource.id}`)).json()).toMatchObject({ id: resource.id, active: true });
  });

  it('answers 409 uniqueness for the same POST twice, also when both arrive at once, and keeps one person', async () => {
    const person = entraPerson();
    const [first, second] = await Promise.all([scim(t, 'POST', '/Users', createUserBody(person)), scim(t, 'POST', '/Users', createUserBody(person))]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const conflict = [first, second].find((r) => r.statusCode === 409)!.json();
    expect(conflict).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '409', scimType: 'uniqueness' });
    const again = await scim(t, 'POST', '/Users', createUserBody(person));
    expect(again.statusCode).toBe(409);
    const list = (await scim(t, 'GET', `/Users${filterQuery(`userName eq "${person.userPrincipalName}"`)}`)).json();
    expect(list.totalResults).toBe(1);
  });

  it('links a person who already has an account by e-mail instead of creating a second one', async () => {
    const existing = await t.createPerson({ email: `known.${randomUUID().slice(0, 8)}@contoso.example` });
    const before = await t.count('users');
    await provision({ userPrincipalName: existing.email, objectId: devObjectId(existing.email) });
    expect(await t.count('users')).toBe(before);
    // Linked to a different Microsoft account: refused, nothing created.
    const other = await t.createPerson({ email: `other.${randomUUID().slice(0, 8)}@contoso.example` });
    const clash = await scim(t, 'POST', '/Users', createUserBody(entraPerson({ userPrincipalName: other.email })));
    expect(clash.statusCode).toBe(409);
    expect(await t.count('users')).toBe(before + 1);
  });
});

describe('mover: PATCH /Users/{id}', () => {
  it("applies Entra's default dialect: capitalised ops, emails[type eq \"work\"].value, name.familyName", async () => {
    const { resource } = await provision();
    const newEmail = `moved.${randomUUID().slice(0, 8)}@contoso.example`;
    const response = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        { op: 'Replace', path: 'emails[type eq "work"].value', value: newEmail },
        { op: 'Replace', path: 'name.familyName', value: 'Updated' },
        { op: 'Add', path: 'title', value: 'Lead' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Finance' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Lead', name: { familyName: 'Updated' }, [ENTERPRISE]: { department: 'Finance' } });
    // The person's e-mail follows the work e-mail; the name stays the unchanged displayName.
    expect((await userRow(newEmail))?.name).toBe(resource.displayName);
  });

  it('applies the aadOptscim062020 dialect: lowercase ops, real booleans, one replace without path', async () => {
    const { resource: manager } = await provision();
    const { person, resource } = await provision();
    const response = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        {
          op: 'replace',
          value: {
            displayName: 'Renamed Person',
            'name.givenName': 'Renamed',
            title: 'Architect',
            active: true,
            [`${ENTERPRISE}:department`]: 'Platform',
            [`${ENTERPRISE}:manager`]: manager.id,
          },
        },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ displayName: 'Renamed Person', title: 'Architect', name: { givenName: 'Renamed' }, [ENTERPRISE]: { department: 'Platform', manager: { value: manager.id } } });
    expect((await userRow(person.userPrincipalName))?.name).toBe('Renamed Person');
    expect((await managerOf(resource.id))?.manager_user_id).toBe((await userRow((manager.userName as string)))!.id);
  });

  it('takes a manager as a plain string or as { value }, and removes it', async () => {
    const { resource: manager } = await provision();
    const { resource } = await provision();
    const managerUserId = (await userRow(manager.userName as string))!.id;
    for (const value of [manager.id, { value: manager.id }]) {
      await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Remove', path: `${ENTERPRISE}:manager` }]));
      expect((await managerOf(resource.id))?.manager_user_id).toBeNull();
      const response = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Add', path: `${ENTERPRISE}:manager`, value }]));
      expect(response.statusCode, response.body).toBe(200);
      expect((await managerOf(resource.id))?.manager_user_id).toBe(managerUserId);
    }
  });

  it('keeps a manager reference to someone not provisioned yet and resolves it when they arrive', async () => {
    const managerPerson = entraPerson();
    const { resource: report } = await provision({ managerId: managerPerson.objectId });
    expect(await managerOf(report.id)).toEqual({ manager_ref: managerPerson.objectId, manager_user_id: null });
    await provision(managerPerson);
    expect((await managerOf(report.id))?.manager_user_id).toBe((await userRow(managerPerson.userPrincipalName))!.id);
  });

  it('applies concurrent PATCHes of different people without losing one', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => provision()));
    const responses = await Promise.all(
      people.map(({ resource }, index) =>
        scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'title', value: `Title ${index}` }])),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(people.map(() => 200));
    for (const [index, { resource }] of people.entries()) {
      expect((await scim(t, 'GET', `/Users/${resource.id}`)).json().title).toBe(`Title ${index}`);
    }
  });

  it('applies concurrent PATCHes of one person one after the other', async () => {
    const { resource } = await provision();
    await Promise.all([
      scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'title', value: 'T' }])),
      scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: `${ENTERPRISE}:department`, value: 'D' }])),
    ]);
    expect((await scim(t, 'GET', `/Users/${resource.id}`)).json()).toMatchObject({ title: 'T', [ENTERPRISE]: { department: 'D' } });
  });
});

describe('leaver', () => {
  it('deactivates at once on active "False" (every /v1 call gets 403) and reactivates on "True"', async () => {
    // In development sign-in the Microsoft object id of an e-mail is devObjectId(e-mail).
    const upn = `leaver.${randomUUID().slice(0, 8)}@contoso.example`;
    const { person, resource } = await provision({ userPrincipalName: upn, objectId: devObjectId(upn) });
    const token = await t.tokenFor(person.userPrincipalName, 'P');
    const me = () => t.request({ method: 'GET', url: `/v1/users/${resource.id}/roles`, as: token });
    const userId = (await userRow(person.userPrincipalName))!.id;
    const own = () => t.request({ method: 'GET', url: `/v1/users/${userId}/roles`, as: token });
    expect((await own()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(404);

    const off = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'active', value: 'False' }]));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await own()).statusCode).toBe(403);
    const list = (await scim(t, 'GET', `/Users${filterQuery(`userName eq "${person.userPrincipalName}"`)}`)).json();
    expect(list.Resources[0].active).toBe(false);

    const on = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'active', value: 'True' }]));
    expect(on.json().active).toBe(true);
    expect((await own()).statusCode).toBe(200);
  });

  it('DELETE deactivates, detaches (later GET 404) and keeps the person and their records', async () => {
    const { person, resource } = await provision({ appRoles: ['Employee.mytime'] });
    const userId = (await userRow(person.userPrincipalName))!.id;
    const response = await scim(t, 'DELETE', `/Users/${resource.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await scim(t, 'GET', `/Users/${resource.id}`)).statusCode).toBe(404);
    expect((await scim(t, 'DELETE', `/Users/${resource.id}`)).statusCode).toBe(404);
    expect(await userRow(person.userPrincipalName)).toMatchObject({ id: userId, is_active: false });
    expect(await rolesOf(userId)).toEqual([]);
    const audit = await t.app.db.execute<{ action: string }>(sql`select action from audit_log where entity_id = ${userId} order by created_at`);
    expect(audit.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['user.provisioned', 'user.deprovisioned']));
  });
});

describe('app roles', () => {
  it('follows <Role>.<module> app roles exactly, keeps roles given by hand, and logs unknown values', async () => {
    const { person, resource } = await provision({ appRoles: ['Manager.mytime', 'Recruiter.hire', 'Pilot.cockpit'] });
    const userId = (await userRow(person.userPrincipalName))!.id;
    expect(await rolesOf(userId)).toEqual(['Manager.mytime:provisioning', 'Recruiter.hire:provisioning']);

    const employeeRole = envelope<Array<{ id: string; name: string }>>(await t.request({ method: 'GET', url: '/v1/roles', as: admin })).data.find((r) => r.name === 'Employee')!;
    const manual = await t.request({ method: 'POST', url: '/v1/user-roles', as: admin, payload: { userId, roleId: employeeRole.id, module: 'grow' } });
    expect(manual.statusCode).toBe(201);

    const add = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Add', path: 'roles', value: [patchRole('Admin.hire')] }]));
    expect(add.statusCode, add.body).toBe(200);
    const remove = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Remove', path: 'roles', value: [patchRole('Recruiter.hire')] }]));
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await rolesOf(userId)).toEqual(['Admin.hire:provisioning', 'Employee.grow:manual', 'Manager.mytime:provisioning']);

    const replaceAll = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'roles[primary eq "True"].value', value: 'Employee.all' }]));
    expect(replaceAll.statusCode, replaceAll.body).toBe(200);
    expect(await rolesOf(userId)).toEqual(['Employee.all:provisioning', 'Employee.grow:manual']);

    const events = await t.app.db.execute<{ detail: string | null }>(sql`select detail from provisioning_events where resource_id = ${resource.id} and detail is not null`);
    expect(events.rows.map((row) => row.detail)).toContain('Ignored unknown app roles: Pilot.cockpit');
  });

  it('refuses to deactivate the last active Admin on all (409) and changes nothing', async () => {
    const lone = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN, ADMIN_EMAILS: 'nobody@test.example' });
    try {
      const person = entraPerson({ appRoles: ['Admin.all'] });
      const created = await scim(lone, 'POST', '/Users', createUserBody(person));
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const off = await scim(lone, 'PATCH', `/Users/${id}`, patchBody([{ op: 'Replace', path: 'active', value: 'False' }]));
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ status: '409', schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'] });
      expect((await scim(lone, 'DELETE', `/Users/${id}`)).statusCode).toBe(409);
      expect((await scim(lone, 'GET', `/Users/${id}`)).json().active).toBe(true);
    } finally {
      await lone.close();
    }
  });
});

describe('malformed and hostile bodies', () => {
  it('answers 400 in SCIM error form and changes nothing', async () => {
    const { resource } = await provision();
    const before = { users: await t.count('users'), provisioned: await t.count('provisioned_users'), roles: await t.count('user_roles') };
    const cases: Array<[string, 'POST' | 'PATCH', unknown]> = [
      ['/Users', 'POST', '{"userName": '],
      ['/Users', 'POST', { displayName: 'no userName' }],
      ['/Users', 'POST', { userName: 42 }],
      ['/Users', 'POST', { userName: 'x'.repeat(300) + '@contoso.example' }],
      ['/Users', 'POST', { userName: 'not-an-email', emails: [] }],
      ['/Users', 'POST', [1, 2]],
      ['/Users', 'POST', { userName: 'nul\u0000byte@contoso.example' }],
      ['/Users', 'POST', { userName: 'half@contoso.example', displayName: 'cut \ud800 here' }],
      [`/Users/${resource.id}`, 'PATCH', patchBody([{ op: 'Replace', path: 'displayName', value: 'nul\u0000' }])],
      [`/Users/${resource.id}`, 'PATCH', { schemas: ['wrong'], Operations: [{ op: 'Replace', path: 'title', value: 'x' }] }],
      [`/Users/${resource.id}`, 'PATCH', patchBody([{ op: 'Explode', path: 'title', value: 'x' }])],
      [`/Users/${resource.id}`, 'PATCH', patchBody([{ op: 'Replace', path: 'noSuchAttribute', value: 'x' }])],
      [`/Users/${resource.id}`, 'PATCH', patchBody([{ op: 'Replace', path: 'active', value: 'maybe' }])],
      [`/Users/${resource.id}`, 'PATCH', patchBody([])],
      [`/Users/${resource.id}`, 'PATCH', patchBody([{ op: 'Replace', path: 'title', value: 'x' }, { op: 'Replace', path: 'userName', value: 7 }])],
    ];
    for (const [url, method, body] of cases) {
      const response = await scim(t, method, url, body);
      expect(response.statusCode, `${method} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '400' });
    }
    for (const filter of ['userName eq', 'displayName co "x"', 'userName gt "a"', '(((']) {
      const response = await scim(t, 'GET', `/Users${filterQuery(filter)}`);
      expect(response.statusCode, filter).toBe(400);
      expect(response.json().scimType).toBe('invalidFilter');
    }
    expect({ users: await t.count('users'), provisioned: await t.count('provisioned_users'), roles: await t.count('user_roles') }).toEqual(before);
    expect((await scim(t, 'GET', `/Users/${resource.id}`)).json().title).toBeUndefined();
  });

  it('pages with 1-based startIndex and count', async () => {
    await Promise.all(Array.from({ length: 3 }, () => provision()));
    const all = (await scim(t, 'GET', '/Users?count=200')).json();
    const page = (await scim(t, 'GET', '/Users?startIndex=2&count=2')).json();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 2, totalResults: all.totalResults });
    expect(page.Resources.map((r: Resource) => r.id)).toEqual(all.Resources.slice(1, 3).map((r: Resource) => r.id));
    expect((await scim(t, 'GET', '/Users?count=abc')).statusCode).toBe(400);
  });
});
