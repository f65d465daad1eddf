import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import type { User } from '@apps/contracts/core/user';
import { databaseFingerprint } from '../fuzz/snapshot';
import { buildTestApp, envelope, uniqueEmail, type TestApp } from '../helper';
import { apiOperations } from '../openapi-operations';
import { textFields, withValueAt, type TextField } from './hostile-strings';
import { WRITE_FIXTURES, writeContext, type WriteContext } from './write-requests';

/**
 * One-line fields: every text field of every `/v1` write route is either one line (names,
 * titles, departments, offices, skills, units: shown on one line and written into plain-text e-mails),
 * which refuses a line break with 400 and `STORABLE_TEXT_MESSAGES.oneLine` on the field, or free text
 * (descriptions, reasons, assessments), which keeps it. A text field in neither list fails the test, so
 * a new field is classified when it is added.
 */
const ONE_LINE = [
  'POST /v1/auth/dev/token name',
  'PATCH /v1/users/:id jobTitle',
  'PATCH /v1/users/:id department',
  'PATCH /v1/users/:id officeLocation',
  'POST /v1/provisioning/tokens name',
  'POST /v1/hire/jobs title',
  'POST /v1/hire/jobs department',
  'POST /v1/hire/jobs location',
  'POST /v1/hire/jobs requiredSkills.0',
  'PUT /v1/hire/jobs/:id title',
  'PUT /v1/hire/jobs/:id department',
  'PUT /v1/hire/jobs/:id location',
  'PUT /v1/hire/jobs/:id requiredSkills.0',
  'POST /v1/hire/candidates fullName',
  'POST /v1/hire/candidates currentRole',
  'POST /v1/hire/candidates currentCompany',
  'POST /v1/hire/candidates source',
  'PUT /v1/hire/candidates/:id fullName',
  'PUT /v1/hire/candidates/:id currentRole',
  'PUT /v1/hire/candidates/:id currentCompany',
  'PUT /v1/hire/candidates/:id source',
  'POST /v1/mytime/holidays officeLocation',
  'POST /v1/mytime/holidays name',
  'PUT /v1/mytime/holidays/:id officeLocation',
  'PUT /v1/mytime/holidays/:id name',
  'POST /v1/mytime/projects name',
  'POST /v1/mytime/projects clientName',
  'PUT /v1/mytime/projects/:id name',
  'PUT /v1/mytime/projects/:id clientName',
  'POST /v1/grow/okrs objective',
  'POST /v1/grow/okrs keyResults.0.description',
  'POST /v1/grow/okrs keyResults.0.unit',
  'PUT /v1/grow/okrs/:id objective',
  'POST /v1/grow/learning-paths title',
  'POST /v1/grow/learning-paths modules.0.title',
  'POST /v1/grow/career-goals currentRole',
  'POST /v1/grow/career-goals targetRole',
  'POST /v1/grow/career-goals milestones.0.title',
];

/** Free text: several lines are kept as sent. */
const FREE_TEXT = [
  'POST /v1/hire/jobs description',
  'PUT /v1/hire/jobs/:id description',
  'POST /v1/mytime/timesheets/:id/entries taskDescription',
  'PUT /v1/mytime/timesheets/:id/entries entries.0.taskDescription',
  'PUT /v1/mytime/timesheets/:id/entries/:entryId taskDescription',
  'POST /v1/mytime/timesheets/:id/reject reason',
  'POST /v1/mytime/timesheets/:id/approve comment',
  'POST /v1/mytime/timesheets/bulk-approve comment',
  'POST /v1/mytime/leaves reason',
  'POST /v1/mytime/leaves/:id/reject reason',
  'POST /v1/grow/reviews/:id/self-assessment achievements',
  'POST /v1/grow/reviews/:id/self-assessment challenges',
  'POST /v1/grow/reviews/:id/self-assessment goals',
  'POST /v1/grow/reviews/:id/manager-assessment strengths',
  'POST /v1/grow/reviews/:id/manager-assessment areasOfImprovement',
  'POST /v1/grow/learning-paths description',
  'POST /v1/grow/learning-paths modules.0.description',
  'POST /v1/grow/career-goals milestones.0.description',
];

/** Two lines, as a form's text area or a pasted value sends them. */
const TWO_LINES = 'First line\r\nSecond line\n\tindented';

let t: TestApp;
let ctx: WriteContext;
let cases: Array<{ route: string; field: TextField }> = [];

beforeAll(async () => {
  t = await buildTestApp();
  ctx = await writeContext(t);
  cases = (await apiOperations(t)).flatMap((op) => textFields(op.body).map((field) => ({ route: op.route, field })));
});

afterAll(async () => t?.close());

/** Sends `value` in one text field of a fresh valid request: the status, the field's errors, whether the database changed. */
async function send(route: string, field: TextField, value: string) {
  const request = await WRITE_FIXTURES[route]!.build(ctx);
  const before = await databaseFingerprint(t.app.db);
  const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH';
  const response = await t.request({ method, url: request.url, as: request.as, payload: withValueAt(request.payload, field.segments, value) });
  const body = envelope(response);
  const changed = (await databaseFingerprint(t.app.db)) !== before;
  return { status: response.statusCode, errors: body.validationErrors?.[field.path] ?? [], changed, detail: `${route} ${field.path}: ${response.statusCode} ${response.body.slice(0, 200)}` };
}

describe('one-line fields of /v1 inputs', () => {
  it('finds every listed field among the write routes', () => {
    const all = cases.map((c) => `${c.route} ${c.field.path}`);
    expect([...ONE_LINE, ...FREE_TEXT].filter((name) => !all.includes(name))).toEqual([]);
  });

  it.each(['Ann\r\nBcc: intruder@example.com', 'Ann\tSmith', 'Ann\u0085Smith'])(
    'refuses %j in every one-line field with 400 on the field, changing nothing',
    async (value) => {
      const problems: string[] = [];
      for (const { route, field } of cases.filter((c) => ONE_LINE.includes(`${c.route} ${c.field.path}`))) {
        const result = await send(route, field, value);
        if (result.status !== 400 || !result.errors.includes(STORABLE_TEXT_MESSAGES.oneLine)) problems.push(result.detail);
        else if (result.changed) problems.push(`${result.detail}: a refused call changed the database`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('keeps line breaks in every free-text field (descriptions, reasons, assessments)', async () => {
    const problems: string[] = [];
    for (const { route, field } of cases.filter((c) => FREE_TEXT.includes(`${c.route} ${c.field.path}`))) {
      const result = await send(route, field, TWO_LINES);
      if (result.status >= 400) problems.push(result.detail);
    }
    expect(problems).toEqual([]);
  });

  it('refuses two lines in every other text field by its own format (dates, e-mails, phone, project code), so a new field gets classified', async () => {
    const problems: string[] = [];
    for (const { route, field } of cases.filter((c) => !ONE_LINE.includes(`${c.route} ${c.field.path}`) && !FREE_TEXT.includes(`${c.route} ${c.field.path}`))) {
      const result = await send(route, field, TWO_LINES);
      if (result.status !== 400 || result.errors.length === 0 || result.errors.includes(STORABLE_TEXT_MESSAGES.oneLine)) problems.push(result.detail);
    }
    expect(problems, 'unlisted text fields: add them to ONE_LINE or FREE_TEXT').toEqual([]);
  });
});

describe('PATCH /v1/users/{id}', () => {
  it('refuses a job title with CR LF with 400 on the field and changes nothing', async () => {
    const person = await t.createPerson();
    const response = await t.request({ method: 'PATCH', url: `/v1/users/${person.id}`, as: ctx.admin, payload: { jobTitle: 'Engineer\r\nBcc: x@example.com', department: 'Sales' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ jobTitle: [STORABLE_TEXT_MESSAGES.oneLine] });
    const after = envelope<User>(await t.request({ method: 'GET', url: `/v1/users/${person.id}`, as: ctx.admin })).data;
    expect(after).toMatchObject({ jobTitle: null, department: null });
  });
});

describe('names from sign-in tokens', () => {
  it('refuses a dev sign-in name with a line break', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/dev/token', payload: { email: uniqueEmail(), name: 'Ann\r\nBcc: x@example.com' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).validationErrors).toEqual({ name: [STORABLE_TEXT_MESSAGES.oneLine] });
  });
});
