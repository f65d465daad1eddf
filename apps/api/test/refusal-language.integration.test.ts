import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, type Language } from '@apps/contracts/core/user-settings.values';
import { buildTestApp, envelope, type TestApp, type TestPerson } from './helper';
import { createProject, createTimesheet, MYTIME } from './factories/mytime.factories';

let t: TestApp;
let french: TestPerson;
let english: TestPerson;
let manager: TestPerson;
let admin: TestPerson;
let projectId: string;

const chooseLanguage = async (person: TestPerson, language: Language) => {
  const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: person, payload: { ...DEFAULT_USER_SETTINGS, language } });
  expect(saved.statusCode, saved.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: MYTIME.manager });
  french = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id });
  english = await t.createPerson({ roles: MYTIME.employee, managerId: manager.id });
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  await chooseLanguage(french, 'fr');
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
});

afterAll(async () => {
  await t.close();
});

const submit = (id: string, as: TestPerson) => t.request({ method: 'POST', url: `/v1/mytime/timesheets/${id}/submit`, as });
const requestLeave = (as: TestPerson, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/mytime/leaves', as, payload: { employeeId: as.id, leaveType: 'CasualLeave', reason: 'Family event', ...body } });

describe("A module's refusals in the requester's language", () => {
  it('answers a second submit in French to a person who chose French, in English to one who did not', async () => {
    const hers = await createTimesheet(t, { employee: french, projectId });
    expect((await submit(hers.id, french)).statusCode).toBe(200);
    const again = await submit(hers.id, french);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe("Cette feuille de temps est soumise ; elle ne peut être soumise qu'en brouillon ou rejetée");

    const his = await createTimesheet(t, { employee: english, projectId });
    expect((await submit(his.id, english)).statusCode).toBe(200);
    const twice = await submit(his.id, english);
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).error).toBe('This timesheet is Submitted; it can be submitted only while Draft or Rejected');
  });

  it("translates a service's field messages and names a date in the person's language", async () => {
    const backwards = await requestLeave(french, { startDate: '2030-06-05', endDate: '2030-06-03' });
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards).error).toBe('La validation a échoué');
    expect(envelope(backwards).validationErrors).toEqual({ endDate: ['La date de fin doit être identique ou postérieure à la date de début'] });

    const week = { weekStartDate: '2030-03-03', weekEndDate: '2030-03-09' };
    const create = (as: TestPerson) => t.request({ method: 'POST', url: '/v1/mytime/timesheets', as, payload: { employeeId: as.id, ...week } });
    expect((await create(french)).statusCode).toBe(201);
    expect(envelope(await create(french)).error).toBe('Une feuille de temps existe déjà pour la semaine du 3 mars 2030');
    expect((await create(english)).statusCode).toBe(201);
    expect(envelope(await create(english)).error).toBe('A timesheet for the week of Mar 3, 2030 already exists');
  });

  it("answers by Accept-Language when no language is saved, and in English without one", async () => {
    const deactivateSelf = (headers: Record<string, string>) =>
      t.request({ method: 'PATCH', url: `/v1/users/${admin.id}`, as: admin, payload: { isActive: false }, headers });
    const spanish = await deactivateSelf({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.statusCode).toBe(409);
    expect(envelope(spanish).error).toBe('No puede desactivar su propia cuenta');
    expect(envelope(await deactivateSelf({})).error).toBe('You cannot deactivate your own account');
  });
});
