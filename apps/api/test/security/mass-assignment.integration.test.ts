import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../fuzz/snapshot';
import { buildTestApp, envelope, type TestApp, type TestPerson } from '../helper';
import { findInDatabase } from './database-search';
import { echoed, forbiddenExtras, ITEM_EXTRAS, jwtClaims, SENTINEL, withExtras } from './mass-assignment.extras';
import { apiOperations, type ApiOperation } from '../openapi-operations';
import { WRITE_FIXTURES, writeContext, type WriteContext } from './write-requests';

/**
 * Mass assignment: every create, update and transition route gets a valid body plus
 * fields that are not its inputs (ids, owners, states, server-computed totals and balances, audit
 * timestamps, role claims). Each call is either refused with 400 and field errors, changing nothing,
 * or succeeds without taking any of them: not in the answer (which services read back from the
 * database) and not in any value of any row of any table.
 */
let t: TestApp;
let ctx: WriteContext;
/**
 * A person with no records and no manager: their id stored anywhere but their own user row (and its row
 * in the reporting line's closure, `reporting_line_closure` at depth 0) means an owner was assigned.
 */
let other: TestPerson;
let operations: Map<string, ApiOperation>;
const tally = { calls: 0, accepted: 0, refused: 0, fieldsInjected: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  ctx = await writeContext(t);
  other = await t.createPerson({ roles: [{ role: 'Employee', module: 'all' }], name: 'Other Person' });
  operations = new Map((await apiOperations(t)).map((op) => [op.route, op]));
});

afterAll(async () => {
  console.info(
    `mass assignment: ${tally.calls} calls over ${Object.keys(WRITE_FIXTURES).length} routes, ${tally.fieldsInjected} forbidden top-level fields sent (plus item fields in arrays); ` +
      `${tally.accepted} accepted without taking one, ${tally.refused} refused with 400`,
  );
  await t?.close();
});

const writeRoutes = () => t.app.registeredRoutes.filter((route) => /^(POST|PUT|PATCH) \/v1\//.test(route));

it('has a fixture for every POST, PUT and PATCH route', () => {
  expect(writeRoutes().filter((route) => !(route in WRITE_FIXTURES)), 'write routes without a fixture').toEqual([]);
  // A DELETE with a body (a push subscription's endpoint) has a fixture too, for the text-field tests.
  const registered = t.app.registeredRoutes;
  expect(Object.keys(WRITE_FIXTURES).filter((route) => !registered.includes(route)), 'fixtures of unknown routes').toEqual([]);
});

/** Rows of the reporting line's closure joining `userId` to someone else (above or below them). */
const linesThrough = async (userId: string) =>
  Number(
    (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from reporting_line_closure where (ancestor_id = ${userId} or descendant_id = ${userId}) and depth > 0`))
      .rows[0]!.n,
  );

const inactiveUsers = async () =>
  Number((await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from users where not is_active`)).rows[0]!.n);

describe('fields that are not inputs are ignored or refused', () => {
  it.each(Object.keys(WRITE_FIXTURES))('%s', async (route) => {
    const fixture = WRITE_FIXTURES[route]!;
    const request = await fixture.build(ctx);
    const extras = forbiddenExtras(other.id, fixture.forbiddenStatus ?? 'Approved');
    const payload = withExtras(request.payload, operations.get(route)?.body, extras);
    const injected = { ...ITEM_EXTRAS, ...Object.fromEntries(Object.entries(extras).filter(([key]) => key in payload)) };
    tally.fieldsInjected += Object.keys(payload).length - Object.keys(request.payload ?? {}).length;

    const before = await databaseFingerprint(t.app.db);
    const inactiveBefore = await inactiveUsers();
    const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH';
    const response = await t.request({ method, url: request.url, as: request.as, payload });
    tally.calls += 1;
    const body = envelope(response);
    const detail = `${route}: ${response.statusCode} ${response.body.slice(0, 600)}`;

    if (response.statusCode === 400) {
      tally.refused += 1;
      expect(Object.keys(body.validationErrors ?? {}).length, detail).toBeGreaterThan(0);
      expect(await databaseFingerprint(t.app.db), `${route}: a refused call changed the database`).toBe(before);
      return;
    }
    expect([200, 201], detail).toContain(response.statusCode);
    tally.accepted += 1;
    expect(echoed(body.data, injected), `${route}: the answer took injected fields`).toEqual([]);
    const token = (body.data as { accessToken?: string } | null)?.accessToken;
    if (token) {
      const claims = jwtClaims(token);
      expect(echoed(claims, injected), `${route}: the token took injected claims`).toEqual([]);
      expect(Object.keys(claims).filter((claim) => ['roles', 'role', 'isAdmin', 'isActive'].includes(claim)), detail).toEqual([]);
    }
    const stored = await findInDatabase(t.app.db, {
      values: [SENTINEL.id, SENTINEL.text, SENTINEL.email, SENTINEL.hours, SENTINEL.days, SENTINEL.progress, SENTINEL.value],
      prefixes: [SENTINEL.day],
    });
    expect(stored, `${route}: injected values were stored`).toEqual([]);
    expect(await findInDatabase(t.app.db, { values: [other.id], ignoreTables: ['users', 'user_roles', 'reporting_line_closure', 'reporting_line_paths', 'people_search_words'] }), `${route}: someone else became an owner`).toEqual([]);
    expect(await linesThrough(other.id), `${route}: someone else came into a reporting line`).toBe(0);
    expect((await inactiveUsers()) - inactiveBefore, `${route}: someone was deactivated`).toBe(fixture.deactivates ? 1 : 0);
  });
});
