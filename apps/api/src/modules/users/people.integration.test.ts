import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DELEGATION_MESSAGES, MAX_OPEN_DELEGATIONS, type Delegation } from '@apps/contracts/core/people';
import type { User } from '@apps/contracts/core/user';
import { isLowerBound, TOTAL_BOUND, type Page } from '@apps/contracts/page';
import { addDays } from '@apps/contracts/mytime/calendar';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';
import { MYTIME } from '../../../test/factories/mytime.factories';
import { today } from '../authority/reporting-line.service';
import { LINE_AROUND_IDS } from '../authority/reporting-line.scope';
import { FEW_PEOPLE } from './people.repository';

// The people API on PGlite and PostgreSQL.

let t: TestApp;
let head: TestPerson; // top of the line, Manager on mytime
let lead: TestPerson; // Manager on all, reports to head
let employee: TestPerson; // reports to lead
let peer: TestPerson; // reports to lead (employee's peer)
let outsider: TestPerson; // Employee, no line with the others
let admin: TestPerson; // Admin on all, outside the line
const marker = `pq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await buildTestApp();
  head = await t.createPerson({ roles: MYTIME.manager, name: `Hema ${marker} Head` });
  lead = await t.createPerson({ roles: [{ role: 'Manager', module: 'all' }], name: `Lalit ${marker} Lead`, managerId: head.id });
  employee = await t.createPerson({ roles: MYTIME.employee, name: `Esha ${marker} Kapoor`, managerId: lead.id });
  peer = await t.createPerson({ roles: MYTIME.employee, name: `Arun ${marker} Peer`, managerId: lead.id });
  outsider = await t.createPerson({ roles: MYTIME.employee, name: `Omar ${marker} Outsider` });
  admin = await t.createPerson({ roles: MYTIME.globalAdmin, name: `Ada ${marker} Admin` });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, as: TestPerson) => t.request({ method: 'GET', url, as });
const upper = (id: string) => id.toUpperCase();

describe.each([
  ['GET /v1/users/{id}', (id: string) => `/v1/users/${id}`],
  ['GET /v1/users/{id}/direct-reports', (id: string) => `/v1/users/${id}/direct-reports`],
  ['GET /v1/users/{id}/reporting-line', (id: string) => `/v1/users/${id}/reporting-line`],
])('%s: the person, the people above them, Admin on all', (_route, url) => {
  const table: Array<[string, () => TestPerson, (id: string) => string, number]> = [
    ['the person themselves', () => employee, (id) => id, 200],
    ['the direct manager', () => lead, (id) => id, 200],
    ['a skip-level manager', () => head, (id) => id, 200],
    ['a peer (same manager)', () => peer, (id) => id, 404],
    ['an unrelated employee', () => outsider, (id) => id, 404],
    ['Admin on all', () => admin, (id) => id, 200],
    ['the manager with the id in upper case', () => lead, upper, 200],
    ['an unrelated employee with the id in upper case', () => outsider, upper, 404],
  ];
  it.each(table)('%s', async (_name, caller, spell, status) => {
    const response = await get(url(spell(employee.id)), caller());
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404) expect(envelope(response).data).toBeNull();
  });

  it('answers 404 for a person who does not exist, and 400 for an id that is not one', async () => {
    expect((await get(url('00000000-0000-4000-8000-000000000000'), admin)).statusCode).toBe(404);
    const bad = await get(url('not-an-id'), admin);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).validationErrors).toHaveProperty('id');
  });

  it('does not let a person read their manager through it (only the people above read down)', async () => {
    expect((await get(url(lead.id), employee)).statusCode).toBe(404);
  });
});

describe('what the person routes answer', () => {
  it('GET /v1/users/{id} is the user DTO with the reporting-line fields', async () => {
    const user = envelope<User>(await get(`/v1/users/${upper(employee.id)}`, lead)).data;
    expect(user).toMatchObject({ id: employee.id, managerId: lead.id, jobTitle: null, department: null, officeLocation: null, isActive: true });
  });

  it('direct reports are a page ordered by name', async () => {
    const page = envelope<Page<User>>(await get(`/v1/users/${lead.id}/direct-reports?limit=1`, head)).data;
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items.map((u) => u.id)).toEqual([peer.id]); // Arun before Esha
    const second = envelope<Page<User>>(await get(`/v1/users/${lead.id}/direct-reports?limit=1&offset=1`, head)).data;
    expect(second.items.map((u) => u.id)).toEqual([employee.id]);
    const bad = await get(`/v1/users/${lead.id}/direct-reports?limit=0&offset=-1`, head);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).validationErrors ?? {}).sort()).toEqual(['limit', 'offset']);
  });

  it('the reporting line is the managers above, nearest first; empty without a manager', async () => {
    const line = envelope<User[]>(await get(`/v1/users/${employee.id}/reporting-line`, employee)).data;
    expect(line.map((u) => u.id)).toEqual([lead.id, head.id]);
    expect(envelope<User[]>(await get(`/v1/users/${head.id}/reporting-line`, head)).data).toEqual([]);
  });
});

describe('GET /v1/users: the spec list and search pages', () => {
  const search = (query: string, as: TestPerson) => get(`/v1/users?${query}`, as);
  const ids = async (query: string, as: TestPerson) => envelope<Page<User>>(await search(query, as)).data.items.map((u) => u.id);

  it('without parameters stays the spec list: a bare array ordered by e-mail, Admin on all only', async () => {
    const response = await get('/v1/users', admin);
    expect(response.statusCode).toBe(200);
    const list = envelope<User[]>(response).data;
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((u) => u.email)).toEqual([...list.map((u) => u.email)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await get('/v1/users', lead)).statusCode).toBe(403);
  });

  it('with a parameter answers a page; search matches word prefixes of name and e-mail, case-insensitively', async () => {
    const page = envelope<Page<User>>(await search(`search=${marker}`, admin)).data;
    expect(page).toMatchObject({ total: 6, limit: 20, offset: 0 });
    expect(page.items.map((u) => u.name)).toEqual([admin.name, peer.name, employee.name, head.name, lead.name, outsider.name]);
    expect(await ids(`search=${marker.toUpperCase()}%20kap`, admin)).toEqual([employee.id]);
    expect(await ids(`search=${encodeURIComponent(employee.email.split('@')[0]!.slice(0, 12))}`, admin)).toContain(employee.id);
    expect(await ids(`search=${marker}%20nobodyzz`, admin)).toEqual([]);
    // tsquery operators and quotes are only separators
    expect(await ids(`search=${encodeURIComponent(`'${marker}' & !|(kap`)}`, admin)).toEqual([employee.id]);
  });

  it('pages through the results', async () => {
    const first = envelope<Page<User>>(await search(`search=${marker}&limit=4`, admin)).data;
    const second = envelope<Page<User>>(await search(`search=${marker}&limit=4&offset=4`, admin)).data;
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(second.total).toBe(6);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(6);
    const empty = await search('search=', admin);
    expect(empty.statusCode).toBe(200);
    expect(envelope<Page<User>>(empty).data.total).toBeGreaterThanOrEqual(6);
  });

  it('gives others only themselves, the people above them and everyone below them', async () => {
    expect((await ids(`search=${marker}`, employee)).sort()).toEqual([employee.id, lead.id, head.id].sort());
    expect((await ids(`search=${marker}`, lead)).sort()).toEqual([lead.id, head.id, employee.id, peer.id].sort());
    expect((await ids(`search=${marker}`, head)).sort()).toEqual([head.id, lead.id, employee.id, peer.id].sort());
    expect(await ids(`search=${marker}`, outsider)).toEqual([outsider.id]);
    expect(envelope<Page<User>>(await search('limit=100', outsider)).data.total).toBe(1);
  });

  it('filters by isActive', async () => {
    const gone = await t.createPerson({ name: `Gita ${marker} Gone`, isActive: false });
    expect(await ids(`search=gita%20${marker}&isActive=false`, admin)).toEqual([gone.id]);
    expect(await ids(`search=gita%20${marker}&isActive=true`, admin)).toEqual([]);
  });

  it('counts the total up to offset + TOTAL_BOUND: exact below it, that figure (at least) above it', async () => {
    const crowd = `crowd${marker}`;
    const added = TOTAL_BOUND + 3;
    // One statement, not a thousand sign-ins: people an admin imported, outside any reporting line.
    await t.app.db.execute(sql`
      insert into users (email, name) select ${crowd} || '.' || n || '@example.com', ${crowd} || ' ' || n from generate_series(1, ${added}) as n`);
    const page = async (query: string) => envelope<Page<User>>(await search(query, admin)).data;

    const first = await page(`search=${crowd}&limit=5`);
    expect(first).toMatchObject({ total: TOTAL_BOUND, limit: 5, offset: 0 });
    expect(first.items).toHaveLength(5);
    expect(isLowerBound(first)).toBe(true);
    const deeper = await page(`search=${crowd}&limit=5&offset=100`);
    expect(deeper).toMatchObject({ total: added, offset: 100 });
    expect(isLowerBound(deeper)).toBe(false);
    expect((await page(`search=${crowd}%20${TOTAL_BOUND + 1}`)).total).toBe(1);
    await t.app.db.execute(sql`delete from users where email like ${`${crowd}.%`}`);
  });

  it(`finds the line of a manager with more than ${LINE_AROUND_IDS} people below them through the closure`, async () => {
    const team = `team${marker}`;
    const added = LINE_AROUND_IDS + 1;
    // The lead's new reports in one statement, not five thousand requests (the database keeps the
    // closure of a new person's line itself): first more than FEW_PEOPLE, searched through the line's
    // ids and the GIN index, then more than LINE_AROUND_IDS.
    const addReports = (from: number, to: number) =>
      t.app.db.execute(sql`
        insert into users (email, name, manager_id) select ${team} || '.' || n || '@example.com', ${team} || ' ' || n, ${lead.id}::uuid from generate_series(${from}::int, ${to}::int) as n`);
    const page = async (query: string, as: TestPerson) => envelope<Page<User>>(await search(query, as)).data;
    await addReports(1, FEW_PEOPLE + 1);
    expect(await page(`search=${team}&limit=5`, lead)).toMatchObject({ total: FEW_PEOPLE + 1, limit: 5 });
    expect((await page(`search=${team}%20${FEW_PEOPLE}`, head)).items.map((u) => u.name)).toEqual([`${team} ${FEW_PEOPLE}`]);
    expect(await ids(`search=${team}`, employee)).toEqual([]);
    await addReports(FEW_PEOPLE + 2, added);

    // Above the bound for the lead and the head: the closure is probed for each person read.
    expect(await page(`search=${team}&limit=5`, lead)).toMatchObject({ total: TOTAL_BOUND, limit: 5 });
    expect((await page(`search=${team}%20${added}`, head)).items.map((u) => u.name)).toEqual([`${team} ${added}`]);
    expect((await ids(`search=${marker}`, lead)).sort()).toEqual([lead.id, head.id, employee.id, peer.id].sort());
    // Not for a peer of theirs, nor for someone outside the line.
    expect(await ids(`search=${team}`, employee)).toEqual([]);
    expect(await ids(`search=${team}`, outsider)).toEqual([]);
    await t.app.db.execute(sql`delete from users where email like ${`${team}.%`}`);
  });

  it('with count=false counts nothing: total says only whether another page follows', async () => {
    const page = async (query: string) => envelope<Page<User>>(await search(query, admin)).data;
    expect(await page(`search=${marker}&isActive=true&count=false&limit=4`)).toMatchObject({ total: 5, limit: 4, offset: 0 });
    const last = await page(`search=${marker}&isActive=true&count=false&limit=4&offset=4`);
    expect(last).toMatchObject({ total: 6, offset: 4 });
    expect(last.items).toHaveLength(2);
    expect(await page(`search=${marker}&isActive=true&count=false&limit=6`)).toMatchObject({ total: 6 });
    expect((await page(`search=${marker}&isActive=true&count=false&limit=20`)).items.map((u) => u.id)).toEqual(await ids(`search=${marker}&isActive=true&limit=20`, admin));
    expect(await page(`search=${marker}%20kap&isActive=true&count=false`)).toMatchObject({ total: 1 });
  });

  it('finds a one-word search in name order from the words the database keeps, as the full-text index does', async () => {
    const crowd = `words${marker}`;
    // Names sharing word beginnings in a different order than the e-mail addresses, two matching words in
    // one name, and a word that only the e-mail address has.
    await t.app.db.execute(sql`
      insert into users (email, name) select ${crowd} || '.' || n || '@example.com',
        (array['Zara', 'Shan', 'Amal', 'Sharma'])[n % 4 + 1] || ' ' || (array['Shah', 'Bose', 'Sharp'])[n % 3 + 1] || ' ' || ${crowd}
      from generate_series(1, 60) as n`);
    const viaIndex = async (term: string) =>
      (await t.app.db.execute<{ id: string }>(sql`
        select id from users
        where to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || translate(email, '.@_-+', '     ')) @@ to_tsquery('simple'::regconfig, ${`'${term}':* & '${crowd}':*`})
        order by lower(coalesce(name, email)), id`)).rows.map((row) => row.id);
    const all = await viaIndex(crowd);
    expect(all).toHaveLength(60);
    // The one-word search of the crowd's own word reads the words; both pages together are the index's order.
    const first = await ids(`search=${crowd}&limit=35`, admin);
    const second = await ids(`search=${crowd}&limit=35&offset=35`, admin);
    expect([...first, ...second]).toEqual(all);
    // Two words go through the full-text index: the same people as the words for the first one.
    for (const term of ['sha', 'shar', 'sharma', 'a', 'z']) {
      expect(await ids(`search=${term}%20${crowd}&limit=100`, admin)).toEqual(await viaIndex(term));
    }

    // A rename and a new address change the words in the same statement; deleting a person deletes them.
    const [renamed] = all;
    await t.app.db.execute(sql`update users set name = ${`Quentin ${crowd}x`}, email = ${`q${crowd}@example.com`} where id = ${renamed!}::uuid`);
    expect(await ids(`search=quentin&limit=100`, admin)).toContain(renamed);
    expect(await ids(`search=q${crowd}`, admin)).toEqual([renamed]);
    expect(await ids(`search=${crowd}x`, admin)).toEqual([renamed]);
    const words = async () =>
      (await t.app.db.execute<{ word: string }>(sql`select word from people_search_words where user_id = ${renamed!}::uuid order by word`)).rows.map((row) => row.word);
    expect(await words()).toEqual(['com', 'example', `q${crowd}`, 'quentin', `${crowd}x`].sort());
    await t.app.db.execute(sql`delete from users where id = ${renamed!}::uuid`);
    expect(await words()).toEqual([]);
    await t.app.db.execute(sql`delete from users where email like ${`${crowd}.%`}`);

    // Whatever this database went through, the words are those of the people as they are now.
    const rebuilt = sql`select u.id as user_id, w.word, lower(coalesce(u.name, u.email)) as sort_key
      from users u, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(u.name, '') || ' ' || translate(u.email, '.@_-+', '     ')))) as w(word)`;
    const kept = sql`select user_id, word, sort_key from people_search_words`;
    const differing = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ((${rebuilt} except ${kept}) union all (${kept} except ${rebuilt})) as d`);
    expect(differing.rows[0]?.n).toBe(0);
  });

  it('refuses bad parameters with 400 naming them', async () => {
    const response = await search(`search=${'x'.repeat(101)}&limit=101&offset=x&isActive=yes&count=some`, admin);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {}).sort()).toEqual(['count', 'isActive', 'limit', 'offset', 'search']);
    expect((await search('search=%00', admin)).statusCode).toBe(400);
  });
});

describe('delegations', () => {
  const url = (managerId: string) => `/v1/users/${managerId}/delegations`;
  const create = (managerId: string, as: TestPerson, payload: object) => t.request({ method: 'POST', url: url(managerId), as, payload });
  const range = (from: number, to: number) => ({ startDate: addDays(today(), from), endDate: addDays(today(), to) });

  it('the manager names a delegate, lists and removes it; each change audited', async () => {
    const response = await create(upper(lead.id), lead, { delegateId: upper(peer.id), ...range(0, 3) });
    expect(response.statusCode, response.body).toBe(201);
    const delegation = envelope<Delegation>(response).data;
    expect(delegation).toMatchObject({ managerId: lead.id, delegateId: peer.id, delegateName: peer.name, ...range(0, 3) });
    const listed = envelope<Delegation[]>(await get(url(lead.id), lead)).data;
    expect(listed.map((d) => d.id)).toContain(delegation.id);
    const removed = await t.request({ method: 'DELETE', url: `${url(lead.id)}/${upper(delegation.id)}`, as: lead });
    expect(removed.statusCode).toBe(200);
    expect(envelope(removed).data).toEqual({ id: delegation.id });
    const again = await t.request({ method: 'DELETE', url: `${url(lead.id)}/${delegation.id}`, as: lead });
    expect(again.statusCode).toBe(404);
    const audit = await t.app.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where entity = 'delegation' and entity_id = ${delegation.id} order by created_at`,
    );
    expect(audit.rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['delegation.created', lead.id],
      ['delegation.deleted', lead.id],
    ]);
  });

  it.each([
    ['the person themselves', () => lead, 201],
    ['Admin on all', () => admin, 201],
    ['their manager', () => head, 404],
    ['their direct report', () => employee, 404],
    ['an unrelated employee', () => outsider, 404],
  ])('POST and GET %s', async (_name, caller, status) => {
    const before = await t.count('delegations');
    const response = await create(lead.id, caller(), { delegateId: peer.id, ...range(1, 2) });
    expect(response.statusCode, response.body).toBe(status);
    expect((await get(url(lead.id), caller())).statusCode).toBe(status === 201 ? 200 : 404);
    if (status === 201) {
      const id = envelope<Delegation>(response).data.id;
      expect((await t.request({ method: 'DELETE', url: `${url(lead.id)}/${id}`, as: caller() })).statusCode).toBe(200);
    }
    expect(await t.count('delegations')).toBe(before);
  });

  it("refuses to delete someone else's delegation (404), also through one's own id", async () => {
    const delegation = envelope<Delegation>(await create(lead.id, lead, { delegateId: peer.id, ...range(0, 1) })).data;
    for (const [as, managerId] of [
      [outsider, lead.id],
      [outsider, outsider.id],
      [head, lead.id],
      [peer, lead.id],
    ] as const) {
      const response = await t.request({ method: 'DELETE', url: `${url(managerId)}/${delegation.id}`, as });
      expect(response.statusCode).toBe(404);
    }
    expect((await t.request({ method: 'DELETE', url: `${url(lead.id)}/${delegation.id}`, as: admin })).statusCode).toBe(200);
  });

  it.each([
    ['oneself as delegate', () => ({ delegateId: lead.id, ...range(0, 1) }), 'delegateId', DELEGATION_MESSAGES.self],
    ['an unknown delegate', () => ({ delegateId: '00000000-0000-4000-8000-000000000000', ...range(0, 1) }), 'delegateId', DELEGATION_MESSAGES.delegate],
    ['an end before the start', () => ({ delegateId: peer.id, ...range(3, 2) }), 'endDate', DELEGATION_MESSAGES.endDate],
    ['an end in the past', () => ({ delegateId: peer.id, ...range(-3, -1) }), 'endDate', DELEGATION_MESSAGES.past],
    ['a date that is not one', () => ({ delegateId: peer.id, startDate: '2026-02-30', endDate: '2026-03-01' }), 'startDate', undefined],
    ['a missing delegate', () => ({ ...range(0, 1) }), 'delegateId', undefined],
    ['a malformed delegate id', () => ({ delegateId: 'x', ...range(0, 1) }), 'delegateId', undefined],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, body, field, message) => {
    const before = await t.count('delegations');
    const response = await create(lead.id, lead, body());
    expect(response.statusCode, response.body).toBe(400);
    const errors = envelope(response).validationErrors ?? {};
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
    expect(await t.count('delegations')).toBe(before);
  });

  it('refuses a deactivated delegate', async () => {
    const gone = await t.createPerson({ isActive: false });
    const response = await create(lead.id, lead, { delegateId: gone.id, ...range(0, 1) });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ delegateId: [DELEGATION_MESSAGES.delegate] });
  });

  it(`keeps at most ${MAX_OPEN_DELEGATIONS} current and future delegations per manager (409)`, async () => {
    const manager = await t.createPerson({ roles: MYTIME.manager });
    for (let i = 0; i < MAX_OPEN_DELEGATIONS; i += 1) expect((await create(manager.id, manager, { delegateId: peer.id, ...range(i, i) })).statusCode).toBe(201);
    expect((await create(manager.id, manager, { delegateId: peer.id, ...range(0, 0) })).statusCode).toBe(409);
    expect(envelope<Delegation[]>(await get(url(manager.id), manager)).data).toHaveLength(MAX_OPEN_DELEGATIONS);
  });

  it('lists current and future ones by start date, not past ones', async () => {
    const manager = await t.createPerson({ roles: MYTIME.manager });
    const later = envelope<Delegation>(await create(manager.id, manager, { delegateId: peer.id, ...range(5, 6) })).data;
    const now = envelope<Delegation>(await create(manager.id, manager, { delegateId: employee.id, ...range(-2, 0) })).data;
    await t.app.db.execute(sql`insert into delegations (manager_id, delegate_id, start_date, end_date) values (${manager.id}, ${peer.id}, '2001-01-01', '2001-01-02')`);
    expect(envelope<Delegation[]>(await get(url(manager.id), manager)).data.map((d) => d.id)).toEqual([now.id, later.id]);
  });
});
