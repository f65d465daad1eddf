import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { provisioningEvents } from '../../db/schema/provisioning';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createUserBody, ENTERPRISE, entraPerson, patchBody, scim, SCIM_TEST_TOKEN, type EntraPerson } from '../../../test/scim/entra-requests';
import { pruneProvisioningLog } from './provisioning-log.service';

// Entra's default mappings of jobTitle (title), department and manager
// (enterprise extension) and the Office field (addresses[type eq "other"].formatted) land on the users
// row, in both PATCH dialects; a manager who arrives later is resolved; a loop is refused in SCIM's form
// and changes nothing; a removed manager clears manager_id.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SCIM_TOKEN: SCIM_TEST_TOKEN });
});
afterAll(async () => {
  await t.close();
});

type Resource = Record<string, unknown> & { id: string };

async function provision(overrides: Partial<EntraPerson> = {}) {
  const person = entraPerson(overrides);
  const response = await scim(t, 'POST', '/Users', createUserBody(person));
  expect(response.statusCode, response.body).toBe(201);
  const resource = response.json() as Resource;
  return { person, resource, user: await personOf(resource.id) };
}

type PersonRow = {
  id: string;
  name: string | null;
  jobTitle: string | null;
  department: string | null;
  officeLocation: string | null;
  managerId: string | null;
};

/** The person's users row (columns). */
async function personOf(scimId: string): Promise<PersonRow> {
  const rows = await t.app.db.execute<PersonRow>(sql`
    select u.id, u.name, u.job_title as "jobTitle", u.department, u.office_location as "officeLocation", u.manager_id as "managerId"
    from provisioned_users p join users u on u.id = p.user_id where p.id = ${scimId}`);
  return rows.rows[0]!;
}

const managerPath = `${ENTERPRISE}:manager`;

describe('joiner: the profile fields and the manager land on the person', () => {
  it("maps Entra's default create body: title, department, the Office field and a provisioned manager", async () => {
    const boss = await provision({ jobTitle: 'Head of Delivery', department: 'Delivery', officeLocation: 'Pune' });
    expect(boss.user).toMatchObject({ jobTitle: 'Head of Delivery', department: 'Delivery', officeLocation: 'Pune', managerId: null });
    const report = await provision({ jobTitle: 'Engineer', department: 'Delivery', officeLocation: 'Bengaluru - Block B', managerId: boss.resource.id });
    expect(report.user).toMatchObject({ jobTitle: 'Engineer', department: 'Delivery', officeLocation: 'Bengaluru - Block B', managerId: boss.user.id });
    // Entra may also name the manager by their object id (externalId).
    const second = await provision({ managerId: boss.person.objectId });
    expect(second.user.managerId).toBe(boss.user.id);
  });

  it('keeps a manager who is not provisioned yet and sets manager_id when they arrive', async () => {
    const later = entraPerson();
    const report = await provision({ managerId: later.objectId });
    expect(report.user.managerId).toBeNull();
    const manager = await provision(later);
    expect((await personOf(report.resource.id)).managerId).toBe(manager.user.id);
  });

  it('leaves a waiting reference unresolved, and says so in the log, when resolving it would make a loop', async () => {
    const later = entraPerson();
    const report = await provision({ managerId: later.objectId });
    // The late manager arrives reporting to their own waiting report: their POST stands, the loop does not.
    const manager = await provision({ ...later, managerId: report.resource.id });
    expect(manager.user.managerId).toBe(report.user.id);
    expect((await personOf(report.resource.id)).managerId).toBeNull();
    const [event] = await t.app.db.select().from(provisioningEvents).where(sql`${provisioningEvents.resourceId} = ${manager.resource.id}`);
    expect(event!.detail).toContain(report.person.userPrincipalName);
  });
});

describe('mover: PATCH in both dialects', () => {
  it("applies Entra's default dialect: Replace of title, department, the Office field and the manager as a plain string", async () => {
    const first = await provision();
    const second = await provision();
    const { resource } = await provision({ jobTitle: 'Engineer', department: 'R&D', officeLocation: 'Pune', managerId: first.resource.id });
    const response = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        { op: 'Replace', path: 'title', value: 'Senior Engineer' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Platform' },
        { op: 'Replace', path: 'addresses[type eq "other"].formatted', value: 'Hyderabad' },
        { op: 'Replace', path: managerPath, value: second.resource.id },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await personOf(resource.id)).toMatchObject({ jobTitle: 'Senior Engineer', department: 'Platform', officeLocation: 'Hyderabad', managerId: second.user.id });
  });

  it("adds the Office field when the person had none, spelled as Entra's default mapping spells it", async () => {
    const { resource } = await provision();
    const response = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Add', path: 'addresses[type eq "other"].Formatted', value: 'Chennai' }]));
    expect(response.statusCode, response.body).toBe(200);
    expect((await personOf(resource.id)).officeLocation).toBe('Chennai');
    const again = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'addresses[type eq "other"].Formatted', value: 'Kochi' }]));
    expect(again.statusCode, again.body).toBe(200);
    expect((await personOf(resource.id)).officeLocation).toBe('Kochi');
  });

  it("applies the operations of one PATCH in order: Entra's four operations on a new work address make one address, and the city is the office", async () => {
    const { resource } = await provision();
    const work = (field: string) => `addresses[type eq "work"].${field}`;
    const response = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        { op: 'Add', path: work('streetAddress'), value: '12 MG Road' },
        { op: 'Add', path: work('locality'), value: 'Bengaluru' },
        { op: 'Add', path: work('postalCode'), value: '560001' },
        { op: 'Add', path: work('country'), value: 'IN' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const workAddress = { type: 'work', streetAddress: '12 MG Road', locality: 'Bengaluru', postalCode: '560001', country: 'IN' };
    expect(response.json().addresses).toEqual([workAddress]);
    expect((await scim(t, 'GET', `/Users/${resource.id}`)).json().addresses).toEqual([workAddress]);
    expect((await personOf(resource.id)).officeLocation).toBe('Bengaluru');

    // Later operations see what earlier ones removed, too: the entry is made again, once.
    const again = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        { op: 'Remove', path: 'addresses[type eq "work"]' },
        { op: 'Replace', path: work('locality'), value: 'Mysuru' },
        { op: 'Replace', path: work('country'), value: 'IN' },
        { op: 'Replace', path: 'title', value: 'Engineer' },
      ]),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ title: 'Engineer', addresses: [{ type: 'work', locality: 'Mysuru', country: 'IN' }] });
    expect((await personOf(resource.id)).officeLocation).toBe('Mysuru');
  });

  it('names a refused operation by its place in the message', async () => {
    const { resource } = await provision();
    const response = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        { op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Pune' },
        { op: 'Add', path: 'addresses[type eq "work"].country', value: 'IN' },
        { op: 'Replace', path: 'name', value: 5 },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ scimType: 'invalidValue', detail: expect.stringMatching(/^Operation 3: .*'name'/) });
    expect((await scim(t, 'GET', `/Users/${resource.id}`)).json().addresses).toBeUndefined();
  });

  it('applies the aadOptscim062020 dialect: one replace without a path, dotted and extension-URN keys', async () => {
    const manager = await provision();
    const { resource } = await provision({ jobTitle: 'Engineer' });
    const response = await scim(
      t,
      'PATCH',
      `/Users/${resource.id}`,
      patchBody([
        {
          op: 'replace',
          value: { title: 'Tech Lead', [`${ENTERPRISE}:department`]: 'Payments', [managerPath]: manager.resource.id, active: true },
        },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await personOf(resource.id)).toMatchObject({ jobTitle: 'Tech Lead', department: 'Payments', managerId: manager.user.id });
  });

  it('clears manager_id on Remove of the manager and on an empty manager value', async () => {
    const manager = await provision();
    const { resource } = await provision({ managerId: manager.resource.id });
    for (const operation of [{ op: 'Remove', path: managerPath }, { op: 'Replace', path: managerPath, value: '' }]) {
      await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: managerPath, value: manager.resource.id }]));
      expect((await personOf(resource.id)).managerId).toBe(manager.user.id);
      const response = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([operation]));
      expect(response.statusCode, response.body).toBe(200);
      expect((await personOf(resource.id)).managerId, JSON.stringify(operation)).toBeNull();
    }
  });

  it('keeps a job title set in the app when Entra changes something else', async () => {
    const { resource, user } = await provision({ jobTitle: 'Engineer' });
    await t.app.db.execute(sql`update users set job_title = 'Staff Engineer (acting)' where id = ${user.id}`);
    await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Replace', path: 'displayName', value: 'Renamed' }]));
    expect(await personOf(resource.id)).toMatchObject({ jobTitle: 'Staff Engineer (acting)', name: 'Renamed' });
  });

  it('follows Entra to a manager it has already disabled', async () => {
    const manager = await provision();
    await scim(t, 'PATCH', `/Users/${manager.resource.id}`, patchBody([{ op: 'Replace', path: 'active', value: 'False' }]));
    const { resource } = await provision();
    const response = await scim(t, 'PATCH', `/Users/${resource.id}`, patchBody([{ op: 'Add', path: managerPath, value: manager.resource.id }]));
    expect(response.statusCode, response.body).toBe(200);
    expect((await personOf(resource.id)).managerId).toBe(manager.user.id);
  });
});

describe('a manager that would make the reporting line loop', () => {
  it("is refused in SCIM's error form (400 invalidValue) and changes nothing, for a loop and for oneself", async () => {
    const top = await provision({ jobTitle: 'Director' });
    const middle = await provision({ managerId: top.resource.id });
    const bottom = await provision({ managerId: middle.resource.id });
    for (const manager of [bottom.resource.id, middle.person.objectId, top.resource.id]) {
      const response = await scim(
        t,
        'PATCH',
        `/Users/${top.resource.id}`,
        patchBody([
          { op: 'Replace', path: 'title', value: 'Changed' },
          { op: 'Replace', path: managerPath, value: manager },
        ]),
      );
      expect(response.statusCode, manager).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(response.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '400', scimType: 'invalidValue' });
      expect(response.json().detail).toMatch(/^manager: /);
    }
    expect(await personOf(top.resource.id)).toMatchObject({ jobTitle: 'Director', managerId: null });
    const stored = (await scim(t, 'GET', `/Users/${top.resource.id}`)).json();
    expect(stored.title).toBe('Director');
    expect(stored[ENTERPRISE]?.manager).toBeUndefined();
    // PUT (a full replace) is held to the same rule.
    const put = await scim(t, 'PUT', `/Users/${top.resource.id}`, createUserBody({ ...top.person, managerId: bottom.resource.id }));
    expect(put.statusCode).toBe(400);
    expect((await personOf(top.resource.id)).managerId).toBeNull();
  });

  it('lets exactly one of two concurrent PATCHes that together would loop win', async () => {
    const a = await provision();
    const b = await provision();
    const [ab, ba] = await Promise.all([
      scim(t, 'PATCH', `/Users/${a.resource.id}`, patchBody([{ op: 'Add', path: managerPath, value: b.resource.id }])),
      scim(t, 'PATCH', `/Users/${b.resource.id}`, patchBody([{ op: 'Add', path: managerPath, value: a.resource.id }])),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 400]);
    const managers = [(await personOf(a.resource.id)).managerId, (await personOf(b.resource.id)).managerId];
    expect(managers.filter((id) => id !== null)).toHaveLength(1);
  });
});

describe('the provisioning log is bounded', () => {
  it('removes events older than the retention days, then all but the newest rows', async () => {
    const tokenId = randomUUID();
    const now = new Date('2030-01-31T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const event = (createdAt: Date, resourceId: string) => ({ tokenId, method: 'PATCH', path: '/Users/x', action: 'user.updated', status: 200, resourceId, detail: null, ok: true, createdAt });
    // Everything the other tests logged is far older than the fixed "now".
    await t.app.db.insert(provisioningEvents).values([event(at(45), 'old-1'), event(at(31), 'old-2'), event(at(3), 'new-1'), event(at(2), 'new-2'), event(at(1), 'new-3')]);
    const before = await t.count('provisioning_events');
    expect(await pruneProvisioningLog(t.app.db, { days: 30, maxRows: 2 }, now)).toBe(before - 2);
    const kept = await t.app.db.select({ resourceId: provisioningEvents.resourceId }).from(provisioningEvents).orderBy(provisioningEvents.createdAt);
    expect(kept.map((row) => row.resourceId)).toEqual(['new-2', 'new-3']);
    expect(await pruneProvisioningLog(t.app.db, { days: 30, maxRows: 2 }, now)).toBe(0);
  });
});
