import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserImportResult } from '@apps/contracts/core/user-import';
import type { User } from '@apps/contracts/core/user';
import { buildTestApp, envelope, TEST_DB, uniqueEmail, type TestApp, type TestPerson } from '../../../test/helper';

// The people CSV import (POST /v1/users/import), on PGlite and PostgreSQL: the whole file is
// validated first (every error with its line, nothing applied), then applied in one transaction.

let t: TestApp;
let admin: TestPerson;
let employee: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
  employee = await t.createPerson({ roles: [{ role: 'Employee', module: 'mytime' }] });
});

afterAll(async () => {
  await t.close();
});

const HEADER = 'email,name,managerEmail,jobTitle,department,officeLocation';

const importCsv = (csv: string, options: { as?: TestPerson; dryRun?: boolean; contentType?: string; language?: string } = {}) =>
  t.request({
    method: 'POST',
    url: `/v1/users/import${options.dryRun ? '?dryRun=true' : ''}`,
    as: options.as ?? admin,
    headers: { 'content-type': options.contentType ?? 'text/csv', ...(options.language ? { 'accept-language': options.language } : {}) },
    payload: csv,
  });

async function userByEmail(email: string): Promise<User | undefined> {
  const all = envelope<User[]>(await t.request({ method: 'GET', url: '/v1/users', as: admin })).data;
  return all.find((user) => user.email.toLowerCase() === email.toLowerCase());
}

describe('POST /v1/users/import', () => {
  it('creates people with their managers, even when a manager comes later in the file, and audits each', async () => {
    const head = uniqueEmail('head');
    const lead = uniqueEmail('lead');
    const dev = uniqueEmail('dev');
    const csv = [HEADER, `${dev},Dev One,${lead},Engineer,Engineering,Pune`, `${lead},Lead One,${head},Team lead,Engineering,Pune`, `${head},Head One,,Head of engineering,Engineering,Bengaluru`].join('\n');
    const audits = await t.count('audit_log');

    const response = await importCsv(csv);

    expect(response.statusCode).toBe(200);
    const result = envelope<UserImportResult>(response).data;
    expect(result).toMatchObject({ dryRun: false, rows: 3, created: 3, updated: 0, unchanged: 0 });
    expect(result.people[0]).toEqual({ line: 2, email: dev, action: 'create', changes: { name: 'Dev One', managerEmail: lead, jobTitle: 'Engineer', department: 'Engineering', officeLocation: 'Pune' } });
    const [devUser, leadUser, headUser] = await Promise.all([userByEmail(dev), userByEmail(lead), userByEmail(head)]);
    expect(devUser).toMatchObject({ name: 'Dev One', managerId: leadUser!.id, jobTitle: 'Engineer', azureId: null, isActive: true });
    expect(leadUser!.managerId).toBe(headUser!.id);
    expect(headUser).toMatchObject({ managerId: null, officeLocation: 'Bengaluru' });
    expect(await t.count('audit_log')).toBe(audits + 3);
  });

  it('updates only the columns the file has, leaves the rest, and counts unchanged rows', async () => {
    const manager = await t.createPerson({ name: 'Manager M' });
    const person = await t.createPerson({ name: 'Person P' });
    await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { department: 'Sales', officeLocation: 'Mumbai' } });

    const first = envelope<UserImportResult>(await importCsv(`email,managerEmail,jobTitle\n${person.email.toUpperCase()},${manager.email},Account executive\n`)).data;
    expect(first).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(first.people[0]).toMatchObject({ action: 'update', changes: { managerEmail: manager.email.toLowerCase(), jobTitle: 'Account executive' } });
    expect(await userByEmail(person.email)).toMatchObject({ managerId: manager.id, jobTitle: 'Account executive', department: 'Sales', officeLocation: 'Mumbai', name: 'Person P' });

    const again = envelope<UserImportResult>(await importCsv(`email,managerEmail,jobTitle\n${person.email},${manager.email},Account executive\n`)).data;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, people: [] });

    const cleared = envelope<UserImportResult>(await importCsv(`email,managerEmail,department,name\n${person.email},,,\n`)).data;
    expect(cleared.people[0]!.changes).toEqual({ managerEmail: null, department: null });
    expect(await userByEmail(person.email)).toMatchObject({ managerId: null, department: null, name: 'Person P' });
  });

  it('previews with dryRun=true and applies nothing', async () => {
    const email = uniqueEmail('preview');
    const users = await t.count('users');
    const response = await importCsv(`${HEADER}\n${email},Preview Person,,,,\n`, { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(envelope<UserImportResult>(response).data).toMatchObject({ dryRun: true, created: 1, people: [{ line: 2, email, action: 'create' }] });
    expect(await t.count('users')).toBe(users);
  });

  it('answers every error with its line and applies nothing when any line is wrong', async () => {
    const good = uniqueEmail('good');
    const twice = uniqueEmail('twice');
    const csv = [
      HEADER,
      `${good},Good Person,,,,`,
      `not-an-email,Bad,,,,`,
      `${twice},Twice,,,,`,
      `${twice},Twice Again,,,,`,
      `${uniqueEmail('orphan')},Orphan,nobody.${Date.now()}@test.example,,,`,
      `${uniqueEmail('long')},Long,,${'x'.repeat(201)},,`,
      `${uniqueEmail('short')},Short,,`,
    ].join('\n');
    const users = await t.count('users');
    const audits = await t.count('audit_log');

    const response = await importCsv(csv);

    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.error).toBe('The file has errors; nothing was imported');
    expect(Object.keys(body.validationErrors!).sort()).toEqual(['line 3', 'line 5', 'line 6', 'line 7', 'line 8']);
    expect(body.validationErrors!['line 3']![0]).toMatch(/^email: /);
    expect(body.validationErrors!['line 5']![0]).toBe('email: the same person is on line 4');
    expect(body.validationErrors!['line 6']).toEqual(['managerEmail: no active person with this e-mail in the file or the directory']);
    expect(body.validationErrors!['line 7']).toEqual(['jobTitle: Must be at most 200 characters']);
    expect(body.validationErrors!['line 8']![0]).toMatch(/has 4 cells; the header has 6/);
    expect(await t.count('users')).toBe(users);
    expect(await t.count('audit_log')).toBe(audits);
  });

  it('answers the line errors in the requester’s language', async () => {
    const twice = uniqueEmail('twice');
    const csv = [
      `${HEADER},roles`,
      `${twice},Twice,,,,,`,
      `${twice},Twice Again,,,,,`,
      `${uniqueEmail('long')},Long,,${'x'.repeat(201)},,,`,
      `${uniqueEmail('role')},Role,,,,,Boss.mytime`,
      `${uniqueEmail('short')},Short,,`,
    ].join('\n');

    const body = envelope(await importCsv(csv, { language: 'fr-FR,fr;q=0.9' }));

    expect(body.validationErrors).toEqual({
      'line 3': ['email : la même personne est à la ligne 2'],
      'line 4': ['jobTitle : Doit comporter au plus 200 caractères'],
      'line 5': ['roles : « Boss.mytime » n’est pas un rôle ; écrivez <Role>.<module> (par exemple Employee.mytime), séparés par ;'],
      'line 6': ['La ligne a 4 cellules ; l’en-tête en a 7'],
    });
    const english = envelope(await importCsv(csv)).validationErrors!;
    expect(english['line 5']).toEqual(['roles: "Boss.mytime" is not a role; write <Role>.<module> (for example Employee.mytime), separated by ;']);
  });

  it('refuses unknown, inactive and own managers, and a reporting line that would loop through the directory', async () => {
    const inactive = await t.createPerson({ isActive: false });
    const top = await t.createPerson();
    const middle = await t.createPerson({ managerId: top.id });
    const self = uniqueEmail('self');
    const csv = [
      'email,managerEmail',
      `${uniqueEmail('a')},${inactive.email}`,
      `${self},${self.toUpperCase()}`,
      `${uniqueEmail('b')},unknown.${Date.now()}@test.example`,
      `${top.email},${middle.email}`,
    ].join('\n');
    const users = await t.count('users');

    const response = await importCsv(csv);

    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({
      'line 2': ['managerEmail: no active person with this e-mail in the file or the directory'],
      'line 3': ['managerEmail: a person cannot be their own manager'],
      'line 4': ['managerEmail: no active person with this e-mail in the file or the directory'],
    });
    expect(await t.count('users')).toBe(users);

    const loop = await importCsv(`email,managerEmail\n${top.email},${middle.email}\n`);
    expect(loop.statusCode).toBe(400);
    expect(envelope(loop).validationErrors).toEqual({ 'line 2': ['managerEmail: this manager reports (directly or indirectly) to this person; a reporting line cannot loop'] });
    expect((await userByEmail(top.email))!.managerId).toBeNull();
  });

  it('refuses a deactivated manager named on a line of their own, as PATCH /v1/users/{id} does', async () => {
    const gone = await t.createPerson({ isActive: false });
    const person = await t.createPerson();
    const patch = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: admin, payload: { managerId: gone.id } });
    expect(patch.statusCode).toBe(400);
    expect(envelope(patch).validationErrors).toEqual({ managerId: ['No active person has this id'] });
    const audits = await t.count('audit_log');

    const response = await importCsv(`email,managerEmail\n${gone.email},\n${person.email},${gone.email}\n`);

    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ 'line 3': ['managerEmail: no active person with this e-mail in the file or the directory'] });
    expect((await userByEmail(person.email))!.managerId).toBeNull();
    expect(await t.count('audit_log')).toBe(audits);
  });

  it('refuses line breaks and other control characters in names, job titles, departments and offices', async () => {
    const oneLine = 'Must be one line of text without control characters (line breaks, tabs)';
    const [first, second] = [uniqueEmail('cr'), uniqueEmail('tab')];
    const users = await t.count('users');

    const response = await importCsv(`${HEADER}\n${first},"Anna\nBcc: all@company.example",,,,\n${second},Ben,,"Lead\tEngineer","Sales\u0007",Pune\u0085\n`);

    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({
      'line 3': [`name: ${oneLine}`],
      'line 4': [`jobTitle: ${oneLine}`, `department: ${oneLine}`, `officeLocation: ${oneLine}`],
    });
    expect(await t.count('users')).toBe(users);
  });

  it('refuses a loop made only of lines of the file', async () => {
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    const response = await importCsv(`email,managerEmail\n${a},${b}\n${b},${c}\n${c},${a}\n`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).validationErrors!)).toEqual(['line 2', 'line 3', 'line 4']);
  });

  it('answers malformed files and bodies with a 400 that names the problem', async () => {
    const cases: Array<[string, string, string]> = [
      ['an empty file', '', 'file'],
      ['a header only', HEADER, 'file'],
      ['no email column', 'name,department\nA,B', 'line 1'],
      ['an unknown column', 'email,salary\na@test.example,1', 'line 1'],
      ['an unclosed quote', `${HEADER}\n"${uniqueEmail()},x,,,,`, 'line 2'],
    ];
    for (const [name, csv, key] of cases) {
      const response = await importCsv(csv);
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(envelope(response).validationErrors ?? {}), name).toContain(key);
    }
    const json = await t.request({ method: 'POST', url: '/v1/users/import', as: admin, payload: { csv: 'x' } });
    expect(json.statusCode).toBe(400);
    const dryRun = await t.request({ method: 'POST', url: '/v1/users/import?dryRun=maybe', as: admin, headers: { 'content-type': 'text/csv' }, payload: `${HEADER}\n` });
    expect(dryRun.statusCode).toBe(400);
    expect(envelope(dryRun).validationErrors).toHaveProperty('dryRun');
  });

  it('is for Admin on all only (403 before the body is read), and needs a token', async () => {
    const email = uniqueEmail('nope');
    const forbidden = await importCsv(`${HEADER}\n${email},X,,,,\n`, { as: employee });
    expect(forbidden.statusCode).toBe(403);
    expect(envelope(forbidden).validationErrors).toBeNull();
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/users/import', headers: { 'content-type': 'text/csv' }, payload: `${HEADER}\n` });
    expect(anonymous.statusCode).toBe(401);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it.runIf(TEST_DB === 'postgres')('imports a 2,000-person organisation in one request', async () => {
    const emails = Array.from({ length: 2_000 }, (_, index) => uniqueEmail(`bulk${index}`));
    const lines = emails.map((email, index) => `${email},Person ${index},${index === 0 ? '' : emails[Math.floor((index - 1) / 8)]},,Engineering,`);
    const response = await importCsv([HEADER, ...lines].join('\n'));
    expect(response.statusCode).toBe(200);
    expect(envelope<UserImportResult>(response).data).toMatchObject({ created: 2_000 });
    expect((await userByEmail(emails[9]!))!.managerId).toBe((await userByEmail(emails[1]!))!.id);
  });
});
