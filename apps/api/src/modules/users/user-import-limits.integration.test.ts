import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelope, uniqueEmail, type TestApp, type TestPerson } from '../../../test/helper';
import { whileLivezAnswers } from '../../../test/livez-probe';

// Hostile people CSV files (POST /v1/users/import), on PGlite and PostgreSQL: each answers a 413
// naming the limit it passes, writes nothing, and never stalls the server: /livez answers within a
// second for as long as the import runs.

let t: TestApp;
let admin: TestPerson;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createPerson({ roles: [{ role: 'Admin', module: 'all' }] });
});

afterAll(async () => {
  await t.close();
});

/**
 * Sends the file (not a dry run, so a mistake would write), and while the import is in flight asks
 * `GET /livez` again and again, each within one second. Checks that nothing was written.
 */
async function hostileImport(csv: string): Promise<LightMyRequestResponse> {
  const before = { users: await t.count('users'), audits: await t.count('audit_log') };
  const response = await whileLivezAnswers(
    t,
    t.request({ method: 'POST', url: '/v1/users/import', as: admin, headers: { 'content-type': 'text/csv' }, payload: csv }),
  );
  expect({ users: await t.count('users'), audits: await t.count('audit_log') }).toEqual(before);
  return response;
}

describe('hostile people files', () => {
  it('refuses a header of 2,000,000 empty columns at once (413, naming the limit)', async () => {
    const response = await hostileImport(`email${','.repeat(2_000_000)}\n${uniqueEmail('wide')}\n`);
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({
      error: 'Line 1 has more than 20 columns, the most a line may have',
      validationErrors: { file: ['Line 1 has more than 20 columns, the most a line may have'] },
    });
  });

  it('refuses a file over 5 MB (413, naming the limit)', async () => {
    const response = await hostileImport(`email,name\n${`${uniqueEmail('big')},${'x'.repeat(100)}\n`.repeat(60_000)}`);
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ error: 'The file is too large (at most 5 MB)', validationErrors: { file: ['The file is too large (at most 5 MB)'] } });
  });

  it('refuses a file of more than 20,000 rows (413, naming the limit)', async () => {
    const rows = Array.from({ length: 20_001 }, (_, index) => `rows.${index}.${Date.now()}@test.example`);
    const response = await hostileImport(['email', ...rows].join('\n'));
    expect(response.statusCode).toBe(413);
    expect(envelope(response).error).toBe('The file has more than 20,000 rows; split it');
  });

  it('refuses a line of more than 10,000 characters (413, naming the limit)', async () => {
    const response = await hostileImport(`email,name\n${uniqueEmail('long')},"${'x'.repeat(10_001)}"\n`);
    expect(response.statusCode).toBe(413);
    expect(envelope(response).error).toBe('Line 2 is longer than 10,000 characters, the most a line may have');
  });
});
