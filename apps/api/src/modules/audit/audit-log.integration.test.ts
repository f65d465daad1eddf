import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AuditPage } from '@apps/contracts/core/audit';
import { isLowerBound, TOTAL_BOUND } from '@apps/contracts/page';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { auditLog } from '../../db/schema/core';
import { scimTokens } from '../../db/schema/provisioning';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';

let t: TestApp;
let admin: TestPerson;
let actor: TestPerson;
let subject: TestPerson;
let tokenId: string;
/** A subject id of records that are not people. */
const timesheetId = randomUUID();
/** An action only this file writes, so counts ignore what the app itself audits. */
const ACTION = 'audit_test.changed';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createPerson({ name: 'Asha Admin', roles: [{ role: 'Admin', module: 'all' }] });
  actor = await t.createPerson({ name: 'Arjun Actor', roles: [{ role: 'Manager', module: 'all' }] });
  subject = await t.createPerson({ name: 'Sita Subject' });
  // The admin reads days in New York time: 2026-03-10T03:00Z is still March 9 there.
  const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: admin, payload: { ...DEFAULT_USER_SETTINGS, timeZone: 'America/New_York' } });
  expect(saved.statusCode).toBe(200);
  const [token] = await t.database.db.insert(scimTokens).values({ name: 'Entra', tokenHash: `hash-${randomUUID()}` }).returning();
  tokenId = token!.id;
  await t.database.db.insert(auditLog).values([
    { actorId: actor.id, action: ACTION, entity: 'user', entityId: subject.id, before: { jobTitle: 'Analyst' }, after: { jobTitle: '=HYPERLINK("x")' }, createdAt: new Date('2026-03-08T12:00:00Z') },
    { actorId: actor.id, action: 'audit_test.submitted', entity: 'timesheet', entityId: timesheetId, after: { status: 'Submitted' }, createdAt: new Date('2026-03-09T12:00:00Z') },
    { actorId: tokenId, action: ACTION, entity: 'user', entityId: subject.id, after: { name: 'Sita S.' }, createdAt: new Date('2026-03-10T03:00:00Z') },
    { actorId: null, action: ACTION, entity: 'scim_token', entityId: tokenId, after: { name: 'Entra', tokenHash: 'secret-hash' }, createdAt: new Date('2026-03-11T12:00:00Z') },
  ]);
});

afterAll(async () => {
  await t.close();
});

const list = (query: string, as: TestPerson = admin) => t.request({ method: 'GET', url: `/v1/audit?${query}`, as });
const page = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<AuditPage>(response).data;
};

describe('GET /v1/audit', () => {
  it('answers the page shape, newest first, with names and details', async () => {
    const { items, total, limit, offset } = await page(`action=${ACTION}`);
    expect({ total, limit, offset }).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(items.map((item) => item.time)).toEqual(['2026-03-11T12:00:00.000Z', '2026-03-10T03:00:00.000Z', '2026-03-08T12:00:00.000Z']);
    expect(items[0]).toMatchObject({
      actor: { kind: 'system', id: null, name: null },
      subject: { type: 'scim_token', id: tokenId, name: null },
      details: { before: null, after: { name: 'Entra', tokenHash: '[redacted]' } },
    });
    expect(items[1]).toMatchObject({ actor: { kind: 'provisioning_token', id: tokenId, name: 'Entra' }, subject: { type: 'user', id: subject.id, name: 'Sita Subject' } });
    expect(items[2]).toMatchObject({ actor: { kind: 'user', id: actor.id, name: 'Arjun Actor' }, action: ACTION, details: { before: { jobTitle: 'Analyst' } } });
  });

  it('filters by actor, subject and action, combined', async () => {
    expect((await page(`actorId=${actor.id}`)).total).toBe(2);
    expect((await page(`actorId=${actor.id.toUpperCase()}&action=${ACTION}`)).items.map((i) => i.time)).toEqual(['2026-03-08T12:00:00.000Z']);
    expect((await page(`subjectId=${subject.id}`)).total).toBe(2);
    expect((await page(`subjectId=${timesheetId}`)).items.map((i) => i.action)).toEqual(['audit_test.submitted']);
    expect((await page(`action=audit_test.none`)).total).toBe(0);
  });

  it("reads days in the requester's time zone and date-times as instants, both ends included", async () => {
    // March 9 in New York runs from 05:00Z on the 9th to 04:00Z on the 10th (daylight saving starts March 8).
    expect((await page(`actorId=${actor.id}&from=2026-03-09&to=2026-03-09`)).total).toBe(1);
    expect((await page(`actorId=${tokenId}&to=2026-03-09`)).total).toBe(1);
    expect((await page(`actorId=${tokenId}&from=2026-03-10`)).total).toBe(0);
    expect((await page(`action=${ACTION}&from=2026-03-10T03:00:00Z&to=2026-03-11T12:00:00Z`)).total).toBe(2);
    expect((await page(`action=${ACTION}&from=2026-03-10T03:00:00.001Z`)).total).toBe(1);
  });

  it('pages with limit and offset', async () => {
    const second = await page(`action=${ACTION}&limit=1&offset=1`);
    expect(second).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(second.items.map((i) => i.time)).toEqual(['2026-03-10T03:00:00.000Z']);
    expect((await page(`action=${ACTION}&limit=2&offset=3`)).items).toEqual([]);
  });

  it('counts the total up to offset + TOTAL_BOUND: exact below it, that figure (at least) above it', async () => {
    const action = 'audit_test.counted';
    const written = TOTAL_BOUND + 4;
    await t.database.db.insert(auditLog).values(
      Array.from({ length: written }, (_, index) => ({ actorId: admin.id, action, entity: 'timesheet', entityId: randomUUID(), createdAt: new Date(Date.parse('2026-04-01T00:00:00Z') + index) })),
    );
    const first = await page(`action=${action}&limit=5`);
    expect(first).toMatchObject({ total: TOTAL_BOUND, limit: 5, offset: 0 });
    expect(isLowerBound(first)).toBe(true);
    const deeper = await page(`action=${action}&limit=5&offset=10`);
    expect(deeper).toMatchObject({ total: written, offset: 10 });
    expect(isLowerBound(deeper)).toBe(false);
    expect(deeper.items).toHaveLength(5);
  });

  it('pages by cursor: every record once, newest first, with the filters, offset and total counted from the cursor', async () => {
    const action = 'audit_test.keyset';
    // Three records per millisecond: a cursor to the millisecond would skip or repeat some.
    const written = Array.from({ length: 31 }, (_, index) => ({
      actorId: index % 2 === 0 ? actor.id : admin.id,
      action,
      entity: 'timesheet',
      entityId: randomUUID(),
      createdAt: new Date(Date.parse('2026-05-01T00:00:00Z') + Math.floor(index / 3)),
    }));
    await t.database.db.insert(auditLog).values(written);
    const byOffset = (await page(`action=${action}&limit=100`)).items.map((item) => item.id);
    expect(byOffset).toHaveLength(31);

    const walked: string[] = [];
    let after: string | undefined;
    for (;;) {
      const next = await page(`action=${action}&limit=4${after ? `&after=${after}` : ''}`);
      expect(next).toMatchObject({ limit: 4, offset: 0, total: 31 - walked.length });
      walked.push(...next.items.map((item) => item.id));
      if (next.items.length < 4) break;
      after = next.items.at(-1)!.cursor;
    }
    expect(walked).toEqual(byOffset);

    // Filters hold after the cursor, and offset counts from it.
    const first = await page(`action=${action}&actorId=${actor.id}&limit=2`);
    const rest = await page(`action=${action}&actorId=${actor.id}&limit=2&offset=1&after=${first.items[1]!.cursor}`);
    const everyOfActor = (await page(`action=${action}&actorId=${actor.id}&limit=100`)).items;
    expect(rest.total).toBe(everyOfActor.length - 2);
    expect(rest.items.map((item) => item.id)).toEqual(everyOfActor.slice(3, 5).map((item) => item.id));
    // The cursor is the record's time to the microsecond and its id; upper-case ids are the same record.
    expect(first.items[0]!.cursor).toMatch(/^2026-05-01T00:00:00\.010000Z_[0-9a-f-]{36}$/);
    expect((await page(`action=${action}&limit=1&after=${first.items[0]!.cursor.toUpperCase()}`)).total).toBe(30);
  });

  it.each([
    ['after=2026-03-10T00:00:00.000000Z', 'after'],
    ['after=2026-02-30T00:00:00.000000Z_0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', 'after'],
    ['after=2026-03-10T00:00:00Z_0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', 'after'],
    ['after=%27%3B%20drop%20table%20audit_log', 'after'],
    ['actorId=nobody', 'actorId'],
    ['subjectId=1', 'subjectId'],
    ['action=Robert%27);DROP', 'action'],
    ['from=2026-02-30', 'from'],
    ['to=2026-03-10T10:00', 'to'],
    ['from=2026-03-10&to=2026-03-09', 'to'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s with a 400 on %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors ?? {})).toEqual([field]);
  });

  it("answers a 400 in the requester's language", async () => {
    // Without saved settings the language comes from Accept-Language.
    const unsaved = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    const response = await t.request({ method: 'GET', url: '/v1/audit?from=soon&to=2026-03-01&action=x', as: unsaved, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({
      from: ['Doit être une date (YYYY-MM-DD) ou une date et une heure avec leur décalage (YYYY-MM-DDTHH:mm:ssZ)'],
      action: ['Doit être une action comme user_role.assigned'],
    });
  });

  it('refuses people without Admin on all, even an Admin of one module (403)', async () => {
    const moduleAdmin = await t.createPerson({ roles: [{ role: 'Admin', module: 'mytime' }] });
    for (const person of [actor, subject, moduleAdmin]) {
      const response = await list('', person);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).success).toBe(false);
    }
    // Before validation: a refused caller learns nothing from the messages.
    expect((await list('actorId=nobody', moduleAdmin)).statusCode).toBe(403);
  });
});

describe('GET /v1/audit/export', () => {
  const exportOf = (query: string, as: TestPerson = admin) => t.request({ method: 'GET', url: `/v1/audit/export?${query}`, as });

  it('sends the filtered records as CSV, newest first, secrets redacted', async () => {
    const response = await exportOf(`action=${ACTION}&from=2026-03-01&to=2026-03-31`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Actor,Actor id,Action,Subject type,Subject id,Subject,Before,After');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`2026-03-11T12:00:00.000Z,System,,${ACTION},scim_token,${tokenId},,,"{""name"":""Entra"",""tokenHash"":""[redacted]""}"`);
    expect(lines[2]).toBe(`2026-03-10T03:00:00.000Z,Provisioning token: Entra,${tokenId},${ACTION},user,${subject.id},Sita Subject,,"{""name"":""Sita S.""}"`);
    expect(lines[3]).toBe(`2026-03-08T12:00:00.000Z,Arjun Actor,${actor.id},${ACTION},user,${subject.id},Sita Subject,"{""jobTitle"":""Analyst""}","{""jobTitle"":""=HYPERLINK(\\""x\\"")""}"`);
    expect(response.body).not.toContain('secret-hash');
  });

  it("writes headers in the requester's language and XLSX on request", async () => {
    const french = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
    await t.request({ method: 'PUT', url: '/v1/me/settings', as: french, payload: { ...DEFAULT_USER_SETTINGS, language: 'fr' } });
    const csv = await exportOf(`action=${ACTION}&from=2026-03-01&to=2026-03-31`, french);
    expect(csv.body.slice(1).split('\r\n')[0]).toBe("Date et heure,Auteur,Identifiant de l'auteur,Action,Type d'objet,Identifiant de l'objet,Objet,Avant,Après");
    expect(csv.body).toContain('Système');
    const xlsx = await exportOf(`action=${ACTION}&from=2026-03-01&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('starts 366 days before now without from, and refuses a longer range or a bad format (400)', async () => {
    // The records of March 2026 are more than 366 days before now only after March 2027; the file of the last year holds what it should.
    const recent = await exportOf(`action=${ACTION}`);
    expect(recent.statusCode).toBe(200);
    const expected = Date.now() - Date.parse('2026-03-08T12:00:00Z') <= 366 * 24 * 3600 * 1000 ? 4 : 1;
    expect(recent.body.trimEnd().split('\r\n').length).toBeLessThanOrEqual(expected);
    const longer = await exportOf('from=2025-01-01&to=2026-03-31');
    expect(longer.statusCode).toBe(400);
    expect(Object.keys(envelope(longer).validationErrors ?? {})).toEqual(['to']);
    expect((await exportOf('format=pdf')).statusCode).toBe(400);
    const refused = await exportOf('', actor);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
  });

  it('keeps its place across batches: every record once, newest first', async () => {
    const many = Array.from({ length: 1203 }, (_, index) => ({
      actorId: admin.id,
      action: 'audit_test.bulk',
      entity: 'timesheet',
      entityId: randomUUID(),
      // Three records per millisecond: the export's keyset must not skip or repeat any of them.
      createdAt: new Date(Date.parse('2026-03-20T00:00:00Z') + Math.floor(index / 3)),
    }));
    await t.database.db.insert(auditLog).values(many);
    const response = await exportOf('action=audit_test.bulk&from=2026-03-19&to=2026-03-21');
    const ids = response.body.slice(1).trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[5]);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
    const times = response.body.slice(1).trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0]!);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
