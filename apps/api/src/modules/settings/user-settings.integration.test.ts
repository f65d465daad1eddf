import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../../../test/helper';

let t: TestApp;
let person: TestPerson;
let other: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  person = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
  other = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
});

afterAll(async () => {
  await t.close();
});

const CHOSEN: UserSettings = {
  language: 'es',
  timeZone: 'America/Argentina/Buenos_Aires',
  dateFormat: 'YYYY-MM-DD',
  theme: 'dark',
  compactMode: true,
  notifications: {
    email: false,
    push: true,
    weeklyDigest: true,
    timeEntryReminders: false,
    leaveRequestUpdates: true,
    performanceReviewNotifications: false,
    projectUpdates: true,
    outlook: false,
  },
  privacy: { analytics: false, shareUsageWithAdmins: true },
};

const getSettings = (as: TestPerson) => t.request({ method: 'GET', url: '/v1/me/settings', as });
const putSettings = (as: TestPerson, payload: unknown) => t.request({ method: 'PUT', url: '/v1/me/settings', as, payload: payload as object });

describe('GET and PUT /v1/me/settings', () => {
  it('answers the defaults of the spec to a person who never saved', async () => {
    const response = await getSettings(person);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({
      language: 'en',
      timeZone: 'Asia/Kolkata',
      dateFormat: 'MM/DD/YYYY',
      theme: 'light',
      compactMode: false,
      notifications: { email: true, push: true, weeklyDigest: false, timeEntryReminders: true, leaveRequestUpdates: true, performanceReviewNotifications: true, projectUpdates: false, outlook: true },
      privacy: { analytics: true, shareUsageWithAdmins: true },
    });
  });

  it('replaces the whole record, answers it, keeps it, audits it, and touches nobody else', async () => {
    const saved = await putSettings(person, CHOSEN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope(saved).data).toEqual(CHOSEN);
    expect(envelope(await getSettings(person)).data).toEqual(CHOSEN);
    expect(envelope(await getSettings(other)).data).toEqual(DEFAULT_USER_SETTINGS);

    const again = { ...CHOSEN, language: 'fr', theme: 'auto', notifications: { ...CHOSEN.notifications, email: true } };
    expect((await putSettings(person, again)).statusCode).toBe(200);
    expect(envelope(await getSettings(person)).data).toEqual(again);

    const audit = await t.app.db.execute<{ actor_id: string; before: UserSettings; after: UserSettings }>(
      sql`select actor_id, before, after from audit_log where action = 'user_settings.changed' and entity_id = ${person.id} order by created_at, id`,
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]).toMatchObject({ actor_id: person.id, before: DEFAULT_USER_SETTINGS, after: CHOSEN });
    expect(audit.rows[1]).toMatchObject({ before: CHOSEN, after: again });
  });

  it('accepts any IANA zone, UTC and aliases included', async () => {
    for (const timeZone of ['UTC', 'Etc/GMT+5', 'Asia/Calcutta', 'Pacific/Chatham']) {
      const response = await putSettings(other, { ...DEFAULT_USER_SETTINGS, timeZone });
      expect(response.statusCode, timeZone).toBe(200);
      expect(envelope<UserSettings>(response).data.timeZone).toBe(timeZone);
    }
  });

  it('refuses a time zone that is not an IANA zone with a field error on timeZone, and keeps the record', async () => {
    const before = envelope(await getSettings(other)).data;
    for (const timeZone of ['Mars/Olympus_Mons', '+05:30', 'IST ', '', 'Asia/Kolkata; drop table users']) {
      const response = await putSettings(other, { ...DEFAULT_USER_SETTINGS, timeZone });
      expect(response.statusCode, timeZone).toBe(400);
      expect(Object.keys(envelope(response).validationErrors ?? {}), timeZone).toEqual(['timeZone']);
    }
    expect(envelope(await getSettings(other)).data).toEqual(before);
  });

  it('refuses a partial record, an unknown language and a non-boolean choice', async () => {
    const { notifications: _omitted, ...partial } = DEFAULT_USER_SETTINGS;
    const cases: Array<[unknown, string]> = [
      [partial, 'notifications'],
      [{ ...DEFAULT_USER_SETTINGS, language: 'de' }, 'language'],
      [{ ...DEFAULT_USER_SETTINGS, notifications: { ...DEFAULT_USER_SETTINGS.notifications, email: 'no' } }, 'notifications.email'],
    ];
    for (const [payload, field] of cases) {
      const response = await putSettings(person, payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(envelope(response).validationErrors ?? {}), field).toContain(field);
    }
  });
});

describe('failures in the requester’s language', () => {
  it('answers by Accept-Language until the person saves a language, then in their language', async () => {
    const reader = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }] });
    const refused = (headers: Record<string, string>) =>
      t.request({ method: 'PUT', url: '/v1/me/settings', as: reader, headers, payload: { ...DEFAULT_USER_SETTINGS, timeZone: 'Nowhere/Land' } });

    const english = await refused({});
    expect(envelope(english)).toMatchObject({ error: 'Validation failed', validationErrors: { timeZone: ['Must be an IANA time zone, e.g. Asia/Kolkata'] } });
    const french = await refused({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.statusCode).toBe(400);
    expect(envelope(french)).toMatchObject({ error: 'La validation a échoué', validationErrors: { timeZone: ['Doit être un fuseau horaire IANA, par ex. Asia/Kolkata'] } });

    expect((await putSettings(reader, { ...DEFAULT_USER_SETTINGS, language: 'es' })).statusCode).toBe(200);
    const spanish = await refused({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(envelope(spanish)).toMatchObject({ error: 'La validación falló', validationErrors: { timeZone: ['Debe ser una zona horaria IANA, p. ej., Asia/Kolkata'] } });
    const missing = await t.request({ method: 'GET', url: `/v1/users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, as: reader });
    expect([403, 404]).toContain(missing.statusCode);
    expect(['No tiene permiso para hacer esto', 'No se encontró el usuario']).toContain(envelope(missing).error);
  });
});
