import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../fuzz/snapshot';
import { buildTestApp, envelope, type TestApp } from '../helper';
import { findInDatabase } from './database-search';
import { containsString, HOSTILE_STRINGS, textFields, withValueAt, type TextField } from './hostile-strings';
import { jwtClaims } from './mass-assignment.extras';
import { apiOperations } from '../openapi-operations';
import { WRITE_FIXTURES, writeContext, type WriteContext } from './write-requests';

/**
 * Hostile text: HTML and script, SQL meta characters, bidirectional and invisible
 * characters, emoji, combining marks, control characters, 10,000 characters, NUL and a lone surrogate
 * go through every text field of every write route. Each is stored and returned exactly as sent, or
 * refused with 400 and an error on that field (changing nothing); never a 500.
 */
let t: TestApp;
let ctx: WriteContext;
let cases: Array<{ route: string; field: TextField }> = [];
const tally: Record<string, { stored: number; refused: number }> = Object.fromEntries(Object.keys(HOSTILE_STRINGS).map((kind) => [kind, { stored: 0, refused: 0 }]));

beforeAll(async () => {
  t = await buildTestApp();
  ctx = await writeContext(t);
  const operations = await apiOperations(t);
  cases = operations.flatMap((op) => textFields(op.body).map((field) => ({ route: op.route, field })));
});

afterAll(async () => {
  const total = Object.values(tally).reduce((sum, k) => sum + k.stored + k.refused, 0);
  console.info(`hostile text: ${total} calls over ${cases.length} text fields; by kind ${JSON.stringify(tally)}`);
  await t?.close();
});

it('finds the text fields of every write route', () => {
  expect(cases.length).toBeGreaterThan(30);
  expect(cases.filter((c) => !(c.route in WRITE_FIXTURES)), 'text fields of routes without a fixture').toEqual([]);
  expect(cases.map((c) => `${c.route} ${c.field.path}`)).toContain('POST /v1/grow/okrs keyResults.0.description');
});

/** After a token is issued with the text as the name, signing in with it stores the name. */
async function signInWith(token: string) {
  return t.request({ method: 'POST', url: '/v1/auth/login', as: token });
}

/**
 * Sends `value` in one text field of a fresh valid request.
 * @returns what went wrong; empty when the text was stored exactly or refused with 400 on its field.
 */
async function tryText(route: string, field: TextField, kind: string, value: string): Promise<string[]> {
  const request = await WRITE_FIXTURES[route]!.build(ctx);
  const payload = withValueAt(request.payload, field.segments, value);
  const before = await databaseFingerprint(t.app.db);
  const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH';
  const response = await t.request({ method, url: request.url, as: request.as, payload });
  const detail = `${route} ${field.path}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  const body = envelope(response);

  if (response.statusCode === 400) {
    tally[kind]!.refused += 1;
    if (!Object.keys(body.validationErrors ?? {}).includes(field.path)) return [`${detail}: no error on the field`];
    if ((await databaseFingerprint(t.app.db)) !== before) return [`${detail}: a refused call changed the database`];
    return [];
  }
  if (response.statusCode !== 200 && response.statusCode !== 201) return [detail];
  tally[kind]!.stored += 1;
  let answer: unknown = body.data;
  const token = (body.data as { accessToken?: string }).accessToken;
  if (token) {
    if (jwtClaims(token)[field.path] !== value) return [`${detail}: the token does not hold the text exactly`];
    const login = await signInWith(token);
    if (login.statusCode !== 200) return [`${detail}; then sign-in: ${login.statusCode} ${login.body.slice(0, 200)}`];
    answer = envelope(login).data;
  }
  if (!containsString(answer, value)) return [`${detail}: the answer does not hold the text exactly`];
  const stored = await findInDatabase(t.app.db, { values: [value], ignoreTables: ['audit_log'], enough: 1 });
  return stored.length > 0 ? [] : [`${detail}: the text is not stored exactly`];
}

describe.each(Object.entries(HOSTILE_STRINGS))('%s text', (kind, value) => {
  it('is stored exactly or refused with 400 on its field, in every text field', async () => {
    const problems: string[] = [];
    for (const { route, field } of cases) problems.push(...(await tryText(route, field, kind, value)));
    expect(problems).toEqual([]);
  }, 300_000);
});
